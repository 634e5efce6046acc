import { normalizeMobile } from '@souq/shared';
import { CHAT_ERRORS } from '@souq/shared/chat/chat.errors';
import {
  CHAT_EVENTS,
  CHAT_LIMITS,
  type ChatReport,
  type Friend,
  type FriendRequest,
  type ReportReason,
} from '@souq/shared/chat/chat.schema';
import type { Actor } from '../../lib/authz';
import { AppError, notFound } from '../../lib/errors';
import { inTransaction } from '../../lib/transaction';
import { type FriendRequestRow, type FriendRow, type ReportRow, chatRepository as repo } from './chat.repository';
import { type ChatService, decodePosition, encodePosition, singleConversationId, UUID_PATTERN } from './chat.service';

/** Friends (request, accept, decline, delete, remark, class), blocks and reports. */
export class ChatSocialService {
  constructor(private readonly chat: ChatService) {}

  private get ctx() {
    return this.chat.ctx;
  }

  async search(actor: Actor, q: string) {
    const user = UUID_PATTERN.test(q)
      ? await this.chat.deps.users.findById(q.toLowerCase())
      : await (async () => {
          const mobile = normalizeMobile(q);
          return mobile ? this.chat.deps.users.findByMobile(mobile) : undefined;
        })();
    if (!user || user.deletedAt || user.lockedAt || user.id === actor.userId) return { items: [] };
    const card = await this.chat.userCard(user.id);
    const [friends, blocked] = await Promise.all([
      repo.friendIdsAmong(this.ctx.db, actor.userId, [user.id]),
      repo.blockedIdsAmong(this.ctx.db, actor.userId, [user.id]),
    ]);
    return {
      items: [{ ...card, isFriend: friends.has(user.id), blocked: blocked.has(user.id) }].slice(
        0,
        CHAT_LIMITS.searchResultsMax,
      ),
    };
  }

  async friends(actor: Actor, query: { cursor?: string; limit: number }) {
    const after = decodePosition(query.cursor, UUID_PATTERN);
    const rows = await repo.friends(this.ctx.db, actor.userId, after, query.limit);
    const last = rows[rows.length - 1];
    return {
      items: await this.presentFriends(actor.userId, rows),
      nextCursor:
        last && rows.length === query.limit ? encodePosition({ at: last.createdAt, key: last.friendId }) : null,
    };
  }

  private async presentFriends(userId: string, rows: FriendRow[]): Promise<Friend[]> {
    const users = await this.chat.userCards(rows.map((r) => r.friendId));
    return rows.map((r) => ({
      ...(users.get(r.friendId) ?? { userId: r.friendId, nickname: '', avatarUrl: null }),
      remark: r.remark,
      className: r.className,
      conversationId: singleConversationId(userId, r.friendId),
      since: r.createdAt.toISOString(),
    }));
  }

  async request(actor: Actor, body: { userId: string; message?: string }): Promise<FriendRequest> {
    if (body.userId === actor.userId) throw new AppError(CHAT_ERRORS.CHAT_NOT_WITH_SELF);
    await this.chat.requireUser(body.userId);
    if (await repo.friend(this.ctx.db, actor.userId, body.userId)) throw new AppError(CHAT_ERRORS.CHAT_ALREADY_FRIENDS);
    if (await repo.blockedBetween(this.ctx.db, actor.userId, body.userId)) throw new AppError(CHAT_ERRORS.CHAT_BLOCKED);
    // They already asked me: asking back accepts.
    const theirs = await repo.pendingRequest(this.ctx.db, body.userId, actor.userId);
    if (theirs) return (await this.answer(actor, theirs.id, true)).request;
    const now = this.ctx.clock.now();
    const row =
      (await repo.insertFriendRequest(this.ctx.db, {
        fromId: actor.userId,
        toId: body.userId,
        message: body.message || null,
        createdAt: now,
      })) ?? (await repo.pendingRequest(this.ctx.db, actor.userId, body.userId));
    if (!row) throw new AppError('CONFLICT_RETRY');
    const [request] = await this.presentRequests([row]);
    this.ctx.realtime.toUser(body.userId, CHAT_EVENTS.friendRequest, request);
    return request as FriendRequest;
  }

