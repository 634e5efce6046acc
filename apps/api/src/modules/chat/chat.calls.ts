import type { ChatCalls } from '@souq/shared/chat/chat.schema';
import { and, desc, eq, gt, isNull, like, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/authz';
import type { ChatService } from './chat.service';
import { chatMembers, chatMessages } from './chat.tables';

/** How many replies the call list holds at most (the newest). */
export const CALLS_MAX = 100;

/** Queries of the call list; no rules. */
export const callsRepository = {
  /**
   * Group messages of others replying to one of the user's, after the user's read position, in the
   * groups the user is still in and from when they joined (the cleared seq), not revoked.
   */
  async repliesTo(db: DbOrTx, userId: string, conversationId: string | undefined, limit: number) {
    const rows = await db
      .select({ message: chatMessages })
      .from(chatMessages)
      .innerJoin(
        chatMembers,
        and(eq(chatMembers.conversationId, chatMessages.conversationId), eq(chatMembers.userId, userId)),
      )
      .where(
        and(
          eq(chatMessages.replyToSenderId, userId),
          ne(chatMessages.senderId, userId),
          like(chatMessages.conversationId, 'group\\_%'),
          conversationId ? eq(chatMessages.conversationId, conversationId) : undefined,
          isNull(chatMembers.leftAt),
          isNull(chatMessages.revokedAt),
          gt(chatMessages.seq, sql`greatest(${chatMembers.lastReadSeq}, ${chatMembers.clearedSeq})`),
        ),
      )
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.seq))
      .limit(limit);
    return rows.map((r) => r.message);
  },
};

/**
 * The call list (spec section 4: "a group message replying to the current user's message is added
 * to the call list"): derived from the messages, so it needs no writes on the send path; reading
 * the conversation (its read position) clears it, on every device.
 */
export class ChatCallsService {
  constructor(private readonly chat: ChatService) {}

  async list(actor: Actor, query: { conversationId?: string }): Promise<ChatCalls> {
    if (query.conversationId) await this.chat.requireMember(actor.userId, query.conversationId);
    const rows = await callsRepository.repliesTo(this.chat.ctx.db, actor.userId, query.conversationId, CALLS_MAX);
    const items = await this.chat.presentMessages(actor.userId, rows);
    return { items: items.filter((m) => !m.deleted) };
  }
}
