import type {
  ChatCard,
  ChatMessageType,
  ChatSystem,
  ConversationType,
  GroupRole,
  LeftReason,
  MessageWarning,
  ReportReason,
} from '@souq/shared/chat/chat.schema';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt, uuidKey } from '../../db/columns';
import { userRef, users } from '../users/users.tables';

/** A group: its info, owner and member count (kept under the group row's lock, at most 1000). */
export const chatGroups = pgTable(
  'chat_groups',
  {
    id: uuidKey(),
    name: text('name').notNull(),
    introduction: text('introduction'),
    notice: text('notice'),
    avatarUploadId: uuid('avatar_upload_id'),
    ownerId: userRef('owner_id'),
    memberCount: integer('member_count').notNull().default(0),
    dissolvedAt: at('dissolved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('chat_groups_name_len', sql`char_length(${t.name}) between 1 and 50`),
    check('chat_groups_intro_len', sql`${t.introduction} is null or char_length(${t.introduction}) <= 500`),
    check('chat_groups_notice_len', sql`${t.notice} is null or char_length(${t.notice}) <= 1000`),
    check('chat_groups_member_count', sql`${t.memberCount} between 0 and 1000`),
  ],
);

/**
 * A conversation: `single_<md5>` of two users or `group_<groupId>`; `last_seq` is the last sequence
 * number given out (raised by one conditional UPDATE per message, which serialises the senders).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: text('id').primaryKey(),
    type: text('type').$type<ConversationType>().notNull(),
    groupId: uuid('group_id').references(() => chatGroups.id, { onDelete: 'cascade' }),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: at('last_message_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('chat_conversations_type_valid', sql`${t.type} in ('single', 'group')`),
    check(
      'chat_conversations_id_form',
      sql`(${t.type} = 'single' and ${t.id} ~ '^single_[0-9a-f]{32}$' and ${t.groupId} is null) or (${t.type} = 'group' and ${t.groupId} is not null and ${t.id} = 'group_' || ${t.groupId}::text)`,
    ),
    check('chat_conversations_seq_range', sql`${t.lastSeq} >= 0`),
  ],
);

/**
 * One row per member of a conversation: the member's unread count, last-message preview (30
 * characters), settings, role in a group, read and delivered positions, and when they left.
 * `updated_at` changes with every change of the row (new message included): sync reads by it.
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: userRef('user_id', 'cascade'),
    /** The other user of a single conversation (null in groups). */
    peerId: uuid('peer_id').references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<GroupRole>(),
    unreadCount: integer('unread_count').notNull().default(0),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    lastDeliveredSeq: integer('last_delivered_seq').notNull().default(0),
    /** Messages up to this seq are not shown to the member (joined later, or cleared). */
    clearedSeq: integer('cleared_seq').notNull().default(0),
    previewSeq: integer('preview_seq'),
    previewType: text('preview_type').$type<ChatMessageType>(),
    previewText: text('preview_text'),
    previewSenderId: uuid('preview_sender_id'),
    previewRevoked: boolean('preview_revoked').notNull().default(false),
    previewAt: at('preview_at'),
    pinned: boolean('pinned').notNull().default(false),
    muted: boolean('muted').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    leftAt: at('left_at'),
    leftReason: text('left_reason').$type<LeftReason>(),
    joinedAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('chat_members_user_updated_idx').on(t.userId, t.updatedAt, t.conversationId),
    check('chat_members_role_valid', sql`${t.role} is null or ${t.role} in ('owner', 'admin', 'member')`),
    check(
      'chat_members_left_reason_valid',
      sql`${t.leftReason} is null or ${t.leftReason} in ('left', 'expelled', 'dissolved', 'unfriended')`,
    ),
    check('chat_members_counts', sql`${t.unreadCount} >= 0 and ${t.lastReadSeq} >= 0 and ${t.lastDeliveredSeq} >= 0`),
    check('chat_members_preview_len', sql`${t.previewText} is null or char_length(${t.previewText}) <= 30`),
  ],
);

