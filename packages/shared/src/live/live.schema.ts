import { z } from 'zod';
import { amountSchema, filsSchema, textSchema } from '../validation';

/**
 * Live rooms on top of live auction sessions (spec: sellerLiving, liveDetails, live chat message
 * types 1-9). One room per session, `live:<sessionId>` on the sockets; every message has a
 * per-room sequence number and reaches the room after its transaction commits.
 */

/** The spec's live chat message types (SPEC section 4). */
export const LIVE_MESSAGE_TYPES = {
  barrage: 1,
  countdown: 2,
  baseNumber: 3,
  endLive: 4,
  /** Sent with user type 20 (the host). */
  endCarSale: 5,
  startCarSale: 6,
  /** Started by an admin on the host's behalf. */
  startLive: 7,
  /** Started by the session's own host (the seller of the live). */
  sellerStartsLive: 8,
  /** Ended by the session's own host; an admin's end is type 4. */
  sellerEndsLive: 9,
} as const;
export type LiveMessageType = (typeof LIVE_MESSAGE_TYPES)[keyof typeof LIVE_MESSAGE_TYPES];

/** The user type the spec gives the host's "end car sale" message. */
export const LIVE_HOST_USER_TYPE = 20;

export const LIVE_ROOM_STATUSES = ['idle', 'live', 'ended'] as const;
export type LiveRoomStatus = (typeof LIVE_ROOM_STATUSES)[number];

export const LIVE_LIMITS = {
  barrageMaxLength: 200,
  countdownMaxSeconds: 600,
  messagesPageMax: 100,
} as const;

/** Socket events of the live rooms. */
export const LIVE_EVENTS = {
  /** LiveMessage, to `live:<sessionId>`. */
  message: 'live:message',
  /** `{ sessionId, messageId, seq }`: a barrage the host deleted. */
  deleted: 'live:deleted',
  /** `{ sessionId, viewers }`, throttled. */
  viewers: 'live:viewers',
  /** Client -> server: `{ sessionId, clientId, text }` with an ack `{ ok, message } | { ok: false, code }`. */
  send: 'live:send',
  /** LiveReminder, to `user:<id>` of a followed host's followers. */
  reminder: 'live:reminder',
} as const;

export const liveRoomName = (sessionId: string) => `live:${sessionId}`;

export const liveParams = z.object({ sessionId: z.uuid() });
export const hostParams = z.object({ hostId: z.uuid() });
export const liveMessageParams = z.object({ sessionId: z.uuid(), messageId: z.uuid() });

/** A client's own id for a message it sends: a retry with the same id is answered with the first message. */
export const clientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'validation:invalid' });

export const sendBarrageBody = z.object({
  clientId: clientIdSchema,
  text: textSchema({ min: 1, max: LIVE_LIMITS.barrageMaxLength }),
});
export type SendBarrageBody = z.infer<typeof sendBarrageBody>;

export const HOST_ACTIONS = ['startLive', 'startCarSale', 'baseNumber', 'countdown', 'endCarSale', 'endLive'] as const;
export type HostAction = (typeof HOST_ACTIONS)[number];

export const hostActionBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('startLive'), clientId: clientIdSchema }),
  z.object({ action: z.literal('startCarSale'), clientId: clientIdSchema }),
  /** The current lot's start price (decimal AED), before its first bid. */
  z.object({ action: z.literal('baseNumber'), clientId: clientIdSchema, startPrice: amountSchema }),
  z.object({
    action: z.literal('countdown'),
    clientId: clientIdSchema,
    seconds: z.number().int().min(1).max(LIVE_LIMITS.countdownMaxSeconds),
  }),
  z.object({ action: z.literal('endCarSale'), clientId: clientIdSchema }),
  z.object({ action: z.literal('endLive'), clientId: clientIdSchema }),
]);
export type HostActionBody = z.infer<typeof hostActionBody>;

export const liveMessageSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  seq: z.number().int(),
  type: z.number().int().min(1).max(9),
  /** 20 on the host's "end car sale" (type 5), as the spec has it; null otherwise. */
  userType: z.number().int().nullable(),
  sender: z.object({ userId: z.string(), name: z.string(), isHost: z.boolean() }),
  /** The barrage's text; null for the host's messages (the client renders them from type and data). */
  text: z.string().nullable(),
  lotId: z.string().nullable(),
  lotTitle: z.string().nullable(),
  /** Base number (type 3) and start car sale (type 6): the start price; countdown (type 2): its seconds. */
  startPriceFils: filsSchema.nullable(),
  seconds: z.number().int().nullable(),
  clientId: z.string(),
  createdAt: z.string(),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

export const liveLotSchema = z.object({
  id: z.string(),
  title: z.string(),
  position: z.number().int().nullable(),
  status: z.string(),
  startPriceFils: filsSchema,
  priceFils: filsSchema.nullable(),
  bidCount: z.number().int(),
});
export type LiveLot = z.infer<typeof liveLotSchema>;

export const liveRoomSchema = z.object({
  sessionId: z.string(),
  title: z.string(),
  status: z.enum(LIVE_ROOM_STATUSES),
  hostId: z.string().nullable(),
  streamUrl: z.string().nullable(),
  currentLot: liveLotSchema.nullable(),
  /** The lot "start car sale" opens next, in the admin's order. */
  nextLotId: z.string().nullable(),
  lotCount: z.number().int(),
  lastSeq: z.number().int(),
  viewers: z.number().int(),
  startedAt: z.string().nullable(),
  /** The session's scheduled start (a room not started yet shows it). */
  startsAt: z.string(),
  me: z.object({ canHost: z.boolean(), following: z.boolean() }).nullable(),
});
export type LiveRoom = z.infer<typeof liveRoomSchema>;

export const liveMessagesQuery = z.object({
  /** Messages after this sequence number (a reconnecting client's last); the newest page without it. */
  after: z.coerce.number().int().min(0).max(2_000_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(LIVE_LIMITS.messagesPageMax).default(50),
});
export const liveMessagesSchema = z.object({ items: z.array(liveMessageSchema), lastSeq: z.number().int() });
export type LiveMessages = z.infer<typeof liveMessagesSchema>;

export const deletedMessageSchema = z.object({ sessionId: z.string(), messageId: z.string(), seq: z.number().int() });
export type DeletedMessage = z.infer<typeof deletedMessageSchema>;

export const followStateSchema = z.object({ following: z.boolean(), followers: z.number().int() });
export type FollowState = z.infer<typeof followStateSchema>;

/** A broadcast reminder (spec: ext paiId, spuId, roomId, status): status 1 = the live has started, 0 = upcoming. */
export const liveReminderSchema = z.object({
  auctionId: z.string().nullable(),
  carId: z.string().nullable(),
  roomId: z.string().nullable(),
  status: z.union([z.literal(0), z.literal(1)]),
  title: z.string(),
  startsAt: z.string().nullable(),
});
export type LiveReminder = z.infer<typeof liveReminderSchema>;
export const liveRemindersSchema = z.object({ items: z.array(liveReminderSchema) });
