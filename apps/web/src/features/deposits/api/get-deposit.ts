import { depositsContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { depositsQueryKey } from './get-deposits';

export function getDeposit(id: string, signal?: AbortSignal) {
  return call(depositsContract.endpoints.get, { params: { id }, signal });
}

/** One deposit; polled while a card payment is still being confirmed. */
export function useDeposit(id: string) {
  return useQuery({
    queryKey: [...depositsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getDeposit(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending_payment' ? 3_000 : false),
  });
}
