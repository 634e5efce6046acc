import { type FollowResponse, type ShopDetail, shopsContract } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { shopKeys } from './keys';

/** PUT (follow) or DELETE (unfollow) /api/shops/:id/follow; both idempotent. */
export function setFollow({ shopId, follow }: { shopId: string; follow: boolean }): Promise<FollowResponse> {
  const { follow: followShop, unfollow } = shopsContract.endpoints;
  return call(follow ? followShop : unfollow, { params: { id: shopId } });
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
