import { liveContract } from '@souq/shared/live/live.contract';
import { LIVE_EVENTS, type LiveMessage } from '@souq/shared/live/live.schema';
import { call } from '../../../lib/api';
import { currentSocket } from '../../../lib/socket';

export type SendResult = { ok: true; message: LiveMessage } | { ok: false; code: string };

/**
 * Sends a barrage with its client id: over the socket with an ack when connected, over HTTP
 * otherwise; the server answers a repeated id with the first message, so a retry is safe.
 */
export async function sendBarrage(sessionId: string, clientId: string, text: string): Promise<SendResult> {
  const socket = currentSocket();
  if (socket?.connected) {
    try {
      return await socket.timeout(5_000).emitWithAck(LIVE_EVENTS.send, { sessionId, clientId, text });
    } catch {
      // No ack in time: the same id over HTTP.
    }
  }
  const message = await call(liveContract.endpoints.send, { params: { sessionId }, body: { clientId, text } });
  return { ok: true, message };
}

export function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