  async requests(actor: Actor, box: 'incoming' | 'outgoing') {
    return { items: await this.presentRequests(await repo.friendRequests(this.ctx.db, actor.userId, box)) };
  }

  async answer(
    actor: Actor,
    requestId: string,
    accept: boolean,
  ): Promise<{ request: FriendRequest; friend: Friend | null }> {
    const request = await repo.findFriendRequest(this.ctx.db, requestId);
    if (!request || request.toId !== actor.userId) throw notFound();
    if (accept && (await repo.blockedBetween(this.ctx.db, request.fromId, request.toId))) {
      throw new AppError(CHAT_ERRORS.CHAT_BLOCKED);
    }
    const now = this.ctx.clock.now();
    const answered = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const row = await repo.answerFriendRequest(tx, requestId, accept ? 'accepted' : 'declined', now);
      if (!row) throw new AppError(CHAT_ERRORS.CHAT_REQUEST_ANSWERED);
      if (!accept) return row;
      await repo.insertFriendship(tx, request.fromId, request.toId, now);
      await repo.acceptPendingBetween(tx, request.fromId, request.toId, now);
      const conversationId = await this.chat.ensureSingle(request.fromId, request.toId, tx);
      await repo.lockConversation(tx, conversationId);
      await this.chat.postSystem(tx, afterCommit, conversationId, {
        action: 'friendAdded',
        actorId: actor.userId,
        userIds: [request.fromId, request.toId],
        detail: null,
      });
      return row;
    });
    const [presented] = await this.presentRequests([answered]);
    if (!accept) return { request: presented as FriendRequest, friend: null };
    const [mine, theirs] = await Promise.all([
      repo.friend(this.ctx.db, actor.userId, request.fromId),
      repo.friend(this.ctx.db, request.fromId, actor.userId),
    ]);
    const [friendOfMe] = await this.presentFriends(actor.userId, mine ? [mine] : []);
    const [friendOfThem] = await this.presentFriends(request.fromId, theirs ? [theirs] : []);
    if (friendOfMe) this.ctx.realtime.toUser(actor.userId, CHAT_EVENTS.friendAdded, friendOfMe);
    if (friendOfThem) this.ctx.realtime.toUser(request.fromId, CHAT_EVENTS.friendAdded, friendOfThem);
    return { request: presented as FriendRequest, friend: friendOfMe ?? null };
  }

  async update(actor: Actor, friendId: string, body: { remark?: string | null; className?: string | null }) {
    if (!(await repo.friend(this.ctx.db, actor.userId, friendId))) throw notFound();
    const row = (await repo.updateFriend(this.ctx.db, actor.userId, friendId, {
      ...(body.remark !== undefined ? { remark: body.remark || null } : {}),
      ...(body.className !== undefined ? { className: body.className || null } : {}),
    })) as FriendRow;
    return (await this.presentFriends(actor.userId, [row]))[0] as Friend;
  }

  /** Both sides stop being friends; the single conversation is hidden for both (history kept). */
  async remove(actor: Actor, friendId: string) {
    const conversationId = singleConversationId(actor.userId, friendId);
    const now = this.ctx.clock.now();
    await inTransaction(this.ctx.db, async (tx) => {
      if (!(await repo.deleteFriendship(tx, actor.userId, friendId))) throw notFound();
      for (const userId of [actor.userId, friendId]) {
        await repo.updateMember(tx, conversationId, userId, { hidden: true, updatedAt: now });
      }
    });
    this.ctx.realtime.toUser(actor.userId, CHAT_EVENTS.friendDeleted, { userId: friendId, conversationId });
    this.ctx.realtime.toUser(friendId, CHAT_EVENTS.friendDeleted, { userId: actor.userId, conversationId });
    return { userId: friendId, conversationId };
  }

  private async presentRequests(rows: FriendRequestRow[]): Promise<FriendRequest[]> {
    const users = await this.chat.userCards(rows.flatMap((r) => [r.fromId, r.toId]));
    const card = (id: string) => users.get(id) ?? { userId: id, nickname: '', avatarUrl: null };
    return rows.map((r) => ({
      id: r.id,
      from: card(r.fromId),
      to: card(r.toId),
      message: r.message,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  // ---- blocks ----

  async block(actor: Actor, userId: string, blocked: boolean) {
    if (userId === actor.userId) throw new AppError(CHAT_ERRORS.CHAT_NOT_WITH_SELF);
    if (blocked) {
      await this.chat.requireUser(userId);
      await repo.block(this.ctx.db, actor.userId, userId, this.ctx.clock.now());
    } else {
      await repo.unblock(this.ctx.db, actor.userId, userId);
    }
    return { userId, blocked };
  }

  async blocks(actor: Actor) {
    const ids = await repo.blocks(this.ctx.db, actor.userId);
    const users = await this.chat.userCards(ids);
    return { items: ids.map((id) => users.get(id) ?? { userId: id, nickname: '', avatarUrl: null }) };
  }

  // ---- reports ----

  async report(
    actor: Actor,
    body: { userId: string; reason: ReportReason; details?: string; conversationId?: string; messageId?: string },
  ): Promise<ChatReport> {
    if (body.userId === actor.userId) throw new AppError(CHAT_ERRORS.CHAT_NOT_WITH_SELF);
    await this.chat.requireUser(body.userId);
    if (body.messageId && !body.conversationId) {
      throw new AppError('VALIDATION_FAILED', {}, [{ field: 'conversationId', key: 'required' }]);
    }
    if (body.conversationId) {
      await this.chat.requireMember(actor.userId, body.conversationId);
      if (body.messageId && !(await repo.findMessage(this.ctx.db, body.conversationId, body.messageId)))
        throw notFound();
    }
    const row = await repo.insertReport(this.ctx.db, {
      reporterId: actor.userId,
      reportedId: body.userId,
      reason: body.reason,
      details: body.details || null,
      conversationId: body.conversationId ?? null,
      messageId: body.messageId ?? null,
      createdAt: this.ctx.clock.now(),
    });
    return (await this.presentReports([row]))[0] as ChatReport;
  }

  async adminReports(query: { status?: ReportRow['status']; cursor?: string; limit: number }) {
    const before = decodePosition(query.cursor, UUID_PATTERN);
    const rows = await repo.reports(this.ctx.db, query.status, before, query.limit);
    const last = rows[rows.length - 1];
    return {
      items: await this.presentReports(rows),
      nextCursor: last && rows.length === query.limit ? encodePosition({ at: last.createdAt, key: last.id }) : null,
    };
  }

  async resolveReport(actor: Actor, reportId: string, status: 'resolved' | 'dismissed'): Promise<ChatReport> {
    const row = await repo.resolveReport(this.ctx.db, reportId, status, actor.userId, this.ctx.clock.now());
    if (!row) throw notFound();
    return (await this.presentReports([row]))[0] as ChatReport;
  }

  private async presentReports(rows: ReportRow[]): Promise<ChatReport[]> {
    const users = await this.chat.userCards(rows.flatMap((r) => [r.reporterId, r.reportedId]));
    const card = (id: string) => users.get(id) ?? { userId: id, nickname: '', avatarUrl: null };
    return rows.map((r) => ({
      id: r.id,
      reporter: card(r.reporterId),
      reported: card(r.reportedId),
      reason: r.reason,
      details: r.details,
      conversationId: r.conversationId,
      messageId: r.messageId,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
