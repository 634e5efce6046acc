import { liveContract } from '@souq/shared/live/live.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { liveKeys } from './keys';

export function setFollowing(hostId: string, following: boolean) {
  const endpoint = following ? liveContract.endpoints.follow : liveContract.endpoints.unfollow;
  return call(endpoint, { params: { hostId } });
}

export function useFollowHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hostId, following }: { hostId: string; following: boolean }) => setFollowing(hostId, following),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveKeys.all }),
  });
}
