import { liveContract } from '@souq/shared/live/live.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { liveKeys } from './keys';

export function getRoom(sessionId: string, signal?: AbortSignal) {
  return call(liveContract.endpoints.room, { params: { sessionId }, signal });
}

/** The room: status, stream, current lot with its price, viewers, the caller's standing. */
export function useRoom(sessionId: string, refetchInterval: number | false = false) {
  return useQuery({
    queryKey: liveKeys.room(sessionId),
    queryFn: ({ signal }) => getRoom(sessionId, signal),
    refetchInterval,
  });
}
