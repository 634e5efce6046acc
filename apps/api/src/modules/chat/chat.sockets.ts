import {
  CHAT_CLIENT_EVENTS,
  CHAT_LIMITS,
  type ChatMessage,
  CONVERSATION_ID,
  sendMessageBody,
} from '@souq/shared/chat/chat.schema';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { AppSocket } from '../../plugins/realtime';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ChatService } from './chat.service';

type SendAck = (answer: { ok: true; message: ChatMessage } | { ok: false; code: string }) => void;

const sendPayload = z.object({ conversationId: z.string().regex(CONVERSATION_ID) }).and(sendMessageBody);

/** A token bucket per socket: `rate` sends a second, bursts up to twice that. */
function sendBudget(rate: number, now: () => number) {
  const capacity = rate * 2;
  let tokens = capacity;
  let at = now();
  return () => {
    const t = now();
    tokens = Math.min(capacity, tokens + ((t - at) / 1000) * rate);
    at = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * Chat events reach the `user:<id>` rooms of a conversation's current members (chat.service.ts),
 * never a `conversation:<id>` room: a member who leaves or is expelled is dropped from the member
 * rows in the same transaction, so no later event can reach any of their sockets, on any node,
 * with nothing to leave (a room left on one node would still hold their sockets on another, and a
 * reconnecting socket would have to rejoin every conversation). A socket only says which
 * conversation it shows (`chat:active`, renewed at least every 30 s), so push skips that user.
 */
export function chatConnection(chat: ChatService, notifications: NotificationsService, ctx: AppContext) {
  return (socket: AppSocket) => {
    const userId = socket.data.actor.userId;
    const maySend = sendBudget(CHAT_LIMITS.socketSendsPerSecond, () => ctx.clock.now().getTime());
    // The socket's send: no HTTP request, no token lookup (the socket signed in once), one ack.
    socket.on(CHAT_CLIENT_EVENTS.send, async (payload: unknown, ack?: unknown) => {
      const reply: SendAck = typeof ack === 'function' ? (ack as SendAck) : () => {};
      if (!maySend()) return reply({ ok: false, code: 'RATE_LIMITED' });
      const parsed = sendPayload.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, code: 'VALIDATION_FAILED' });
      const { conversationId, ...body } = parsed.data;
      try {
        reply({ ok: true, message: await chat.send(socket.data.actor, conversationId, body) });
      } catch (err) {
        if (!(err instanceof AppError)) ctx.log.error({ err }, 'chat socket send failed');
        reply({ ok: false, code: err instanceof AppError ? err.code : 'SERVICE_UNAVAILABLE' });
      }
    });
    let active: string | null = null;
    const mark = (conversationId: string, on: boolean) =>
      notifications
        .setActiveConversation(userId, conversationId, on)
        .catch((err: unknown) => ctx.log.warn({ err }, 'chat presence failed'));
    socket.on(CHAT_CLIENT_EVENTS.active, async (payload: unknown, ack?: unknown) => {
      const id = (payload as { conversationId?: unknown } | null)?.conversationId;
      const valid = id === null || (typeof id === 'string' && CONVERSATION_ID.test(id));
      if (valid) {
        if (active && active !== id) await mark(active, false);
        active = (id as string | null) ?? null;
        if (active) await mark(active, true);
      }
      if (typeof ack === 'function') ack({ ok: valid });
    });
    socket.on('disconnect', () => {
      if (active) void mark(active, false);
    });
  };
}