/** Messages, numbered per conversation; a sender's client id is stored once. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuidKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** null for system messages. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    type: text('type').$type<ChatMessageType>().notNull(),
    text: text('text'),
    long: boolean('long').notNull().default(false),
    uploadId: uuid('upload_id'),
    card: jsonb('card').$type<ChatCard>(),
    system: jsonb('system').$type<ChatSystem>(),
    replyToId: uuid('reply_to_id'),
    replyToSenderId: uuid('reply_to_sender_id'),
    masked: boolean('masked').notNull().default(false),
    warning: text('warning').$type<MessageWarning>(),
    revokedAt: at('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_key').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client_key').on(t.senderId, t.clientId),
    check('chat_messages_type_valid', sql`${t.type} in ('text', 'image', 'video', 'file', 'card', 'system')`),
    check('chat_messages_seq_positive', sql`${t.seq} >= 1`),
    check('chat_messages_text_len', sql`${t.text} is null or char_length(${t.text}) <= 5000`),
    check('chat_messages_client_len', sql`char_length(${t.clientId}) between 8 and 80`),
    check('chat_messages_warning_valid', sql`${t.warning} is null or ${t.warning} in ('scam')`),
  ],
);

/** A message deleted for one user only ("this message has been deleted" for them). */
export const chatMessageDeletions = pgTable(
  'chat_message_deletions',
  {
    userId: userRef('user_id', 'cascade'),
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] })],
);

/** Task records (spec section 3): revokes, read by devices that were offline. */
export const chatTasks = pgTable(
  'chat_tasks',
  {
    id: uuidKey(),
    type: text('type').$type<'revoke_msg'>().notNull(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    revokedBy: userRef('revoked_by', 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_tasks_conversation_idx').on(t.conversationId, t.createdAt),
    check('chat_tasks_type_valid', sql`${t.type} in ('revoke_msg')`),
  ],
);

/** Friendship, one row per side (my remark and class for them). */
export const chatFriends = pgTable(
  'chat_friends',
  {
    userId: userRef('user_id', 'cascade'),
    friendId: userRef('friend_id', 'cascade'),
    remark: text('remark'),
    className: text('class_name'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.friendId] }),
    check('chat_friends_not_self', sql`${t.userId} <> ${t.friendId}`),
    check('chat_friends_remark_len', sql`${t.remark} is null or char_length(${t.remark}) <= 50`),
    check('chat_friends_class_len', sql`${t.className} is null or char_length(${t.className}) <= 30`),
  ],
);

export const chatFriendRequests = pgTable(
  'chat_friend_requests',
  {
    id: uuidKey(),
    fromId: userRef('from_id', 'cascade'),
    toId: userRef('to_id', 'cascade'),
    message: text('message'),
    status: text('status').$type<'pending' | 'accepted' | 'declined'>().notNull().default('pending'),
    createdAt: createdAt(),
    answeredAt: at('answered_at'),
  },
  (t) => [
    uniqueIndex('chat_friend_requests_pending_key').on(t.fromId, t.toId).where(sql`${t.status} = 'pending'`),
    index('chat_friend_requests_to_idx').on(t.toId, t.status, t.createdAt),
    check('chat_friend_requests_not_self', sql`${t.fromId} <> ${t.toId}`),
    check('chat_friend_requests_status_valid', sql`${t.status} in ('pending', 'accepted', 'declined')`),
    check('chat_friend_requests_message_len', sql`${t.message} is null or char_length(${t.message}) <= 200`),
  ],
);

export const chatJoinRequests = pgTable(
  'chat_join_requests',
  {
    id: uuidKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    userId: userRef('user_id', 'cascade'),
    message: text('message'),
    status: text('status').$type<'pending' | 'accepted' | 'declined'>().notNull().default('pending'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    answeredAt: at('answered_at'),
  },
  (t) => [
    uniqueIndex('chat_join_requests_pending_key').on(t.groupId, t.userId).where(sql`${t.status} = 'pending'`),
    check('chat_join_requests_status_valid', sql`${t.status} in ('pending', 'accepted', 'declined')`),
    check('chat_join_requests_message_len', sql`${t.message} is null or char_length(${t.message}) <= 200`),
  ],
);

/** A user blocking another: neither can message the other in a single conversation. */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    blockerId: userRef('blocker_id', 'cascade'),
    blockedId: userRef('blocked_id', 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('chat_blocks_blocked_idx').on(t.blockedId),
    check('chat_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

export const chatReports = pgTable(
  'chat_reports',
  {
    id: uuidKey(),
    reporterId: userRef('reporter_id', 'cascade'),
    reportedId: userRef('reported_id', 'cascade'),
    reason: text('reason').$type<ReportReason>().notNull(),
    details: text('details'),
    conversationId: text('conversation_id'),
    messageId: uuid('message_id'),
    status: text('status').$type<'open' | 'resolved' | 'dismissed'>().notNull().default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: at('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_reports_status_idx').on(t.status, t.createdAt),
    check('chat_reports_reason_valid', sql`${t.reason} in ('scam', 'harassment', 'spam', 'fake_listing', 'other')`),
    check('chat_reports_status_valid', sql`${t.status} in ('open', 'resolved', 'dismissed')`),
    check('chat_reports_details_len', sql`${t.details} is null or char_length(${t.details}) <= 1000`),
  ],
);
