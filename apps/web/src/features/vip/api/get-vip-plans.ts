import { vipContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export function useVipPlans() {
  return useQuery({
    queryKey: ['vip', 'plans'],
    queryFn: ({ signal }) => call(vipContract.endpoints.plans, { signal }),
    select: (data) => data.items,
    staleTime: 5 * 60_000,
  });
}
