import { walletContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** Every wallet query starts with this key: invalidating it refreshes balances, history and lists. */
export const walletQueryKey = ['wallet'] as const;
export const walletSummaryQueryKey = ['wallet', 'summary'] as const;

/** Balances (available and held) and the holds behind the held amount. */
export function useWallet(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: walletSummaryQueryKey,
    queryFn: ({ signal }) => call(walletContract.endpoints.overview, { signal }),
    enabled: options.enabled ?? true,
  });
}
