import { CHAT_ERRORS } from '@souq/shared/chat/chat.errors';
import {
  CHAT_EVENTS,
  CHAT_LIMITS,
  type ChatGroup,
  type GroupJoinRequest,
  type GroupMember,
  type GroupMemberLeft,
  type GroupMembersJoined,
  type GroupRemoved,
  groupConversationId,
  type LeftReason,
} from '@souq/shared/chat/chat.schema';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/authz';
import { AppError, notFound } from '../../lib/errors';
import { type AfterCommit, inTransaction } from '../../lib/transaction';
import { type GroupRow, type JoinRequestRow, type MemberRow, chatRepository as repo } from './chat.repository';
import { type ChatService, decodePosition, encodePosition, sendTo, UUID_PATTERN } from './chat.service';

type ManagerRole = 'owner' | 'admin';

interface Joined {
  groupId: string;
  conversationId: string;
  rows: MemberRow[];
  others: string[];
  memberCount: number;
}

/**
 * Groups: create, info, invite, join requests, expel, exit, dissolve, roles. Every change that
 * counts members locks the group row first, so 1000 members hold under concurrent joins.
 */
export class ChatGroupsService {
  constructor(private readonly chat: ChatService) {}

  private get ctx() {
    return this.chat.ctx;
  }

  async create(
    actor: Actor,
    body: { name: string; introduction?: string; avatarUploadId?: string; memberIds: string[] },
  ): Promise<ChatGroup> {
    const invited = [...new Set(body.memberIds.filter((id) => id !== actor.userId))];
    await this.requireUsers(invited);
    if (body.avatarUploadId) {
      await this.chat.deps.uploads.requireOwnUploads(actor.userId, [body.avatarUploadId], {
        kinds: ['image'],
        visibility: 'public',
        field: 'avatarUploadId',
      });
    }
    const now = this.ctx.clock.now();
    const group = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const row = await repo.insertGroup(tx, {
        name: body.name,
        introduction: body.introduction || null,
        avatarUploadId: body.avatarUploadId ?? null,
        ownerId: actor.userId,
        memberCount: invited.length + 1,
        createdAt: now,
        updatedAt: now,
      });
      const conversationId = groupConversationId(row.id);
      await repo.insertConversation(tx, { id: conversationId, type: 'group', groupId: row.id, createdAt: now });
      await repo.insertMembers(tx, [
        { conversationId, userId: actor.userId, role: 'owner', joinedAt: now, updatedAt: now },
        ...invited.map((userId) => ({
          conversationId,
          userId,
          role: 'member' as const,
          joinedAt: now,
          updatedAt: now,
        })),
      ]);
      await this.chat.postSystem(tx, afterCommit, conversationId, {
        action: 'groupCreated',
        actorId: actor.userId,
        userIds: invited,
        detail: null,
      });
      return row;
    });
    return this.chat.presentGroup(actor.userId, group.id);
  }

  async get(actor: Actor, groupId: string): Promise<ChatGroup> {
    return this.chat.presentGroup(actor.userId, groupId);
  }

  async list(actor: Actor, query: { cursor?: string; limit: number }) {
    const after = decodePosition(query.cursor, /^group_[0-9a-f-]{36}$/);
    const rows = await repo.myGroups(this.ctx.db, actor.userId, after, query.limit);
    const avatars = await this.chat.deps.uploads.presentMap(rows.map((r) => r.group.avatarUploadId));
    const items: ChatGroup[] = rows.map(({ group, member }) => ({
      id: group.id,
      conversationId: member.conversationId,
      name: group.name,
      introduction: group.introduction,
      notice: group.notice,
      avatarUrl: (group.avatarUploadId && avatars.get(group.avatarUploadId)?.url) || null,
      ownerId: group.ownerId,
      memberCount: group.memberCount,
      myRole: member.role,
      createdAt: group.createdAt.toISOString(),
    }));
    const last = rows[rows.length - 1]?.member;
    return {
      items,
      nextCursor:
        last && rows.length === query.limit ? encodePosition({ at: last.joinedAt, key: last.conversationId }) : null,
    };
  }

  async members(actor: Actor, groupId: string, query: { cursor?: string; limit: number }) {
    const conversationId = groupConversationId(groupId);
    await this.chat.requireMember(actor.userId, conversationId);
    // Members are few (1000 at most): the cursor is an offset written as a position.
    const offset = query.cursor ? Number(decodePosition(query.cursor, /^\d{1,4}$/)?.key ?? 0) : 0;
    const rows = await repo.groupMembers(this.ctx.db, conversationId, offset, query.limit);
    return {
      items: await this.presentMembers(rows),
      nextCursor:
        rows.length === query.limit ? encodePosition({ at: new Date(0), key: String(offset + rows.length) }) : null,
    };
  }

  async presentMembers(rows: MemberRow[]): Promise<GroupMember[]> {
    const users = await this.chat.userCards(rows.map((r) => r.userId));
    return rows.map((r) => ({
      ...(users.get(r.userId) ?? { userId: r.userId, nickname: '', avatarUrl: null }),
      role: r.role ?? 'member',
      joinedAt: r.joinedAt.toISOString(),
    }));
  }

  /** The group locked, and the caller's current membership in it (404 when either is missing). */
  private async lockedGroup(tx: Tx, groupId: string, userId: string): Promise<{ group: GroupRow; me: MemberRow }> {
    const group = await repo.lockGroup(tx, groupId);
    if (!group || group.dissolvedAt) throw notFound();
    // Then the conversation row, as a send takes it: group, conversation, members, in that order.
    await repo.lockConversation(tx, groupConversationId(groupId));
    const me = await this.chat.requireMember(userId, groupConversationId(groupId), tx);
    return { group, me };
  }

  private requireManager(me: MemberRow, roles: ManagerRole[] = ['owner', 'admin']): void {
    if (!me.role || !roles.includes(me.role as ManagerRole)) throw new AppError('FORBIDDEN');
  }

  async update(
    actor: Actor,
    groupId: string,
    body: { name?: string; introduction?: string | null; notice?: string | null; avatarUploadId?: string | null },
  ): Promise<ChatGroup> {
    if (body.avatarUploadId) {
      await this.chat.deps.uploads.requireOwnUploads(actor.userId, [body.avatarUploadId], {
        kinds: ['image'],
        visibility: 'public',
        field: 'avatarUploadId',
      });
    }
    const conversationId = groupConversationId(groupId);
    const members = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const { me } = await this.lockedGroup(tx, groupId, actor.userId);
      this.requireManager(me);
      const now = this.ctx.clock.now();
      await repo.updateGroup(tx, groupId, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.introduction !== undefined ? { introduction: body.introduction || null } : {}),
        ...(body.notice !== undefined ? { notice: body.notice || null } : {}),
        ...(body.avatarUploadId !== undefined ? { avatarUploadId: body.avatarUploadId } : {}),
        updatedAt: now,
      });
      const infoChanged =
        body.name !== undefined || body.introduction !== undefined || body.avatarUploadId !== undefined;
      if (infoChanged) {
        const fields = ['name', 'introduction', 'avatarUploadId'].filter((f) => f in body).join(',');
        await this.chat.postSystem(tx, afterCommit, conversationId, {
          action: 'groupInfoChanged',
          actorId: actor.userId,
          userIds: [],
          detail: fields,
        });
      }
      if (body.notice !== undefined) {
        await this.chat.postSystem(tx, afterCommit, conversationId, {
          action: 'noticeChanged',
          actorId: actor.userId,
          userIds: [],
          detail: null,
        });
      }
      return repo.currentMemberIds(tx, conversationId);
    });
    await this.broadcastGroup(groupId, members);
    return this.chat.presentGroup(actor.userId, groupId);
  }

  /** Each member hears the group as it is now (their own role in it). */
  private async broadcastGroup(groupId: string, memberIds: string[]): Promise<void> {
    const group = await this.chat.presentGroup(memberIds[0] ?? '', groupId).catch(() => null);
    if (!group) return;
    const rows = await repo.membersOf(this.ctx.db, [groupConversationId(groupId)]);
    const roles = new Map(rows.map((r) => [r.userId, r.role]));
    for (const id of memberIds) {
      this.ctx.realtime.toUser(id, CHAT_EVENTS.groupUpdated, { ...group, myRole: roles.get(id) ?? null });
    }
  }

  async invite(actor: Actor, groupId: string, userIds: string[]): Promise<GroupMembersJoined> {
    const wanted = [...new Set(userIds.filter((id) => id !== actor.userId))];
    await this.requireUsers(wanted);
    return inTransaction(this.ctx.db, async (tx, afterCommit) => {
      await this.lockedGroup(tx, groupId, actor.userId);
      return this.addMembers(tx, afterCommit, groupId, wanted, actor.userId);
    }).then((r) => this.afterJoin(r));
  }

  /** Under the group's lock: adds those not already in, within 1000, with a join notice. */
  private async addMembers(
    tx: Tx,
    afterCommit: AfterCommit,
    groupId: string,
    userIds: string[],
    by: string,
  ): Promise<Joined> {
    const conversationId = groupConversationId(groupId);
    const current = new Set(await repo.currentMemberIds(tx, conversationId));
    const fresh = userIds.filter((id) => !current.has(id));
    const total = current.size + fresh.length;
    if (total > CHAT_LIMITS.groupMembersMax) {
      throw new AppError(CHAT_ERRORS.CHAT_GROUP_FULL, { max: CHAT_LIMITS.groupMembersMax });
    }
    const now = this.ctx.clock.now();
    let rows: MemberRow[] = [];
    if (fresh.length) {
      const conv = await repo.lockConversation(tx, conversationId);
      await repo.upsertGroupMembers(tx, conversationId, fresh, conv?.lastSeq ?? 0, now);
      await repo.updateGroup(tx, groupId, { memberCount: total, updatedAt: now });
      await this.chat.postSystem(tx, afterCommit, conversationId, {
        action: 'joinGroupNotice',
        actorId: by,
        userIds: fresh,
        detail: null,
      });
      rows = (await repo.membersOf(tx, [conversationId])).filter((r) => fresh.includes(r.userId));
    }
    return { groupId, conversationId, rows, others: [...current], memberCount: total };
  }

  /** After the commit: everyone hears who joined; each newcomer gets the conversation. */
  private async afterJoin(r: Joined): Promise<GroupMembersJoined> {
    const joined: GroupMembersJoined = {
      groupId: r.groupId,
      conversationId: r.conversationId,
      members: await this.presentMembers(r.rows),
      memberCount: r.memberCount,
    };
    if (r.rows.length) {
      const everyone = [...r.others, ...r.rows.map((x) => x.userId)];
      sendTo(this.ctx, everyone, CHAT_EVENTS.memberJoined, joined);
      for (const row of r.rows) {
        const [conversation] = await this.chat.presentConversations(row.userId, [row]);
        this.ctx.realtime.toUser(row.userId, CHAT_EVENTS.conversation, conversation);
      }
    }
    return joined;
  }

  async expel(actor: Actor, groupId: string, userId: string): Promise<GroupRemoved> {
    if (userId === actor.userId) throw new AppError(CHAT_ERRORS.CHAT_NOT_WITH_SELF);
    return this.remove(actor, groupId, userId, 'expelled', (me, target) => {
      if (me.role === 'owner') return;
      if (me.role === 'admin' && target.role === 'member') return;
      throw new AppError('FORBIDDEN');
    });
  }

  async exit(actor: Actor, groupId: string): Promise<GroupRemoved> {
    return this.remove(actor, groupId, actor.userId, 'left', (me) => {
      if (me.role === 'owner') throw new AppError(CHAT_ERRORS.CHAT_OWNER_CANNOT_LEAVE);
    });
  }

  /**
   * A member leaves or is expelled: their row is marked first, so the system message and every
   * later event reach only those who stay (events go to the user rooms of current members).
   */
  private async remove(
    actor: Actor,
    groupId: string,
    userId: string,
    reason: LeftReason,
    allow: (me: MemberRow, target: MemberRow) => void,
  ): Promise<GroupRemoved> {
    const conversationId = groupConversationId(groupId);
    const result = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const { group, me } = await this.lockedGroup(tx, groupId, actor.userId);
      const target = await repo.member(tx, conversationId, userId);
      if (!target || target.leftAt) throw notFound();
      allow(me, target);
      const now = this.ctx.clock.now();
      await repo.markLeft(tx, conversationId, [userId], reason, now);
      const memberCount = Math.max(0, group.memberCount - 1);
      await repo.updateGroup(tx, groupId, { memberCount, updatedAt: now });
      await this.chat.postSystem(tx, afterCommit, conversationId, {
        action: reason === 'expelled' ? 'memberExpelled' : 'memberLeft',
        actorId: actor.userId,
        userIds: [userId],
        detail: null,
      });
      const others = await repo.currentMemberIds(tx, conversationId);
      return { memberCount, others };
    });
    const removed: GroupRemoved = { groupId, conversationId, reason };
    this.ctx.realtime.toUser(userId, CHAT_EVENTS.groupRemoved, removed);
    const left: GroupMemberLeft = { groupId, conversationId, userId, reason, memberCount: result.memberCount };
    sendTo(this.ctx, result.others, CHAT_EVENTS.memberLeft, left);
    return removed;
  }

  async dissolve(actor: Actor, groupId: string): Promise<GroupRemoved> {
    const conversationId = groupConversationId(groupId);
    const members = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const { me } = await this.lockedGroup(tx, groupId, actor.userId);
      this.requireManager(me, ['owner']);
      const now = this.ctx.clock.now();
      // The notice reaches everyone, then nobody is a member any more.
      await this.chat.postSystem(tx, afterCommit, conversationId, {
        action: 'groupDissolved',
        actorId: actor.userId,
        userIds: [],
        detail: null,
      });
      const gone = await repo.markLeft(tx, conversationId, 'all', 'dissolved', now);
      await repo.updateGroup(tx, groupId, { dissolvedAt: now, memberCount: 0, updatedAt: now });
      return gone;
    });
    const removed: GroupRemoved = { groupId, conversationId, reason: 'dissolved' };
    sendTo(this.ctx, members, CHAT_EVENTS.groupRemoved, removed);
    return removed;
  }

  async setRole(actor: Actor, groupId: string, userId: string, role: 'admin' | 'member'): Promise<GroupMember> {
    const conversationId = groupConversationId(groupId);
    const { row, members } = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const { me } = await this.lockedGroup(tx, groupId, actor.userId);
      this.requireManager(me, ['owner']);
      const target = await repo.member(tx, conversationId, userId);
      if (!target || target.leftAt) throw notFound();
      if (target.role === 'owner') throw new AppError('FORBIDDEN');
      const now = this.ctx.clock.now();
      const updated = (await repo.updateMember(tx, conversationId, userId, { role, updatedAt: now })) as MemberRow;
      await this.chat.postSystem(tx, afterCommit, conversationId, {
        action: 'roleChanged',
        actorId: actor.userId,
        userIds: [userId],
        detail: role,
      });
      return { row: updated, members: await repo.currentMemberIds(tx, conversationId) };
    });
    await this.broadcastGroup(groupId, members);
    const [member] = await this.presentMembers([row]);
    return member as GroupMember;
  }

  // ---- join requests ----

  async requestJoin(actor: Actor, groupId: string, message: string | undefined): Promise<GroupJoinRequest> {
    const group = await repo.findGroup(this.ctx.db, groupId);
    if (!group || group.dissolvedAt) throw notFound();
    const conversationId = groupConversationId(groupId);
    const me = await repo.member(this.ctx.db, conversationId, actor.userId);
    if (me && !me.leftAt) throw new AppError(CHAT_ERRORS.CHAT_ALREADY_MEMBER);
    const now = this.ctx.clock.now();
    const row =
      (await repo.insertJoinRequest(this.ctx.db, {
        groupId,
        userId: actor.userId,
        message: message || null,
        createdAt: now,
      })) ?? (await repo.pendingJoinRequest(this.ctx.db, groupId, actor.userId));
    if (!row) throw new AppError('CONFLICT_RETRY');
    const [request] = await this.presentRequests([row]);
    sendTo(this.ctx, await repo.managerIds(this.ctx.db, conversationId), CHAT_EVENTS.joinRequest, request);
    return request as GroupJoinRequest;
  }

  async joinRequests(actor: Actor, groupId: string) {
    const me = await this.chat.requireMember(actor.userId, groupConversationId(groupId));
    this.requireManager(me);
    return { items: await this.presentRequests(await repo.pendingJoinRequests(this.ctx.db, groupId)) };
  }

  async answerJoin(actor: Actor, groupId: string, requestId: string, accept: boolean): Promise<GroupJoinRequest> {
    const result = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const { me } = await this.lockedGroup(tx, groupId, actor.userId);
      this.requireManager(me);
      const request = await repo.findJoinRequest(tx, groupId, requestId);
      if (!request) throw notFound();
      const now = this.ctx.clock.now();
      const answered = await repo.answerJoinRequest(tx, requestId, accept ? 'accepted' : 'declined', actor.userId, now);
      if (!answered) throw new AppError(CHAT_ERRORS.CHAT_REQUEST_ANSWERED);
      const added = accept ? await this.addMembers(tx, afterCommit, groupId, [request.userId], actor.userId) : null;
      return { answered, added };
    });
    if (result.added) await this.afterJoin(result.added);
    return (await this.presentRequests([result.answered]))[0] as GroupJoinRequest;
  }

  private async presentRequests(rows: JoinRequestRow[]): Promise<GroupJoinRequest[]> {
    const users = await this.chat.userCards(rows.map((r) => r.userId));
    return rows.map((r) => ({
      id: r.id,
      groupId: r.groupId,
      user: users.get(r.userId) ?? { userId: r.userId, nickname: '', avatarUrl: null },
      message: r.message,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  private async requireUsers(ids: string[]): Promise<void> {
    if (ids.some((id) => !UUID_PATTERN.test(id))) throw notFound();
    const rows = await this.chat.deps.users.byIds(ids);
    for (const id of ids) {
      const row = rows.get(id);
      if (!row || row.deletedAt) {
        throw new AppError('VALIDATION_FAILED', {}, [{ field: 'userIds', key: 'invalid' }]);
      }
    }
  }
}
