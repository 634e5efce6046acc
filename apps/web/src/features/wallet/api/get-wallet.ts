import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { WalletSummary } from './types';

/** Every wallet query starts with this key: invalidating it refreshes balances, history and lists. */
export const walletQueryKey = ['wallet'] as const;
export const walletSummaryQueryKey = ['wallet', 'summary'] as const;

export function getWallet(signal?: AbortSignal): Promise<WalletSummary> {
  return api<WalletSummary>('/api/wallet', { signal });
}

/** Balances (available and held) and the holds behind the held amount. */
export function useWallet(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: walletSummaryQueryKey,
    queryFn: ({ signal }) => getWallet(signal),
    enabled: options.enabled ?? true,
  });
}
