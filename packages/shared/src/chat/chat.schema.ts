import { z } from 'zod';
import { uploadMediaSchema } from '../uploads/uploads.schema';
import { cursorSchema, filsSchema, textSchema } from '../validation';

/**
 * Chat: single and group conversations, friends, groups, blocks and reports (the uni-im model of
 * SPEC sections 3-4, DOMAIN-NOTES "Chat"). Every message gets a per-conversation sequence number
 * (`seq`) on the server and carries the sender's own client id: a retried send answers the stored
 * message, a client orders by `seq`, detects a gap and pulls it with the catch-up endpoint
 * (`afterSeq`), as live rooms do (live.schema.ts). Events reach the `user:<id>` rooms of the
 * conversation's current members after the transaction commits (docs/chat.md).
 */

export const CHAT_LIMITS = {
  /** Conversations per page of the list (spec section 9). */
  conversationsPage: 30,
  /** Messages per history page, newest first. */
  messagesPage: 30,
  /** The longest catch-up page (messages after a sequence number, in order). */
  catchUpMax: 200,
  /** Conversations and task records per sync page. */
  syncPage: 500,
  /** Friends and groups per page. */
  friendsPage: 500,
  groupsPage: 500,
  /** Members of one group, and the most the member list answers at once. */
  groupMembersMax: 1000,
  /** Characters of the last-message preview in the conversation list. */
  previewLength: 30,
  /** A body longer than this travels as a preview with `truncated: true` (sockets, push). */
  longMessageThreshold: 250,
  longPreviewLength: 50,
  textMax: 5000,
  /** A sender may revoke within this many ms (server clock). */
  revokeWindowMs: 120_000,
  remarkMax: 50,
  classNameMax: 30,
  groupNameMax: 50,
  introductionMax: 500,
  noticeMax: 1000,
  requestMessageMax: 200,
  reportDetailsMax: 1000,
  /** Users invited in one call, and initial members of a new group. */
  inviteMax: 100,
  /** Sends per second one socket may make through `chat:send` (bursts up to twice as many). */
  socketSendsPerSecond: 10,
  searchResultsMax: 20,
  /** A sequence number or a page bound no client may exceed. */
  seqMax: 2_000_000_000,
} as const;

export const CONVERSATION_TYPES = ['single', 'group'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];

export const MESSAGE_TYPES = ['text', 'image', 'video', 'file', 'card', 'system'] as const;
export type ChatMessageType = (typeof MESSAGE_TYPES)[number];

/** What a user may send; `system` messages are the server's. */
export const SENDABLE_MESSAGE_TYPES = ['text', 'image', 'video', 'file', 'card'] as const;

/** Objects a card may show: a car for sale, a rental car, an auction lot, a shop, a part. */
export const CARD_KINDS = ['listing', 'rental', 'lot', 'shop', 'part'] as const;
export type ChatCardKind = (typeof CARD_KINDS)[number];

/** System messages: the client renders `chat:system.<action>` with the names of `userIds`. */
export const SYSTEM_ACTIONS = [
  'groupCreated',
  'joinGroupNotice',
  'memberLeft',
  'memberExpelled',
  'groupDissolved',
  'groupInfoChanged',
  'noticeChanged',
  'roleChanged',
  'friendAdded',
] as const;
export type ChatSystemAction = (typeof SYSTEM_ACTIONS)[number];

