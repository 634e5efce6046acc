import { dealsContract } from '@souq/shared/deals/deals.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { dealKeys } from './keys';

export const getDeal = (id: string, signal?: AbortSignal) =>
  call(dealsContract.endpoints.get, { params: { id }, signal });

/** One deal; amounts are the server's, recomputed by its clock, so it refreshes every minute while open. */
export function useDeal(id: string) {
  return useQuery({
    queryKey: dealKeys.one(id),
    queryFn: ({ signal }) => getDeal(id, signal),
    refetchInterval: 60_000,
  });
}
