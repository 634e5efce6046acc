import type { VipPlan } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function getVipPlans(signal?: AbortSignal): Promise<{ items: VipPlan[] }> {
  return api<{ items: VipPlan[] }>('/api/vip/plans', { signal });
}

export function useVipPlans() {
  return useQuery({
    queryKey: ['vip', 'plans'],
    queryFn: ({ signal }) => getVipPlans(signal),
    select: (data) => data.items,
    staleTime: 5 * 60_000,
  });
}