export const GROUP_ROLES = ['owner', 'admin', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** Why a member no longer belongs to a conversation. */
export const LEFT_REASONS = ['left', 'expelled', 'dissolved', 'unfriended'] as const;
export type LeftReason = (typeof LEFT_REASONS)[number];

/** A warning the receiver sees above a message that looks like a known scam (chat:warning.<kind>). */
export const MESSAGE_WARNINGS = ['scam'] as const;
export type MessageWarning = (typeof MESSAGE_WARNINGS)[number];

export const REPORT_REASONS = ['scam', 'harassment', 'spam', 'fake_listing', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;

export const FRIEND_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;

/** Task records (spec section 3): how a revoke reaches devices that were offline. */
export const TASK_TYPES = ['revoke_msg'] as const;

/** Socket events, server to client, on the `user:<id>` room of each current member. */
export const CHAT_EVENTS = {
  /**
   * ChatMessageEvent: the ChatMessage (a long text as its preview, `truncated: true`) and, as
   * `conversation`, the receiving user's own ConversationPatch it caused (unread count, last
   * message): one event per member and message, not two.
   */
  message: 'chat:message',
  /** ChatRevoked: the message reads "this message has been withdrawn" everywhere. */
  revoked: 'chat:revoked',
  /** ConversationPatch: the receiving user's own row changed otherwise (read, pin, mute, hide, left, a revoke). */
  conversation: 'chat:conversation',
  /** ChatReadSync, to the reader's own devices: opened on another device. */
  read: 'chat:read',
  /** ChatReceipt, to the other member of a single conversation: delivered / read up to a seq. */
  receipt: 'chat:receipt',
  /** FriendRequest, to its receiver. */
  friendRequest: 'chat:friend:request',
  /** Friend (the other side), to both sides. */
  friendAdded: 'chat:friend:added',
  /** `{ userId, conversationId }`, to both sides. */
  friendDeleted: 'chat:friend:deleted',
  /** GroupRemoved, to the member removed (expelled, left on another device, or the group dissolved). */
  groupRemoved: 'chat:group:removed',
  /** GroupMembersJoined, to the members (join-group-notice: merge the members). */
  memberJoined: 'chat:group:member-joined',
  /** GroupMemberLeft, to the remaining members. */
  memberLeft: 'chat:group:member-left',
  /** ChatGroup, to the members: name, introduction, avatar, notice or a role changed. */
  groupUpdated: 'chat:group:updated',
  /** GroupJoinRequest, to the group's owner and admins. */
  joinRequest: 'chat:group:join-request',
} as const;

/**
 * Client to server, each with an ack:
 * - `active`: `{ conversationId: string | null }`, the conversation on screen (no push for it);
 * - `send`: `{ conversationId, ...SendMessageBody }`, the same rules and answer as the HTTP send
 *   (a retried client id answers the stored message), acknowledged with `{ ok: true, message }` or
 *   `{ ok: false, code }` (an error id); at most CHAT_LIMITS.socketSendsPerSecond per socket, with
 *   bursts up to twice that.
 */
export const CHAT_CLIENT_EVENTS = { active: 'chat:active', send: 'chat:send' } as const;

// ---- ids and params ----

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** `single_` + md5 of the two sorted user ids, or `group_` + the group's id. */
export const CONVERSATION_ID =
  /^(?:single_[0-9a-f]{32}|group_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export const conversationIdSchema = z.string().max(80).regex(CONVERSATION_ID, { error: 'validation:invalid' });

export const groupConversationId = (groupId: string) => `group_${groupId}`;
export const groupIdOf = (conversationId: string): string | null =>
  conversationId.startsWith('group_') && UUID.test(conversationId.slice(6)) ? conversationId.slice(6) : null;

/**
 * In a path: a conversation id, or a bare UUID (which names no conversation: 404 from the service,
 * like any id the caller cannot see), so that a malformed path answers 404 and a body's errors
 * are told for a well-formed one.
 */
const conversationPathId = z
  .string()
  .max(80)
  .regex(/^(?:single_[0-9a-f]{32}|(?:group_)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/, {
    error: 'validation:invalid',
  });
export const conversationParams = z.object({ conversationId: conversationPathId });
export const messageParams = z.object({ conversationId: conversationPathId, messageId: z.uuid() });
export const userParams = z.object({ userId: z.uuid() });
export const groupParams = z.object({ groupId: z.uuid() });
export const groupMemberParams = z.object({ groupId: z.uuid(), userId: z.uuid() });
export const joinRequestParams = z.object({ groupId: z.uuid(), requestId: z.uuid() });
export const requestParams = z.object({ requestId: z.uuid() });
export const reportParams = z.object({ reportId: z.uuid() });

/** A client's own id for a message: a retry with the same id answers the stored message. */
export const chatClientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'validation:invalid' });
const seqSchema = z.coerce.number().int().min(0).max(CHAT_LIMITS.seqMax);
const isoInstant = z.iso.datetime({ offset: true, error: 'validation:invalid' });

// ---- people ----

export const chatUserSchema = z.object({
  userId: z.string(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

// ---- cards ----

export const cardRefSchema = z.object({
  kind: z.enum(CARD_KINDS),
  /** The object's id (a part's id is its own token). */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'validation:invalid' }),
});
export type ChatCardRef = z.infer<typeof cardRefSchema>;

/** A card as stored with the message: what the object looked like when it was sent. */
export const chatCardSchema = cardRefSchema.extend({
  title: z.string().nullable(),
  imageUrl: z.string().nullable(),
  priceFils: filsSchema.nullable(),
  /** In-app route of the object, e.g. `/cars/<id>`. */
  route: z.string().nullable(),
});
export type ChatCard = z.infer<typeof chatCardSchema>;

// ---- messages ----

export const chatSystemSchema = z.object({
  action: z.enum(SYSTEM_ACTIONS),
  /** Who did it (the owner who expelled, the member who left). */
  actorId: z.string().nullable(),
  /** Whom it is about (the members who joined, the member expelled). */
  userIds: z.array(z.string()),
  /** For groupInfoChanged / roleChanged: what changed (a field name, or a role). */
  detail: z.string().nullable(),
});
export type ChatSystem = z.infer<typeof chatSystemSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  seq: z.number().int(),
  clientId: z.string(),
  /** null for system messages. */
  senderId: z.string().nullable(),
  type: z.enum(MESSAGE_TYPES),
  /**
   * The text (text messages; masked when `masked`); null for other types, revoked ones (render
   * `chat:message.withdrawn`) and deleted-for-me ones (render `chat:message.deleted`).
   */
  text: z.string().nullable(),
  /** The body is longer than 250 characters. */
  long: z.boolean(),
  /** `text` is only the first 50 characters: fetch the full message (GET one message). */
  truncated: z.boolean(),
  media: uploadMediaSchema.nullable(),
  card: chatCardSchema.nullable(),
  system: chatSystemSchema.nullable(),
  /** The message this one replies to, and its sender (a group reply to me goes to my call list). */
  replyTo: z.object({ messageId: z.string(), senderId: z.string().nullable() }).nullable(),
  /** Phone numbers, e-mails or links were hidden (first message to a stranger): show `chat:safety.masked`. */
  masked: z.boolean(),
  /** Shown to the receiver only (`chat:warning.<warning>`); the sender's own copy says null. */
  warning: z.enum(MESSAGE_WARNINGS).nullable(),
  revoked: z.boolean(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
  /** Deleted for the viewer only. */
  deleted: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * One message to send: `text` for a text, `uploadId` for an image, a video or a file (a PDF),
 * `card` for a card; the other fields absent.
 */
export const sendMessageBody = z
  .object({
    type: z.enum(SENDABLE_MESSAGE_TYPES),
    clientId: chatClientIdSchema,
    text: textSchema({ min: 1, max: CHAT_LIMITS.textMax, multiline: true }).optional(),
    uploadId: z.uuid().optional(),
    card: cardRefSchema.optional(),
    /** The message this one answers. */
    replyToId: z.uuid().optional(),
  })
  .superRefine((v, ctx) => {
    const need = v.type === 'text' ? 'text' : v.type === 'card' ? 'card' : 'uploadId';
    if (v[need] === undefined) ctx.addIssue({ code: 'custom', path: [need], message: 'validation:required' });
    for (const other of ['text', 'uploadId', 'card'] as const) {
      if (other !== need && v[other] !== undefined) {
        ctx.addIssue({ code: 'custom', path: [other], message: 'validation:invalid' });
      }
    }
  });
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const historyQuery = z.object({
  /** Messages before this sequence number (the oldest the client holds); the newest page without it. */
  beforeSeq: seqSchema.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.messagesPage).default(CHAT_LIMITS.messagesPage),
});
/** Newest first. */
export const historySchema = z.object({
  items: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  lastSeq: z.number().int(),
});
export type ChatHistory = z.infer<typeof historySchema>;

export const catchUpQuery = z.object({
  /** The newest sequence number the client holds without a gap. */
  afterSeq: seqSchema,
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.catchUpMax).default(100),
});
/** In sequence order; `hasMore`: ask again after the last item's seq. */
export const catchUpSchema = z.object({
  items: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  lastSeq: z.number().int(),
});
export type ChatCatchUp = z.infer<typeof catchUpSchema>;

export const chatRevokedSchema = z.object({
  conversationId: z.string(),
  messageId: z.string(),
  seq: z.number().int(),
  revokedBy: z.string(),
  revokedAt: z.string(),
  taskId: z.string(),
});
export type ChatRevoked = z.infer<typeof chatRevokedSchema>;

export const deletedForMeSchema = z.object({
  conversationId: z.string(),
  messageId: z.string(),
  seq: z.number().int(),
});

export const markReadBody = z.object({ seq: z.number().int().min(0).max(CHAT_LIMITS.seqMax) });
/** A device received messages up to `seq` (the sender sees "delivered"). */
export const markDeliveredBody = markReadBody;
export const readSyncSchema = z.object({
  conversationId: z.string(),
  lastReadSeq: z.number().int(),
  unreadCount: z.number().int(),
  totalUnread: z.number().int(),
});
export type ChatReadSync = z.infer<typeof readSyncSchema>;

export const receiptSchema = z.object({
  conversationId: z.string(),
  userId: z.string(),
  deliveredSeq: z.number().int(),
  readSeq: z.number().int(),
});
export type ChatReceipt = z.infer<typeof receiptSchema>;

// ---- conversations ----

export const lastMessageSchema = z.object({
  seq: z.number().int(),
  type: z.enum(MESSAGE_TYPES),
  /** The first 30 characters of a text; null for other types and revoked messages. */
  preview: z.string().nullable(),
  senderId: z.string().nullable(),
  revoked: z.boolean(),
  at: z.string(),
});

export const chatGroupSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  memberCount: z.number().int(),
});

