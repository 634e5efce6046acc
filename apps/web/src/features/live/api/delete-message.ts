import { liveContract } from '@souq/shared/live/live.contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The host (or an admin) deletes a barrage; the room hears the deletion. */
export function useDeleteMessage(sessionId: string) {
  return useMutation({
    mutationFn: (messageId: string) => call(liveContract.endpoints.remove, { params: { sessionId, messageId } }),
  });
}
