import { walletContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export function useTransaction(id: string) {
  return useQuery({
    queryKey: ['wallet', 'transaction', id],
    queryFn: ({ signal }) => call(walletContract.endpoints.transaction, { params: { id }, signal }),
  });
}
