import { liveContract } from '@souq/shared/live/live.contract';
import { call } from '../../../lib/api';

/** The newest page, or what came after `after` (a reconnect's catch-up). */
export function getMessages(sessionId: string, after?: number, signal?: AbortSignal) {
  return call(liveContract.endpoints.messages, {
    params: { sessionId },
    query: { limit: 100, ...(after === undefined ? {} : { after }) },
    signal,
  });
}