export const conversationSchema = z.object({
  id: z.string(),
  type: z.enum(CONVERSATION_TYPES),
  /** The other user (single conversations), with my remark for them. */
  peer: chatUserSchema.extend({ remark: z.string().nullable() }).nullable(),
  group: chatGroupSummarySchema.nullable(),
  unreadCount: z.number().int(),
  lastSeq: z.number().int(),
  lastReadSeq: z.number().int(),
  lastMessage: lastMessageSchema.nullable(),
  /** Single conversations: how far the peer's devices received and read. */
  peerDeliveredSeq: z.number().int().nullable(),
  peerReadSeq: z.number().int().nullable(),
  pinned: z.boolean(),
  muted: z.boolean(),
  hidden: z.boolean(),
  /** No longer a member: the client removes it after showing the system message. */
  left: z.boolean(),
  leftReason: z.enum(LEFT_REASONS).nullable(),
  role: z.enum(GROUP_ROLES).nullable(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** A change to one member's row (socket `chat:conversation`): merge the fields present. */
export const conversationPatchSchema = conversationSchema.partial().extend({
  id: z.string(),
  updatedAt: z.string(),
});
export type ConversationPatch = z.infer<typeof conversationPatchSchema>;

/** The payload of CHAT_EVENTS.message. */
export type ChatMessageEvent = ChatMessage & { conversation?: ConversationPatch };

export const conversationListQuery = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.conversationsPage).default(CHAT_LIMITS.conversationsPage),
  /** Also the hidden ones. */
  includeHidden: z.enum(['true', 'false']).default('false'),
});
/** By update time, newest first; left conversations are not listed (sync reports them). */
export const conversationListSchema = z.object({
  items: z.array(conversationSchema),
  nextCursor: z.string().nullable(),
  /** Unread of every conversation that is not muted: the chat tab's and Mine tab's badge. */
  totalUnread: z.number().int(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const totalUnreadSchema = z.object({ totalUnread: z.number().int() });

/**
 * My call list: group messages replying to one of mine that I have not read yet (after my read
 * position), newest first; reading the conversation clears them.
 */
export const callsQuery = z.object({
  /** Only this conversation's. */
  conversationId: z.string().regex(CONVERSATION_ID, { error: 'validation:invalid' }).optional(),
});
export const callsSchema = z.object({ items: z.array(chatMessageSchema) });
export type ChatCalls = z.infer<typeof callsSchema>;

export const openSingleBody = z
  .object({
    /** The other user; without it, the card's owner (a car's seller, a rental's merchant, a shop's owner). */
    userId: z.uuid().optional(),
    /** The object the chat is about ("chat with the seller"): answered resolved, for the client to send. */
    card: cardRefSchema.optional(),
  })
  .refine((v) => v.userId !== undefined || v.card !== undefined, { error: 'validation:required', path: ['userId'] });
export const openSingleSchema = z.object({ conversation: conversationSchema, card: chatCardSchema.nullable() });

export const conversationSettingsBody = z
  .object({ pinned: z.boolean(), muted: z.boolean(), hidden: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'validation:required' });

// ---- sync ----

export const syncQuery = z.object({
  /** Changes after this instant (the `serverTime` of the last sync); everything without it. */
  since: isoInstant.optional(),
  /** The `nextCursor` of the previous page of the same sync. */
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.syncPage).default(CHAT_LIMITS.syncPage),
});
/**
 * Conversations whose row changed (new message, read, settings, left), with `lastSeq`: the client
 * pulls each gap with catch-up. Includes left conversations (`left: true`).
 */
export const syncSchema = z.object({
  items: z.array(conversationSchema),
  nextCursor: z.string().nullable(),
  /** Keep it and pass it as `since` next time (taken before the read). */
  serverTime: z.string(),
});
export type ChatSync = z.infer<typeof syncSchema>;

export const taskSchema = z.object({
  id: z.string(),
  type: z.enum(TASK_TYPES),
  conversationId: z.string(),
  messageId: z.string(),
  seq: z.number().int(),
  revokedBy: z.string(),
  createdAt: z.string(),
});
export type ChatTask = z.infer<typeof taskSchema>;
export const tasksSchema = z.object({
  items: z.array(taskSchema),
  nextCursor: z.string().nullable(),
  serverTime: z.string(),
});

// ---- friends ----

export const userSearchQuery = z.object({
  /** A mobile number (any usual form) or a user id. */
  q: textSchema({ min: 1, max: 64 }),
});
export const userSearchSchema = z.object({
  items: z.array(chatUserSchema.extend({ isFriend: z.boolean(), blocked: z.boolean() })),
});

export const friendSchema = chatUserSchema.extend({
  remark: z.string().nullable(),
  className: z.string().nullable(),
  conversationId: z.string(),
  since: z.string(),
});
export type Friend = z.infer<typeof friendSchema>;

export const pageQuery = (max: number) =>
  z.object({
    cursor: cursorSchema.optional(),
    limit: z.coerce.number().int().min(1).max(max).default(max),
  });
export const friendListQuery = pageQuery(CHAT_LIMITS.friendsPage);
export const friendListSchema = z.object({ items: z.array(friendSchema), nextCursor: z.string().nullable() });

export const friendRequestBody = z.object({
  userId: z.uuid(),
  message: textSchema({ max: CHAT_LIMITS.requestMessageMax }).optional(),
});
export const friendRequestSchema = z.object({
  id: z.string(),
  from: chatUserSchema,
  to: chatUserSchema,
  message: z.string().nullable(),
  status: z.enum(FRIEND_REQUEST_STATUSES),
  createdAt: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;
export const friendRequestsQuery = z.object({ box: z.enum(['incoming', 'outgoing']).default('incoming') });
export const friendRequestsSchema = z.object({ items: z.array(friendRequestSchema) });
export const friendRequestAnswerSchema = z.object({ request: friendRequestSchema, friend: friendSchema.nullable() });

export const friendUpdateBody = z
  .object({
    remark: textSchema({ max: CHAT_LIMITS.remarkMax }).nullable(),
    className: textSchema({ max: CHAT_LIMITS.classNameMax }).nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'validation:required' });
export const friendDeletedSchema = z.object({ userId: z.string(), conversationId: z.string() });

// ---- groups ----

export const chatGroupSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  name: z.string(),
  introduction: z.string().nullable(),
  notice: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  ownerId: z.string(),
  memberCount: z.number().int(),
  /** The caller's role; null when the caller is not a member (a join request's view). */
  myRole: z.enum(GROUP_ROLES).nullable(),
  createdAt: z.string(),
});
export type ChatGroup = z.infer<typeof chatGroupSchema>;

export const conversationDetailSchema = conversationSchema.extend({
  /** Group conversations: the group with its notice and my role. */
  groupInfo: chatGroupSchema.nullable(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const createGroupBody = z.object({
  name: textSchema({ min: 1, max: CHAT_LIMITS.groupNameMax }),
  introduction: textSchema({ max: CHAT_LIMITS.introductionMax, multiline: true }).optional(),
  avatarUploadId: z.uuid().optional(),
  memberIds: z.array(z.uuid()).max(CHAT_LIMITS.inviteMax).default([]),
});
export const updateGroupBody = z
  .object({
    name: textSchema({ min: 1, max: CHAT_LIMITS.groupNameMax }),
    introduction: textSchema({ max: CHAT_LIMITS.introductionMax, multiline: true }).nullable(),
    notice: textSchema({ max: CHAT_LIMITS.noticeMax, multiline: true }).nullable(),
    avatarUploadId: z.uuid().nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'validation:required' });

export const groupListQuery = pageQuery(CHAT_LIMITS.groupsPage);
export const groupListSchema = z.object({ items: z.array(chatGroupSchema), nextCursor: z.string().nullable() });

export const groupMemberSchema = chatUserSchema.extend({ role: z.enum(GROUP_ROLES), joinedAt: z.string() });
export type GroupMember = z.infer<typeof groupMemberSchema>;
export const groupMembersQuery = pageQuery(CHAT_LIMITS.groupMembersMax);
export const groupMembersSchema = z.object({ items: z.array(groupMemberSchema), nextCursor: z.string().nullable() });

export const inviteBody = z.object({ userIds: z.array(z.uuid()).min(1).max(CHAT_LIMITS.inviteMax) });
export const membersJoinedSchema = z.object({
  groupId: z.string(),
  conversationId: z.string(),
  members: z.array(groupMemberSchema),
  memberCount: z.number().int(),
});
export type GroupMembersJoined = z.infer<typeof membersJoinedSchema>;

export const memberLeftSchema = z.object({
  groupId: z.string(),
  conversationId: z.string(),
  userId: z.string(),
  reason: z.enum(LEFT_REASONS),
  memberCount: z.number().int(),
});
export type GroupMemberLeft = z.infer<typeof memberLeftSchema>;

export const groupRemovedSchema = z.object({
  groupId: z.string(),
  conversationId: z.string(),
  reason: z.enum(LEFT_REASONS),
});
export type GroupRemoved = z.infer<typeof groupRemovedSchema>;

export const joinRequestBody = z.object({ message: textSchema({ max: CHAT_LIMITS.requestMessageMax }).optional() });
export const joinRequestSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  user: chatUserSchema,
  message: z.string().nullable(),
  status: z.enum(FRIEND_REQUEST_STATUSES),
  createdAt: z.string(),
});
export type GroupJoinRequest = z.infer<typeof joinRequestSchema>;
export const joinRequestsSchema = z.object({ items: z.array(joinRequestSchema) });

export const setRoleBody = z.object({ role: z.enum(['admin', 'member']) });

// ---- blocks and reports ----

export const blockStateSchema = z.object({ userId: z.string(), blocked: z.boolean() });
export const blockListSchema = z.object({ items: z.array(chatUserSchema) });

export const reportBody = z.object({
  userId: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  details: textSchema({ max: CHAT_LIMITS.reportDetailsMax, multiline: true }).optional(),
  /** The conversation the report is about (its messages are kept for the admins). */
  conversationId: conversationIdSchema.optional(),
  messageId: z.uuid().optional(),
});
export const reportSchema = z.object({
  id: z.string(),
  reporter: chatUserSchema,
  reported: chatUserSchema,
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  conversationId: z.string().nullable(),
  messageId: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type ChatReport = z.infer<typeof reportSchema>;
export const adminReportsQuery = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const adminReportsSchema = z.object({ items: z.array(reportSchema), nextCursor: z.string().nullable() });
export const resolveReportBody = z.object({ status: z.enum(['resolved', 'dismissed']) });
