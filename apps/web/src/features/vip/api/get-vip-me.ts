import type { VipMe } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const vipMeQueryKey = ['vip', 'me'] as const;

export function getVipMe(signal?: AbortSignal): Promise<VipMe> {
  return api<VipMe>('/api/vip/me', { signal });
}

/** The user's membership: active or not, which plan, until when. */
export function useVipMe() {
  return useQuery({ queryKey: vipMeQueryKey, queryFn: ({ signal }) => getVipMe(signal) });
}
