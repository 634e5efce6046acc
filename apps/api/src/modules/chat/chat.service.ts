import { createHash } from 'node:crypto';
import { CHAT_ERRORS } from '@souq/shared/chat/chat.errors';
import {
  CHAT_EVENTS,
  CHAT_LIMITS,
  type ChatCard,
  type ChatCardRef,
  type ChatHistory,
  type ChatMessage,
  type ChatMessageEvent,
  type ChatReadSync,
  type ChatReceipt,
  type ChatRevoked,
  type ChatSync,
  type ChatSystem,
  type ChatTask,
  type ChatUser,
  CONVERSATION_ID,
  type Conversation,
  type ConversationDetail,
  type ConversationList,
  type ConversationPatch,
  groupIdOf,
  type SendMessageBody,
} from '@souq/shared/chat/chat.schema';
import type { UploadMedia } from '@souq/shared/uploads/uploads.schema';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { type Actor, isAdmin } from '../../lib/authz';
import { isCursorTime } from '../../lib/cursor';
import { AppError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { type AfterCommit, inTransaction } from '../../lib/transaction';
import type { UploadsService } from '../uploads/uploads.service';
import type { UsersService } from '../users/users.service';
import {
  type ConversationRow,
  type MemberRow,
  type MessageRow,
  type Position,
  chatRepository as repo,
} from './chat.repository';
import { looksLikeScam, maskContacts } from './chat.safety';

/** Looks up what a card shows (a car for sale, a rental car, a lot, a shop, a part); null when it is gone. */
export type ChatCardResolver = (id: string) => Promise<Omit<ChatCard, 'kind' | 'id'> | null>;

/** Finds the user who answers for an object (its seller or owner), as a guest sees it; null when gone. */
export type ChatOwnerResolver = (id: string) => Promise<string | null>;

/**
 * The push hook (Web Push / FCM live in the notifications domain, which index.ts plugs in): called
 * right after the commit with the members to alert (not the sender, not muted); the port skips a
 * user active in that conversation. Unset, nothing is pushed.
 */
export interface ChatPushPort {
  newMessage(input: { userIds: string[]; conversationId: string; message: ChatMessage }): Promise<void>;
}

/** How far back a sync's `serverTime` reaches, so a change committing during the read is not missed. */
const SYNC_OVERLAP_MS = 10_000;
const CONVERSATION_KEY = /^(?:single_[0-9a-f]{32}|group_[0-9a-f-]{36})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function singleConversationId(a: string, b: string): string {
  return `single_${createHash('md5').update([a, b].sort().join(',')).digest('hex')}`;
}

function encodePosition(p: Position): string {
  return Buffer.from(`${p.at.toISOString()}|${p.key}`).toString('base64url');
}

function decodePosition(value: string | undefined, key: RegExp): Position | null {
  if (!value) return null;
  const text = /^[A-Za-z0-9_-]{1,512}$/.test(value) ? Buffer.from(value, 'base64url').toString('utf8') : '';
  const [at, k, ...rest] = text.split('|');
  if (rest.length || !at || !isCursorTime(at) || !k || !key.test(k)) {
    throw new AppError('VALIDATION_FAILED', {}, [{ field: 'cursor', key: 'invalid' }]);
  }
  return { at: new Date(at), key: k };
}

function previewOf(type: MessageRow['type'], text: string | null): string | null {
  return type === 'text' && text ? [...text].slice(0, CHAT_LIMITS.previewLength).join('') : null;
}

/** The same payload to several members: one broadcast to their user rooms (one Redis publish). */
function sendTo(ctx: AppContext, userIds: Iterable<string>, event: string, payload: unknown): void {
  ctx.realtime.toUsers([...userIds], event, payload);
}

type Draft = Pick<MessageRow, 'type'> &
  Partial<
    Pick<
      MessageRow,
      'text' | 'long' | 'uploadId' | 'card' | 'system' | 'replyToId' | 'replyToSenderId' | 'masked' | 'warning'
    >
  >;

export interface Posted {
  row: MessageRow;
  recipients: { userId: string; unreadCount: number; muted: boolean }[];
}

/** Thrown inside a send's transaction when the client id is already stored: rolls the new seq back. */
class RetriedSend extends Error {}

/** Conversations and messages; the chat's friends, groups and moderation services build on it. */
export class ChatService {
  private cards = new Map<string, ChatCardResolver>();
  private push: ChatPushPort | null = null;

  constructor(
    readonly ctx: AppContext,
    readonly deps: { users: UsersService; uploads: UploadsService },
  ) {}

  /** A domain that owns cards of a kind plugs its lookup in (unplugged kinds are sent as bare references). */
  useCards(kind: ChatCard['kind'], resolver: ChatCardResolver): void {
    this.cards.set(kind, resolver);
  }

  usePush(port: ChatPushPort): void {
    this.push = port;
  }

  private owners = new Map<string, ChatOwnerResolver>();

  /** A domain that owns cards of a kind plugs in who answers for one ("chat with the shop" without a user id). */
  useOwners(kind: ChatCard['kind'], resolver: ChatOwnerResolver): void {
    this.owners.set(kind, resolver);
  }

  // ---- people ----

  async userCards(ids: Iterable<string>): Promise<Map<string, ChatUser>> {
    const rows = await this.deps.users.byIds([...new Set(ids)]);
    const avatars = await this.deps.uploads.presentMap([...rows.values()].map((r) => r.avatarUploadId));
    const out = new Map<string, ChatUser>();
    for (const [id, r] of rows) {
      out.set(id, {
        userId: id,
        nickname: r.nickname ?? r.username ?? '',
        avatarUrl: (r.avatarUploadId && avatars.get(r.avatarUploadId)?.url) || null,
      });
    }
    return out;
  }

  async userCard(id: string): Promise<ChatUser> {
    return (await this.userCards([id])).get(id) ?? { userId: id, nickname: '', avatarUrl: null };
  }

  /** An active user (not cancelled) or 404. */
  async requireUser(id: string) {
    const user = await this.deps.users.findById(id);
    if (!user || user.deletedAt) throw notFound();
    return user;
  }

  // ---- membership ----

  /** The caller's current membership, or 404 (never a hint that the conversation exists). */
  async requireMember(userId: string, conversationId: string, tx?: Tx): Promise<MemberRow> {
    if (!CONVERSATION_ID.test(conversationId)) throw notFound();
    const member = await repo.member(tx ?? this.ctx.db, conversationId, userId);
    if (!member || member.leftAt) throw notFound();
    return member;
  }

  /** Creates the single conversation of two users when missing (both rows), and answers its id. */
  async ensureSingle(a: string, b: string, tx?: Tx): Promise<string> {
    const db = tx ?? this.ctx.db;
    const id = singleConversationId(a, b);
    const now = this.ctx.clock.now();
    await repo.insertConversation(db, { id, type: 'single', createdAt: now });
    await repo.insertMembers(db, [
      { conversationId: id, userId: a, peerId: b, joinedAt: now, updatedAt: now },
      { conversationId: id, userId: b, peerId: a, joinedAt: now, updatedAt: now },
    ]);
    return id;
  }

  /** With a user id, or with only a card: then the object's owner (a car's seller, a shop's owner). */
  async openSingle(actor: Actor, body: { userId?: string; card?: ChatCardRef }) {
    const userId = body.userId ?? (await this.ownerOf(body.card));
    if (userId === actor.userId) throw new AppError(CHAT_ERRORS.CHAT_NOT_WITH_SELF);
    await this.requireUser(userId);
    if (await repo.blockedBetween(this.ctx.db, actor.userId, userId)) throw new AppError(CHAT_ERRORS.CHAT_BLOCKED);
    const card = body.card ? await this.resolveCard(body.card) : null;
    const id = await this.ensureSingle(actor.userId, userId);
    const member = await this.requireMember(actor.userId, id);
    if (member.hidden)
      await repo.updateMember(this.ctx.db, id, actor.userId, { hidden: false, updatedAt: this.ctx.clock.now() });
    return { conversation: await this.conversationOf(actor.userId, id), card };
  }

  /** The user behind a card's object, as a guest sees it; 404 CHAT_CARD_NOT_FOUND when it is gone or private. */
  private async ownerOf(ref: ChatCardRef | undefined): Promise<string> {
    const lookup = ref && this.owners.get(ref.kind);
    if (!ref || !lookup) throw new AppError('VALIDATION_FAILED', {}, [{ field: 'userId', key: 'required' }]);
    const owner = UUID.test(ref.id) ? await lookup(ref.id) : null;
    if (!owner) throw new AppError(CHAT_ERRORS.CHAT_CARD_NOT_FOUND);
    return owner;
  }

  private async resolveCard(ref: ChatCardRef): Promise<ChatCard> {
    const resolver = this.cards.get(ref.kind);
    if (!resolver) return { ...ref, title: null, imageUrl: null, priceFils: null, route: null };
    if (ref.kind !== 'part' && !UUID.test(ref.id)) throw new AppError(CHAT_ERRORS.CHAT_CARD_NOT_FOUND);
    const found = await resolver(ref.id);
    if (!found) throw new AppError(CHAT_ERRORS.CHAT_CARD_NOT_FOUND);
    return { ...ref, ...found };
  }

  // ---- conversations ----

  async conversationOf(userId: string, conversationId: string): Promise<Conversation> {
    const member = await this.requireMember(userId, conversationId);
    const [conversation] = await this.presentConversations(userId, [member]);
    return conversation as Conversation;
  }

  async detail(actor: Actor, conversationId: string): Promise<ConversationDetail> {
    const conversation = await this.conversationOf(actor.userId, conversationId);
    const groupId = groupIdOf(conversationId);
    const groupInfo = groupId ? await this.presentGroup(actor.userId, groupId) : null;
    return { ...conversation, groupInfo };
  }

  async list(
    actor: Actor,
    query: { cursor?: string; limit: number; includeHidden: 'true' | 'false' },
  ): Promise<ConversationList> {
    const after = decodePosition(query.cursor, CONVERSATION_KEY);
    const rows = await repo.listMembers(this.ctx.db, actor.userId, after, query.limit, query.includeHidden === 'true');
    const items = await this.presentConversations(actor.userId, rows);
    const last = rows[rows.length - 1];
    return {
      items,
      nextCursor:
        last && rows.length === query.limit ? encodePosition({ at: last.updatedAt, key: last.conversationId }) : null,
      totalUnread: await repo.totalUnread(this.ctx.db, actor.userId),
    };
  }

  async totalUnread(actor: Actor): Promise<{ totalUnread: number }> {
    return { totalUnread: await repo.totalUnread(this.ctx.db, actor.userId) };
  }

  async settings(actor: Actor, conversationId: string, body: { pinned?: boolean; muted?: boolean; hidden?: boolean }) {
    await this.requireMember(actor.userId, conversationId);
    const now = this.ctx.clock.now();
    await repo.updateMember(this.ctx.db, conversationId, actor.userId, { ...body, updatedAt: now });
    const conversation = await this.conversationOf(actor.userId, conversationId);
    this.ctx.realtime.toUser(actor.userId, CHAT_EVENTS.conversation, conversation satisfies ConversationPatch);
    return conversation;
  }

  async sync(actor: Actor, query: { since?: string; cursor?: string; limit: number }): Promise<ChatSync> {
    const serverTime = new Date(this.ctx.clock.now().getTime() - SYNC_OVERLAP_MS).toISOString();
    const since = query.since ? new Date(query.since) : null;
    const after = decodePosition(query.cursor, CONVERSATION_KEY);
    const rows = await repo.changedMembers(this.ctx.db, actor.userId, since, after, query.limit);
    const last = rows[rows.length - 1];
    return {
      items: await this.presentConversations(actor.userId, rows),
      nextCursor:
        last && rows.length === query.limit ? encodePosition({ at: last.updatedAt, key: last.conversationId }) : null,
      serverTime,
    };
  }

  async tasks(actor: Actor, query: { since?: string; cursor?: string; limit: number }) {
    const serverTime = new Date(this.ctx.clock.now().getTime() - SYNC_OVERLAP_MS).toISOString();
    const since = query.since ? new Date(query.since) : null;
    const after = decodePosition(query.cursor, UUID);
    const rows = await repo.tasksFor(this.ctx.db, actor.userId, since, after, query.limit);
    const items: ChatTask[] = rows.map(({ task }) => ({
      id: task.id,
      type: task.type,
      conversationId: task.conversationId,
      messageId: task.messageId,
      seq: task.seq,
      revokedBy: task.revokedBy,
      createdAt: task.createdAt.toISOString(),
    }));
    const last = rows[rows.length - 1]?.task;
    return {
      items,
      nextCursor: last && rows.length === query.limit ? encodePosition({ at: last.createdAt, key: last.id }) : null,
      serverTime,
    };
  }

  /** Member rows as the member sees them: peer or group, last message, receipts, settings. */
  async presentConversations(userId: string, rows: MemberRow[]): Promise<Conversation[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.conversationId);
    const singles = rows.filter((r) => r.peerId).map((r) => r.conversationId);
    const [conversations, peerRows] = await Promise.all([
      repo.conversationsIn(this.ctx.db, ids),
      repo.membersOf(this.ctx.db, singles),
    ]);
    const convById = new Map(conversations.map((c) => [c.id, c]));
    const peerIds = rows.map((r) => r.peerId).filter((x): x is string => !!x);
    const groupIds = conversations.map((c) => c.groupId).filter((x): x is string => !!x);
    const [users, groups, friends] = await Promise.all([
      this.userCards(peerIds),
      repo.groupsIn(this.ctx.db, groupIds),
      Promise.all(peerIds.map((p) => repo.friend(this.ctx.db, userId, p))),
    ]);
    const remarks = new Map(friends.filter((f) => !!f).map((f) => [f.friendId, f.remark]));
    const groupAvatars = await this.deps.uploads.presentMap(groups.map((g) => g.avatarUploadId));
    const groupById = new Map(groups.map((g) => [g.id, g]));
    const peerRowOf = new Map(peerRows.filter((p) => p.userId !== userId).map((p) => [p.conversationId, p]));
    return rows.map((r) => {
      const conv = convById.get(r.conversationId) as ConversationRow;
      const group = conv.groupId ? groupById.get(conv.groupId) : undefined;
      const peerRow = peerRowOf.get(r.conversationId);
      const peer = r.peerId ? (users.get(r.peerId) ?? { userId: r.peerId, nickname: '', avatarUrl: null }) : null;
      return {
        id: r.conversationId,
        type: conv.type,
        peer: peer ? { ...peer, remark: remarks.get(peer.userId) ?? null } : null,
        group: group
          ? {
              id: group.id,
              name: group.name,
              avatarUrl: (group.avatarUploadId && groupAvatars.get(group.avatarUploadId)?.url) || null,
              memberCount: group.memberCount,
            }
          : null,
        unreadCount: r.unreadCount,
        lastSeq: r.leftAt ? Math.max(r.previewSeq ?? 0, r.clearedSeq) : conv.lastSeq,
        lastReadSeq: r.lastReadSeq,
        lastMessage:
          r.previewSeq !== null && r.previewType && r.previewAt
            ? {
                seq: r.previewSeq,
                type: r.previewType,
                preview: r.previewRevoked ? null : r.previewText,
                senderId: r.previewSenderId,
                revoked: r.previewRevoked,
                at: r.previewAt.toISOString(),
              }
            : null,
        peerDeliveredSeq: peerRow ? peerRow.lastDeliveredSeq : null,
        peerReadSeq: peerRow ? peerRow.lastReadSeq : null,
        pinned: r.pinned,
        muted: r.muted,
        hidden: r.hidden,
        left: !!r.leftAt,
        leftReason: r.leftReason,
        role: r.role,
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }

  // ---- messages ----

  async history(
    actor: Actor,
    conversationId: string,
    query: { beforeSeq?: number; limit: number },
  ): Promise<ChatHistory> {
    const member = await this.requireMember(actor.userId, conversationId);
    const conv = (await repo.findConversation(this.ctx.db, conversationId)) as ConversationRow;
    const rows = await repo.history(this.ctx.db, conversationId, member.clearedSeq, query.beforeSeq, query.limit);
    const page = rows.slice(0, query.limit);
    return {
      items: await this.presentMessages(actor.userId, page),
      hasMore: rows.length > query.limit,
      lastSeq: conv.lastSeq,
    };
  }

  async catchUp(actor: Actor, conversationId: string, query: { afterSeq: number; limit: number }) {
    const member = await this.requireMember(actor.userId, conversationId);
    const conv = (await repo.findConversation(this.ctx.db, conversationId)) as ConversationRow;
    const from = Math.max(query.afterSeq, member.clearedSeq);
    const rows = await repo.after(this.ctx.db, conversationId, from, query.limit);
    const page = rows.slice(0, query.limit);
    return {
      items: await this.presentMessages(actor.userId, page),
      hasMore: rows.length > query.limit,
      lastSeq: conv.lastSeq,
    };
  }

  async message(actor: Actor, conversationId: string, messageId: string): Promise<ChatMessage> {
    const member = await this.requireMember(actor.userId, conversationId);
    const row = await repo.findMessage(this.ctx.db, conversationId, messageId);
    if (!row || row.seq <= member.clearedSeq) throw notFound();
    return (await this.presentMessages(actor.userId, [row]))[0] as ChatMessage;
  }

  /**
   * Sends a message; a client id already stored answers that message. The transaction is three
   * statements: the next seq (which locks the conversation row until the commit), the insert (which
   * finds a retried client id by its unique key and rolls the seq back), and every current member's
   * row in one UPDATE (which also proves the sender is still a member: expelled meanwhile, 404).
   */
  async send(actor: Actor, conversationId: string, body: SendMessageBody): Promise<ChatMessage> {
    const member = await this.requireMember(actor.userId, conversationId);
    const peerId = member.peerId;
    if (peerId && (await repo.blockedBetween(this.ctx.db, actor.userId, peerId))) {
      throw new AppError(CHAT_ERRORS.CHAT_BLOCKED);
    }
    const draft = await this.draftOf(actor, conversationId, body);
    let posted: Posted | null;
    try {
      posted = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
        if (body.type === 'text' && body.text) {
          draft.warning = looksLikeScam(body.text) ? 'scam' : null;
          if (peerId && (await this.isStranger(tx, conversationId, actor.userId, peerId))) {
            const masked = maskContacts(body.text);
            draft.text = masked.text;
            draft.masked = masked.masked;
          }
          draft.long = [...(draft.text ?? '')].length > CHAT_LIMITS.longMessageThreshold;
        }
        return this.post(tx, afterCommit, conversationId, actor.userId, body.clientId, draft);
      });
    } catch (err) {
      if (!(err instanceof RetriedSend) && !isUniqueViolation(err, 'chat_messages_client_key')) throw err;
      posted = null;
    }
    if (!posted) {
      const stored = await repo.messageByClientId(this.ctx.db, actor.userId, body.clientId);
      if (!stored) throw new AppError('CONFLICT_RETRY');
      return this.answerRetry(actor.userId, conversationId, stored);
    }
    return this.presentOne(posted.row, actor.userId, false, await this.mediaOf(posted.row), false);
  }

  private async answerRetry(userId: string, conversationId: string, row: MessageRow): Promise<ChatMessage> {
    if (row.conversationId !== conversationId) throw new AppError(CHAT_ERRORS.CHAT_CLIENT_ID_REUSED);
    return (await this.presentMessages(userId, [row]))[0] as ChatMessage;
  }

  /** A first message to a stranger: not friends, and the receiver never wrote in this conversation. */
  private async isStranger(tx: Tx, conversationId: string, senderId: string, peerId: string): Promise<boolean> {
    if (await repo.friend(tx, senderId, peerId)) return false;
    return !(await repo.hasMessageFrom(tx, conversationId, peerId));
  }

  private async draftOf(actor: Actor, conversationId: string, body: SendMessageBody): Promise<Draft> {
    const draft: Draft = { type: body.type };
    if (body.replyToId) {
      const replied = await repo.findMessage(this.ctx.db, conversationId, body.replyToId);
      if (!replied) throw new AppError('VALIDATION_FAILED', {}, [{ field: 'replyToId', key: 'invalid' }]);
      draft.replyToId = replied.id;
      draft.replyToSenderId = replied.senderId;
    }
    switch (body.type) {
      case 'text':
        draft.text = body.text as string;
        break;
      case 'image':
      case 'video':
      case 'file': {
        const kind = body.type === 'file' ? 'pdf' : body.type;
        await this.deps.uploads.requireOwnUploads(actor.userId, [body.uploadId as string], {
          kinds: [kind],
          visibility: 'public',
          field: 'uploadId',
        });
        draft.uploadId = body.uploadId as string;
        break;
      }
      case 'card':
        draft.card = await this.resolveCard(body.card as ChatCardRef);
        break;
    }
    return draft;
  }

  /**
   * The one write path of a message (user or system), inside the caller's transaction: the next
   * sequence number (the conditional UPDATE holds the conversation row until the commit), the row,
   * and every current member's row in one UPDATE; delivery after the commit.
   */
  async post(
    tx: Tx,
    afterCommit: AfterCommit,
    conversationId: string,
    senderId: string | null,
    clientId: string,
    draft: Draft,
  ): Promise<Posted> {
    const now = this.ctx.clock.now();
    const seq = await repo.nextSeq(tx, conversationId, now);
    const row = await repo.insertMessage(tx, { ...draft, conversationId, seq, senderId, clientId, createdAt: now });
    if (!row) throw new RetriedSend();
    const recipients = await repo.applyMessage(tx, {
      conversationId,
      seq,
      senderId,
      type: row.type,
      preview: previewOf(row.type, row.text),
      at: now,
    });
    // Expelled or gone while the message was on its way: nothing is written.
    if (senderId && !recipients.some((r) => r.userId === senderId)) throw notFound();
    afterCommit(() => void this.deliver(row, recipients));
    return { row, recipients };
  }

  /** A system message (group created, members joined or left, info changed, friends added). */
  postSystem(tx: Tx, afterCommit: AfterCommit, conversationId: string, system: ChatSystem): Promise<Posted> {
    return this.post(tx, afterCommit, conversationId, null, `sys-${crypto.randomUUID()}`, { type: 'system', system });
  }

  /**
   * After the commit: to each member's user room one event, the message (the sender's own copy
   * without the warning) with that member's conversation patch (new unread count, last message);
   * then the push to the members who did not mute the conversation.
   */
  private async deliver(row: MessageRow, recipients: Posted['recipients']): Promise<void> {
    try {
      const forReceivers = this.presentOne(row, null, false, await this.mediaOf(row), true);
      const forSender = { ...forReceivers, warning: null };
      const lastMessage = {
        seq: row.seq,
        type: row.type,
        preview: previewOf(row.type, row.text),
        senderId: row.senderId,
        revoked: false,
        at: row.createdAt.toISOString(),
      };
      for (const r of recipients) {
        const event: ChatMessageEvent = {
          ...(r.userId === row.senderId ? forSender : forReceivers),
          conversation: {
            id: row.conversationId,
            unreadCount: r.unreadCount,
            lastSeq: row.seq,
            lastMessage,
            hidden: false,
            updatedAt: row.createdAt.toISOString(),
          },
        };
        this.ctx.realtime.toUser(r.userId, CHAT_EVENTS.message, event);
      }
      const alert = recipients.filter((r) => r.userId !== row.senderId && !r.muted).map((r) => r.userId);
      if (this.push && row.senderId && alert.length) {
        await this.push.newMessage({ userIds: alert, conversationId: row.conversationId, message: forReceivers });
      }
    } catch (err) {
      this.ctx.log.error({ err, conversationId: row.conversationId }, 'chat delivery failed');
    }
  }

  private async mediaOf(row: MessageRow): Promise<UploadMedia | null> {
    if (!row.uploadId) return null;
    const [media] = await this.deps.uploads.presentMany([row.uploadId]);
    return media ?? null;
  }

  async revoke(actor: Actor, conversationId: string, messageId: string): Promise<ChatMessage> {
    if (!CONVERSATION_ID.test(conversationId)) throw notFound();
    const platformAdmin = isAdmin(actor);
    const member = await repo.member(this.ctx.db, conversationId, actor.userId);
    const isMember = !!member && !member.leftAt;
    if (!isMember && !platformAdmin) throw notFound();
    const row = await repo.findMessage(this.ctx.db, conversationId, messageId);
    if (!row || (isMember && row.seq <= (member?.clearedSeq ?? 0))) throw notFound();
    if (row.type === 'system') throw new AppError(CHAT_ERRORS.CHAT_MESSAGE_NOT_REVOCABLE);
    if (row.revokedAt) return (await this.presentMessages(actor.userId, [row]))[0] as ChatMessage;
    const now = this.ctx.clock.now();
    const groupManager = isMember && (member?.role === 'owner' || member?.role === 'admin');
    const own = row.senderId === actor.userId;
    const inWindow = now.getTime() - row.createdAt.getTime() <= CHAT_LIMITS.revokeWindowMs;
    if (!(own && inWindow) && !groupManager && !platformAdmin) {
      throw new AppError(own ? CHAT_ERRORS.CHAT_REVOKE_WINDOW_PASSED : 'FORBIDDEN');
    }
    const done = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      await repo.lockConversation(tx, conversationId);
      const revoked = await repo.revoke(tx, row.id, actor.userId, now);
      if (!revoked) return null;
      const task = await repo.insertTask(tx, {
        type: 'revoke_msg',
        conversationId,
        messageId: row.id,
        seq: row.seq,
        revokedBy: actor.userId,
        createdAt: now,
      });
      await repo.markPreviewRevoked(tx, conversationId, row.seq, now);
      const members = await repo.currentMemberIds(tx, conversationId);
      const event: ChatRevoked = {
        conversationId,
        messageId: row.id,
        seq: row.seq,
        revokedBy: actor.userId,
        revokedAt: now.toISOString(),
        taskId: task.id,
      };
      afterCommit(() => sendTo(this.ctx, members, CHAT_EVENTS.revoked, event));
      return revoked;
    });
    const fresh = done ?? (await repo.findMessage(this.ctx.db, conversationId, messageId));
    return (await this.presentMessages(actor.userId, [fresh as MessageRow]))[0] as ChatMessage;
  }

  async deleteForMe(actor: Actor, conversationId: string, messageId: string) {
    const member = await this.requireMember(actor.userId, conversationId);
    const row = await repo.findMessage(this.ctx.db, conversationId, messageId);
    if (!row || row.seq <= member.clearedSeq) throw notFound();
    await repo.deleteForUser(this.ctx.db, actor.userId, row.id, this.ctx.clock.now());
    return { conversationId, messageId: row.id, seq: row.seq };
  }

  async markRead(actor: Actor, conversationId: string, seq: number): Promise<ChatReadSync> {
    await this.requireMember(actor.userId, conversationId);
    const conv = (await repo.findConversation(this.ctx.db, conversationId)) as ConversationRow;
    const upTo = Math.min(seq, conv.lastSeq);
    const now = this.ctx.clock.now();
    const row = await inTransaction(this.ctx.db, (tx) => repo.markRead(tx, conversationId, actor.userId, upTo, now));
    const member = row as MemberRow;
    const answer: ChatReadSync = {
      conversationId,
      lastReadSeq: member.lastReadSeq,
      unreadCount: member.unreadCount,
      totalUnread: await repo.totalUnread(this.ctx.db, actor.userId),
    };
    this.ctx.realtime.toUser(actor.userId, CHAT_EVENTS.read, answer);
    if (member.peerId) {
      const receipt: ChatReceipt = {
        conversationId,
        userId: actor.userId,
        deliveredSeq: member.lastDeliveredSeq,
        readSeq: member.lastReadSeq,
      };
      this.ctx.realtime.toUser(member.peerId, CHAT_EVENTS.receipt, receipt);
    }
    return answer;
  }

  async markDelivered(actor: Actor, conversationId: string, seq: number): Promise<ChatReceipt> {
    await this.requireMember(actor.userId, conversationId);
    const conv = (await repo.findConversation(this.ctx.db, conversationId)) as ConversationRow;
    const row = (await repo.markDelivered(
      this.ctx.db,
      conversationId,
      actor.userId,
      Math.min(seq, conv.lastSeq),
    )) as MemberRow;
    const receipt: ChatReceipt = {
      conversationId,
      userId: actor.userId,
      deliveredSeq: row.lastDeliveredSeq,
      readSeq: row.lastReadSeq,
    };
    if (row.peerId) this.ctx.realtime.toUser(row.peerId, CHAT_EVENTS.receipt, receipt);
    return receipt;
  }

  // ---- presentation ----

  async presentMessages(viewerId: string, rows: MessageRow[]): Promise<ChatMessage[]> {
    const [media, deleted] = await Promise.all([
      this.deps.uploads.presentMap(rows.map((r) => r.uploadId)),
      repo.deletedFor(
        this.ctx.db,
        viewerId,
        rows.map((r) => r.id),
      ),
    ]);
    return rows.map((r) =>
      this.presentOne(r, viewerId, deleted.has(r.id), (r.uploadId && media.get(r.uploadId)) || null, false),
    );
  }

  /** One message; `truncate` sends a long text as its first 50 characters (sockets, push). */
  presentOne(
    r: MessageRow,
    viewerId: string | null,
    deleted: boolean,
    media: UploadMedia | null,
    truncate: boolean,
  ): ChatMessage {
    const hidden = !!r.revokedAt || deleted;
    const chars = r.text ? [...r.text] : [];
    const truncated = !hidden && truncate && r.long && chars.length > CHAT_LIMITS.longPreviewLength;
    return {
      id: r.id,
      conversationId: r.conversationId,
      seq: r.seq,
      clientId: r.clientId,
      senderId: r.senderId,
      type: r.type,
      text: hidden ? null : truncated ? chars.slice(0, CHAT_LIMITS.longPreviewLength).join('') : r.text,
      long: r.long,
      truncated,
      media: hidden ? null : media,
      card: hidden ? null : r.card,
      system: r.system,
      replyTo: r.replyToId ? { messageId: r.replyToId, senderId: r.replyToSenderId } : null,
      masked: r.masked,
      warning: hidden || (viewerId && r.senderId === viewerId) ? null : r.warning,
      revoked: !!r.revokedAt,
      revokedAt: r.revokedAt?.toISOString() ?? null,
      revokedBy: r.revokedBy,
      deleted,
      createdAt: r.createdAt.toISOString(),
    };
  }

  // ---- groups (read side, used by the groups service) ----

  async presentGroup(viewerId: string, groupId: string) {
    const group = await repo.findGroup(this.ctx.db, groupId);
    if (!group || group.dissolvedAt) throw notFound();
    const member = await repo.member(this.ctx.db, `group_${groupId}`, viewerId);
    const myRole = member && !member.leftAt ? member.role : null;
    const avatarUrl = group.avatarUploadId ? await this.deps.uploads.publicUrlOf(group.avatarUploadId) : null;
    return {
      id: group.id,
      conversationId: `group_${group.id}`,
      name: group.name,
      introduction: group.introduction,
      notice: myRole ? group.notice : null,
      avatarUrl,
      ownerId: group.ownerId,
      memberCount: group.memberCount,
      myRole,
      createdAt: group.createdAt.toISOString(),
    };
  }
}

export { decodePosition, encodePosition, sendTo, UUID as UUID_PATTERN };
