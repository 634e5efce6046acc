import { liveContract } from '@souq/shared/live/live.contract';
import type { HostActionBody } from '@souq/shared/live/live.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { liveKeys } from './keys';

/** A host action (start or end the live or a car sale, base number, countdown); the room refreshes after. */
export function useHostAction(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HostActionBody) => call(liveContract.endpoints.act, { params: { sessionId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveKeys.room(sessionId) }),
  });
}
