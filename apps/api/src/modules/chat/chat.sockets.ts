import { CHAT_CLIENT_EVENTS, CONVERSATION_ID } from '@souq/shared/chat/chat.schema';
import type { AppContext } from '../../context';
import type { AppSocket } from '../../plugins/realtime';
import type { NotificationsService } from '../notifications/notifications.service';

/**
 * Chat events reach the `user:<id>` rooms of a conversation's current members (chat.service.ts),
 * never a `conversation:<id>` room: a member who leaves or is expelled is dropped from the member
 * rows in the same transaction, so no later event can reach any of their sockets, on any node,
 * with nothing to leave (a room left on one node would still hold their sockets on another, and a
 * reconnecting socket would have to rejoin every conversation). A socket only says which
 * conversation it shows (`chat:active`, renewed at least every 30 s), so push skips that user.
 */
export function chatConnection(notifications: NotificationsService, ctx: AppContext) {
  return (socket: AppSocket) => {
    const userId = socket.data.actor.userId;
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
