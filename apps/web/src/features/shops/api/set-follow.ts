import type { FollowResponse, ShopDetail } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { shopKeys } from './keys';

/** PUT (follow) or DELETE (unfollow) /api/shops/:id/follow; both idempotent. */
export function setFollow({ shopId, follow }: { shopId: string; follow: boolean }): Promise<FollowResponse> {
  return api<FollowResponse>(`/api/shops/${encodeURIComponent(shopId)}/follow`, {
    method: follow ? 'PUT' : 'DELETE',
  });
}

export function useSetFollow(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => setFollow({ shopId, follow }),
    onSuccess: (result) => {
      // The page shows the new state at once; lists refetch.
      queryClient.setQueriesData<ShopDetail>({ queryKey: shopKeys.detail(shopId) }, (old) =>
        old ? { ...old, isFollowing: result.following, followersCount: result.followersCount } : old,
      );
      void queryClient.invalidateQueries({ queryKey: shopKeys.following() });
      void queryClient.invalidateQueries({ queryKey: [...shopKeys.all, 'search'] });
    },
  });
}
