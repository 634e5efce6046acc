import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  chatBlocks,
  chatConversations,
  chatFriendRequests,
  chatFriends,
  chatGroups,
  chatJoinRequests,
  chatMembers,
  chatMessageDeletions,
  chatMessages,
  chatReports,
  chatTasks,
} from './chat.tables';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MemberRow = typeof chatMembers.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type NewMessage = typeof chatMessages.$inferInsert;
export type GroupRow = typeof chatGroups.$inferSelect;
export type FriendRow = typeof chatFriends.$inferSelect;
export type FriendRequestRow = typeof chatFriendRequests.$inferSelect;
export type JoinRequestRow = typeof chatJoinRequests.$inferSelect;
export type ReportRow = typeof chatReports.$inferSelect;
export type TaskRow = typeof chatTasks.$inferSelect;

/** A keyset position over (time, key). */
export interface Position {
  at: Date;
  key: string;
}

/** Queries of the chat; no rules. */
export const chatRepository = {
  // ---- conversations and members ----

  async findConversation(db: DbOrTx, id: string): Promise<ConversationRow | undefined> {
    const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
    return row;
  },

  async insertConversation(db: DbOrTx, values: typeof chatConversations.$inferInsert): Promise<void> {
    await db.insert(chatConversations).values(values).onConflictDoNothing();
  },

  /** The conversation row locked for this transaction (serialises its senders). */
  async lockConversation(tx: Tx, id: string): Promise<ConversationRow | undefined> {
    const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
    return row;
  },

  /** Gives out the next sequence number (the row is locked by this transaction until it ends). */
  async nextSeq(tx: Tx, id: string, at: Date): Promise<number> {
    const [row] = await tx
      .update(chatConversations)
      .set({ lastSeq: sql`${chatConversations.lastSeq} + 1`, lastMessageAt: at })
      .where(eq(chatConversations.id, id))
      .returning({ seq: chatConversations.lastSeq });
    return row?.seq as number;
  },

  async member(db: DbOrTx, conversationId: string, userId: string): Promise<MemberRow | undefined> {
    const [row] = await db
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)));
    return row;
  },

  async insertMembers(db: DbOrTx, rows: (typeof chatMembers.$inferInsert)[]): Promise<void> {
    if (rows.length) await db.insert(chatMembers).values(rows).onConflictDoNothing();
  },

  /** Adds members or brings back ones who left, seeing only messages after `clearedSeq`. */
  async upsertGroupMembers(tx: Tx, conversationId: string, userIds: string[], clearedSeq: number, at: Date) {
    if (!userIds.length) return;
    await tx
      .insert(chatMembers)
      .values(
        userIds.map((userId) => ({
          conversationId,
          userId,
          role: 'member' as const,
          clearedSeq,
          lastReadSeq: clearedSeq,
          lastDeliveredSeq: clearedSeq,
          joinedAt: at,
          updatedAt: at,
        })),
      )
      .onConflictDoUpdate({
        target: [chatMembers.conversationId, chatMembers.userId],
        set: {
          role: 'member',
          leftAt: null,
          leftReason: null,
          unreadCount: 0,
          clearedSeq,
          lastReadSeq: clearedSeq,
          lastDeliveredSeq: clearedSeq,
          previewSeq: null,
          previewType: null,
          previewText: null,
          previewSenderId: null,
          previewRevoked: false,
          hidden: false,
          joinedAt: at,
          updatedAt: at,
        },
      });
  },

  async updateMember(db: DbOrTx, conversationId: string, userId: string, changes: Partial<MemberRow>) {
    const [row] = await db
      .update(chatMembers)
      .set(changes)
      .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)))
      .returning();
    return row;
  },

  /** Marks current members as gone; answers who they were. */
  async markLeft(
    tx: Tx,
    conversationId: string,
    userIds: string[] | 'all',
    reason: MemberRow['leftReason'],
    at: Date,
  ): Promise<string[]> {
    const who = userIds === 'all' ? undefined : inArray(chatMembers.userId, userIds);
    const rows = await tx
      .update(chatMembers)
      .set({ leftAt: at, leftReason: reason, updatedAt: at, unreadCount: 0 })
      .where(and(eq(chatMembers.conversationId, conversationId), isNull(chatMembers.leftAt), who))
      .returning({ userId: chatMembers.userId });
    return rows.map((r) => r.userId);
  },

  async currentMemberIds(db: DbOrTx, conversationId: string): Promise<string[]> {
    const rows = await db
      .select({ userId: chatMembers.userId })
      .from(chatMembers)
      .where(and(eq(chatMembers.conversationId, conversationId), isNull(chatMembers.leftAt)));
    return rows.map((r) => r.userId);
  },

  /**
   * One UPDATE for every current member after a new message: the preview, the update time, unread
   * + 1 for everyone but the sender (whose read position moves to the message). Answers each
   * member's new unread count.
   */
  async applyMessage(
    tx: Tx,
    m: {
      conversationId: string;
      seq: number;
      senderId: string | null;
      type: MessageRow['type'];
      preview: string | null;
      at: Date;
    },
  ): Promise<{ userId: string; unreadCount: number; muted: boolean }[]> {
    const isSender = m.senderId ? sql`${chatMembers.userId} = ${m.senderId}` : sql`false`;
    return tx
      .update(chatMembers)
      .set({
        unreadCount: sql`${chatMembers.unreadCount} + case when ${isSender} then 0 else 1 end`,
        lastReadSeq: sql`case when ${isSender} then ${m.seq}::int else ${chatMembers.lastReadSeq} end`,
        previewSeq: m.seq,
        previewType: m.type,
        previewText: m.preview,
        previewSenderId: m.senderId,
        previewRevoked: false,
        previewAt: m.at,
        hidden: false,
        updatedAt: m.at,
      })
      .where(and(eq(chatMembers.conversationId, m.conversationId), isNull(chatMembers.leftAt)))
      .returning({ userId: chatMembers.userId, unreadCount: chatMembers.unreadCount, muted: chatMembers.muted });
  },

  /** Marks read up to `seq`; the unread count becomes the others' messages after it. */
  async markRead(
    tx: Tx,
    conversationId: string,
    userId: string,
    seq: number,
    at: Date,
  ): Promise<MemberRow | undefined> {
    const [row] = await tx
      .update(chatMembers)
      .set({
        lastReadSeq: sql`greatest(${chatMembers.lastReadSeq}, ${seq}::int)`,
        lastDeliveredSeq: sql`greatest(${chatMembers.lastDeliveredSeq}, ${seq}::int)`,
        unreadCount: sql`(select count(*)::int from ${chatMessages} m where m.conversation_id = ${conversationId}
          and m.seq > greatest(${chatMembers.lastReadSeq}, ${seq}::int, ${chatMembers.clearedSeq})
          and (m.sender_id is null or m.sender_id <> ${userId}))`,
        updatedAt: at,
      })
      .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)))
      .returning();
    return row;
  },

  async markDelivered(db: DbOrTx, conversationId: string, userId: string, seq: number) {
    const [row] = await db
      .update(chatMembers)
      .set({ lastDeliveredSeq: sql`greatest(${chatMembers.lastDeliveredSeq}, ${seq}::int)` })
      .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)))
      .returning();
    return row;
  },

  async totalUnread(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${chatMembers.unreadCount}), 0)::int` })
      .from(chatMembers)
      .where(and(eq(chatMembers.userId, userId), isNull(chatMembers.leftAt), eq(chatMembers.muted, false)));
    return Number(row?.n ?? 0);
  },

  /** A user's conversations newest first (by update time), not left; hidden ones only when asked. */
  async listMembers(db: DbOrTx, userId: string, after: Position | null, limit: number, includeHidden: boolean) {
    return db
      .select()
      .from(chatMembers)
      .where(
        and(
          eq(chatMembers.userId, userId),
          isNull(chatMembers.leftAt),
          includeHidden ? undefined : eq(chatMembers.hidden, false),
          after
            ? or(
                lt(chatMembers.updatedAt, after.at),
                and(eq(chatMembers.updatedAt, after.at), lt(chatMembers.conversationId, after.key)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(chatMembers.updatedAt), desc(chatMembers.conversationId))
      .limit(limit);
  },

  /** A user's rows changed after an instant (left ones too), oldest change first. */
  async changedMembers(db: DbOrTx, userId: string, since: Date | null, after: Position | null, limit: number) {
    return db
      .select()
      .from(chatMembers)
      .where(
        and(
          eq(chatMembers.userId, userId),
          since ? gt(chatMembers.updatedAt, since) : undefined,
          after
            ? or(
                gt(chatMembers.updatedAt, after.at),
                and(eq(chatMembers.updatedAt, after.at), gt(chatMembers.conversationId, after.key)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(chatMembers.updatedAt), asc(chatMembers.conversationId))
      .limit(limit);
  },

  async membersOf(db: DbOrTx, conversationIds: string[]): Promise<MemberRow[]> {
    if (!conversationIds.length) return [];
    return db.select().from(chatMembers).where(inArray(chatMembers.conversationId, conversationIds));
  },

  async conversationsIn(db: DbOrTx, ids: string[]): Promise<ConversationRow[]> {
    if (!ids.length) return [];
    return db.select().from(chatConversations).where(inArray(chatConversations.id, ids));
  },

  // ---- messages ----

  async messageByClientId(db: DbOrTx, senderId: string, clientId: string): Promise<MessageRow | undefined> {
    const [row] = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)));
    return row;
  },

  async findMessage(db: DbOrTx, conversationId: string, id: string): Promise<MessageRow | undefined> {
    const [row] = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.id, id)));
    return row;
  },

  /** The new message, or undefined when the sender's client id is already stored (a retry). */
  async insertMessage(tx: Tx, values: NewMessage): Promise<MessageRow | undefined> {
    const [row] = await tx
      .insert(chatMessages)
      .values(values)
      .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientId] })
      .returning();
    return row;
  },

  async hasMessageFrom(db: DbOrTx, conversationId: string, senderId: string): Promise<boolean> {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.senderId, senderId)))
      .limit(1);
    return !!row;
  },

  /** Newest first, after `clearedSeq`, before `beforeSeq` when given; one more than `limit` to tell `hasMore`. */
  async history(db: DbOrTx, conversationId: string, clearedSeq: number, beforeSeq: number | undefined, limit: number) {
    return db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          gt(chatMessages.seq, clearedSeq),
          beforeSeq !== undefined ? lt(chatMessages.seq, beforeSeq) : undefined,
        ),
      )
      .orderBy(desc(chatMessages.seq))
      .limit(limit + 1);
  },

  /** In sequence order after `afterSeq`; one more than `limit` to tell `hasMore`. */
  async after(db: DbOrTx, conversationId: string, afterSeq: number, limit: number) {
    return db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, afterSeq)))
      .orderBy(asc(chatMessages.seq))
      .limit(limit + 1);
  },

  async deletedFor(db: DbOrTx, userId: string, messageIds: string[]): Promise<Set<string>> {
    if (!messageIds.length) return new Set();
    const rows = await db
      .select({ id: chatMessageDeletions.messageId })
      .from(chatMessageDeletions)
      .where(and(eq(chatMessageDeletions.userId, userId), inArray(chatMessageDeletions.messageId, messageIds)));
    return new Set(rows.map((r) => r.id));
  },

  async deleteForUser(db: DbOrTx, userId: string, messageId: string, at: Date): Promise<void> {
    await db.insert(chatMessageDeletions).values({ userId, messageId, createdAt: at }).onConflictDoNothing();
  },

  /** Revokes unless already revoked; answers the row when this call did it. */
  async revoke(tx: Tx, id: string, by: string, at: Date): Promise<MessageRow | undefined> {
    const [row] = await tx
      .update(chatMessages)
      .set({ revokedAt: at, revokedBy: by })
      .where(and(eq(chatMessages.id, id), isNull(chatMessages.revokedAt)))
      .returning();
    return row;
  },

  async markPreviewRevoked(tx: Tx, conversationId: string, seq: number, at: Date): Promise<void> {
    await tx
      .update(chatMembers)
      .set({ previewRevoked: true, previewText: null, updatedAt: at })
      .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.previewSeq, seq)));
  },

  async insertTask(tx: Tx, values: typeof chatTasks.$inferInsert): Promise<TaskRow> {
    const [row] = await tx.insert(chatTasks).values(values).returning();
    return row as TaskRow;
  },

  /** Task records of the conversations a user belongs (or belonged) to, oldest first. */
  async tasksFor(db: DbOrTx, userId: string, since: Date | null, after: Position | null, limit: number) {
    return db
      .select({ task: chatTasks })
      .from(chatTasks)
      .innerJoin(
        chatMembers,
        and(eq(chatMembers.conversationId, chatTasks.conversationId), eq(chatMembers.userId, userId)),
      )
      .where(
        and(
          since ? gt(chatTasks.createdAt, since) : undefined,
          after
            ? or(gt(chatTasks.createdAt, after.at), and(eq(chatTasks.createdAt, after.at), gt(chatTasks.id, after.key)))
            : undefined,
          gt(chatTasks.seq, chatMembers.clearedSeq),
        ),
      )
      .orderBy(asc(chatTasks.createdAt), asc(chatTasks.id))
      .limit(limit);
  },

  // ---- friends ----

  async friend(db: DbOrTx, userId: string, friendId: string): Promise<FriendRow | undefined> {
    const [row] = await db
      .select()
      .from(chatFriends)
      .where(and(eq(chatFriends.userId, userId), eq(chatFriends.friendId, friendId)));
    return row;
  },

  async friendIdsAmong(db: DbOrTx, userId: string, ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await db
      .select({ id: chatFriends.friendId })
      .from(chatFriends)
      .where(and(eq(chatFriends.userId, userId), inArray(chatFriends.friendId, ids)));
    return new Set(rows.map((r) => r.id));
  },

  async insertFriendship(tx: Tx, a: string, b: string, at: Date): Promise<void> {
    await tx
      .insert(chatFriends)
      .values([
        { userId: a, friendId: b, createdAt: at },
        { userId: b, friendId: a, createdAt: at },
      ])
      .onConflictDoNothing();
  },

  async deleteFriendship(tx: Tx, a: string, b: string): Promise<boolean> {
    const rows = await tx
      .delete(chatFriends)
      .where(
        or(
          and(eq(chatFriends.userId, a), eq(chatFriends.friendId, b)),
          and(eq(chatFriends.userId, b), eq(chatFriends.friendId, a)),
        ),
      )
      .returning({ id: chatFriends.userId });
    return rows.length > 0;
  },

  async updateFriend(db: DbOrTx, userId: string, friendId: string, changes: Partial<FriendRow>) {
    const [row] = await db
      .update(chatFriends)
      .set(changes)
      .where(and(eq(chatFriends.userId, userId), eq(chatFriends.friendId, friendId)))
      .returning();
    return row;
  },

  async friends(db: DbOrTx, userId: string, after: Position | null, limit: number): Promise<FriendRow[]> {
    return db
      .select()
      .from(chatFriends)
      .where(
        and(
          eq(chatFriends.userId, userId),
          after
            ? or(
                gt(chatFriends.createdAt, after.at),
                and(eq(chatFriends.createdAt, after.at), gt(chatFriends.friendId, after.key)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(chatFriends.createdAt), asc(chatFriends.friendId))
      .limit(limit);
  },

  async pendingRequest(db: DbOrTx, fromId: string, toId: string): Promise<FriendRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(chatFriendRequests)
      .where(
        and(
          eq(chatFriendRequests.fromId, fromId),
          eq(chatFriendRequests.toId, toId),
          eq(chatFriendRequests.status, 'pending'),
        ),
      );
    return row;
  },

  async insertFriendRequest(db: DbOrTx, values: typeof chatFriendRequests.$inferInsert) {
    const [row] = await db.insert(chatFriendRequests).values(values).onConflictDoNothing().returning();
    return row;
  },

  async findFriendRequest(db: DbOrTx, id: string): Promise<FriendRequestRow | undefined> {
    const [row] = await db.select().from(chatFriendRequests).where(eq(chatFriendRequests.id, id));
    return row;
  },

  async answerFriendRequest(tx: Tx, id: string, status: 'accepted' | 'declined', at: Date) {
    const [row] = await tx
      .update(chatFriendRequests)
      .set({ status, answeredAt: at })
      .where(and(eq(chatFriendRequests.id, id), eq(chatFriendRequests.status, 'pending')))
      .returning();
    return row;
  },

  /** Pending requests the other way round are settled by a friendship too. */
  async acceptPendingBetween(tx: Tx, a: string, b: string, at: Date): Promise<void> {
    await tx
      .update(chatFriendRequests)
      .set({ status: 'accepted', answeredAt: at })
      .where(
        and(
          eq(chatFriendRequests.status, 'pending'),
          or(
            and(eq(chatFriendRequests.fromId, a), eq(chatFriendRequests.toId, b)),
            and(eq(chatFriendRequests.fromId, b), eq(chatFriendRequests.toId, a)),
          ),
        ),
      );
  },

  async friendRequests(db: DbOrTx, userId: string, box: 'incoming' | 'outgoing') {
    return db
      .select()
      .from(chatFriendRequests)
      .where(
        and(
          eq(box === 'incoming' ? chatFriendRequests.toId : chatFriendRequests.fromId, userId),
          eq(chatFriendRequests.status, 'pending'),
        ),
      )
      .orderBy(desc(chatFriendRequests.createdAt))
      .limit(500);
  },

  // ---- groups ----

  async insertGroup(tx: Tx, values: typeof chatGroups.$inferInsert): Promise<GroupRow> {
    const [row] = await tx.insert(chatGroups).values(values).returning();
    return row as GroupRow;
  },

  async findGroup(db: DbOrTx, id: string): Promise<GroupRow | undefined> {
    const [row] = await db.select().from(chatGroups).where(eq(chatGroups.id, id));
    return row;
  },

  async lockGroup(tx: Tx, id: string): Promise<GroupRow | undefined> {
    const [row] = await tx.select().from(chatGroups).where(eq(chatGroups.id, id)).for('update');
    return row;
  },

  async updateGroup(db: DbOrTx, id: string, changes: Partial<GroupRow>): Promise<GroupRow | undefined> {
    const [row] = await db.update(chatGroups).set(changes).where(eq(chatGroups.id, id)).returning();
    return row;
  },

  async groupsIn(db: DbOrTx, ids: string[]): Promise<GroupRow[]> {
    if (!ids.length) return [];
    return db.select().from(chatGroups).where(inArray(chatGroups.id, ids));
  },

  /** The groups a user is a current member of, by join time. */
  async myGroups(db: DbOrTx, userId: string, after: Position | null, limit: number) {
    return db
      .select({ group: chatGroups, member: chatMembers })
      .from(chatMembers)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
      .innerJoin(chatGroups, eq(chatGroups.id, chatConversations.groupId))
      .where(
        and(
          eq(chatMembers.userId, userId),
          isNull(chatMembers.leftAt),
          after
            ? or(
                gt(chatMembers.joinedAt, after.at),
                and(eq(chatMembers.joinedAt, after.at), gt(chatMembers.conversationId, after.key)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.conversationId))
      .limit(limit);
  },

  /** Current members: owner, then admins, then members, each by join time. */
  async groupMembers(db: DbOrTx, conversationId: string, offset: number, limit: number): Promise<MemberRow[]> {
    return db
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.conversationId, conversationId), isNull(chatMembers.leftAt)))
      .orderBy(
        sql`case ${chatMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
        asc(chatMembers.joinedAt),
        asc(chatMembers.userId),
      )
      .offset(offset)
      .limit(limit);
  },

  async managerIds(db: DbOrTx, conversationId: string): Promise<string[]> {
    const rows = await db
      .select({ userId: chatMembers.userId })
      .from(chatMembers)
      .where(
        and(
          eq(chatMembers.conversationId, conversationId),
          isNull(chatMembers.leftAt),
          inArray(chatMembers.role, ['owner', 'admin']),
        ),
      );
    return rows.map((r) => r.userId);
  },

  async insertJoinRequest(db: DbOrTx, values: typeof chatJoinRequests.$inferInsert) {
    const [row] = await db.insert(chatJoinRequests).values(values).onConflictDoNothing().returning();
    return row;
  },

  async pendingJoinRequest(db: DbOrTx, groupId: string, userId: string): Promise<JoinRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(chatJoinRequests)
      .where(
        and(
          eq(chatJoinRequests.groupId, groupId),
          eq(chatJoinRequests.userId, userId),
          eq(chatJoinRequests.status, 'pending'),
        ),
      );
    return row;
  },

  async findJoinRequest(db: DbOrTx, groupId: string, id: string): Promise<JoinRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(chatJoinRequests)
      .where(and(eq(chatJoinRequests.groupId, groupId), eq(chatJoinRequests.id, id)));
    return row;
  },

  async answerJoinRequest(tx: Tx, id: string, status: 'accepted' | 'declined', by: string, at: Date) {
    const [row] = await tx
      .update(chatJoinRequests)
      .set({ status, answeredBy: by, answeredAt: at })
      .where(and(eq(chatJoinRequests.id, id), eq(chatJoinRequests.status, 'pending')))
      .returning();
    return row;
  },

  async pendingJoinRequests(db: DbOrTx, groupId: string): Promise<JoinRequestRow[]> {
    return db
      .select()
      .from(chatJoinRequests)
      .where(and(eq(chatJoinRequests.groupId, groupId), eq(chatJoinRequests.status, 'pending')))
      .orderBy(asc(chatJoinRequests.createdAt))
      .limit(500);
  },

  // ---- blocks and reports ----

  /** Whether either user blocked the other. */
  async blockedBetween(db: DbOrTx, a: string, b: string): Promise<boolean> {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(chatBlocks)
      .where(
        or(
          and(eq(chatBlocks.blockerId, a), eq(chatBlocks.blockedId, b)),
          and(eq(chatBlocks.blockerId, b), eq(chatBlocks.blockedId, a)),
        ),
      )
      .limit(1);
    return !!row;
  },

  async blockedIdsAmong(db: DbOrTx, blockerId: string, ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await db
      .select({ id: chatBlocks.blockedId })
      .from(chatBlocks)
      .where(and(eq(chatBlocks.blockerId, blockerId), inArray(chatBlocks.blockedId, ids)));
    return new Set(rows.map((r) => r.id));
  },

  async block(db: DbOrTx, blockerId: string, blockedId: string, at: Date): Promise<void> {
    await db.insert(chatBlocks).values({ blockerId, blockedId, createdAt: at }).onConflictDoNothing();
  },

  async unblock(db: DbOrTx, blockerId: string, blockedId: string): Promise<void> {
    await db.delete(chatBlocks).where(and(eq(chatBlocks.blockerId, blockerId), eq(chatBlocks.blockedId, blockedId)));
  },

  async blocks(db: DbOrTx, blockerId: string): Promise<string[]> {
    const rows = await db
      .select({ id: chatBlocks.blockedId })
      .from(chatBlocks)
      .where(eq(chatBlocks.blockerId, blockerId))
      .orderBy(desc(chatBlocks.createdAt))
      .limit(1000);
    return rows.map((r) => r.id);
  },

  async insertReport(db: DbOrTx, values: typeof chatReports.$inferInsert): Promise<ReportRow> {
    const [row] = await db.insert(chatReports).values(values).returning();
    return row as ReportRow;
  },

  async reports(db: DbOrTx, status: ReportRow['status'] | undefined, before: Position | null, limit: number) {
    return db
      .select()
      .from(chatReports)
      .where(
        and(
          status ? eq(chatReports.status, status) : undefined,
          before
            ? or(
                lt(chatReports.createdAt, before.at),
                and(eq(chatReports.createdAt, before.at), lt(chatReports.id, before.key)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(chatReports.createdAt), desc(chatReports.id))
      .limit(limit);
  },

  async resolveReport(db: DbOrTx, id: string, status: 'resolved' | 'dismissed', by: string, at: Date) {
    const [row] = await db
      .update(chatReports)
      .set({ status, resolvedBy: by, resolvedAt: at })
      .where(eq(chatReports.id, id))
      .returning();
    return row;
  },

  async countMembers(db: DbOrTx, conversationId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(chatMembers)
      .where(and(eq(chatMembers.conversationId, conversationId), isNull(chatMembers.leftAt)));
    return Number(row?.n ?? 0);
  },

  async notMe(db: DbOrTx, conversationId: string, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ userId: chatMembers.userId })
      .from(chatMembers)
      .where(and(eq(chatMembers.conversationId, conversationId), ne(chatMembers.userId, userId)))
      .limit(1);
    return row?.userId ?? null;
  },
};
