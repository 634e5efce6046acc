import { vipContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const vipMeQueryKey = ['vip', 'me'] as const;

/** The user's membership: active or not, which plan, until when. */
export function useVipMe() {
  return useQuery({ queryKey: vipMeQueryKey, queryFn: ({ signal }) => call(vipContract.endpoints.me, { signal }) });
}
