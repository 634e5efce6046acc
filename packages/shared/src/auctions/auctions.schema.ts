import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope';
import { listingDetailSchema, listingSummarySchema } from '../listings/listings.schema';
import { amountSchema, filsSchema, textSchema } from '../validation';

/**
 * Live and timed car auctions (spec: auctionList, auctionOnlineList, numberCars, auctionCarDetail,
 * Participant, earnestMoney, releaseVehicle). A session (one "round") holds lots in order; a lot is
 * a car from a listing with a start price, an optional hidden reserve, and its own start and end.
 * Bidders join a session by holding earnest money (a deposit) for the bidding limit they choose.
 * Every amount is integer fils (`…Fils`); every time an ISO string from the server's clock.
 */

export const SESSION_KINDS = ['timed', 'live'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export const SESSION_STATUSES = ['draft', 'scheduled', 'live', 'ended', 'canceled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/**
 * A lot's life: released by its seller and `pending_review`; `rejected` or `approved` by an admin;
 * `scheduled` in a session; `open` between its start and end (server time); `closed` once the
 * scheduler closed it, with a `result`.
 */
export const LOT_STATUSES = ['pending_review', 'rejected', 'approved', 'scheduled', 'open', 'closed'] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];

/** `on_approval`: closed below the reserve; the seller may accept the high bid until the deadline. */
export const LOT_RESULTS = ['sold', 'on_approval', 'unsold'] as const;
export type LotResult = (typeof LOT_RESULTS)[number];

/** Which lots a list shows, by the server's clock. */
export const AUCTION_WHEN = ['upcoming', 'live', 'ended'] as const;
export type AuctionWhen = (typeof AUCTION_WHEN)[number];

export const PARTICIPATION_STATUSES = ['pending_payment', 'active', 'released', 'applied', 'canceled'] as const;
export type ParticipationStatus = (typeof PARTICIPATION_STATUSES)[number];

/** A bidder as others see them: "Bidder 4" (their number in this lot), or "you". */
export const bidderSchema = z.object({ alias: z.number().int().min(1), isMe: z.boolean() });
export type Bidder = z.infer<typeof bidderSchema>;

const media = z.object({ uploadId: z.string(), url: z.string(), thumbUrl: z.string() });

/** What every price display needs: the live state of one lot at sequence `seq`. */
export const lotStateSchema = z.object({
  lotId: z.string(),
  /** Raised by every change of the lot (bid, extension, start, close); a gap means a missed event. */
  seq: z.number().int(),
  status: z.enum(LOT_STATUSES),
  result: z.enum(LOT_RESULTS).nullable(),
  startPriceFils: filsSchema,
  /** null until the first bid. */
  priceFils: filsSchema.nullable(),
  /** The smallest next bid (the start price before any bid). */
  minNextBidFils: filsSchema,
  bidCount: z.number().int(),
  leader: bidderSchema.nullable(),
  /** Whether the price has reached the seller's reserve (the reserve itself stays hidden); true without one. */
  reserveMet: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** The server's time when this state was read: count down on server time, not the device's. */
  serverNow: z.string(),
  /** Times the end moved because of a late bid. */
  extensions: z.number().int(),
});
export type LotState = z.infer<typeof lotStateSchema>;

export const lotCardSchema = z.object({
  id: z.string(),
  sessionId: z.string().nullable(),
  sessionTitle: z.string().nullable(),
  position: z.number().int().nullable(),
  title: z.string(),
  year: z.number().int(),
  mileageKm: z.number().int(),
  brandName: z.string(),
  cityName: z.string(),
  cover: media.nullable(),
  state: lotStateSchema,
  isWatched: z.boolean(),
});
export type LotCard = z.infer<typeof lotCardSchema>;
export const lotPageSchema = pageSchema(lotCardSchema);
export type LotPage = z.infer<typeof lotPageSchema>;

/** The caller's standing in a lot (null fields for guests and non-bidders). */
export const myLotStandingSchema = z.object({
  /** The caller's maximum (a plain bid is a maximum of its amount). */
  maxFils: filsSchema.nullable(),
  leading: z.boolean(),
  /** The caller's participation in the lot's session: bidding needs `active`. */
  participation: z.enum(PARTICIPATION_STATUSES).nullable(),
  limitFils: filsSchema.nullable(),
  /** How much of the limit this bid may still use (the limit less leading and maximum bids elsewhere in the session). */
  limitLeftFils: filsSchema.nullable(),
  isSeller: z.boolean(),
});
export type MyLotStanding = z.infer<typeof myLotStandingSchema>;

// ---- second-chance offers ----

/**
 * A second-chance offer: a lot that closed unsold (the winner defaulted on the deal, or the
 * reserve was not met) is offered by its seller (or an admin) to the runner-up at the runner-up's
 * last bid. The runner-up accepts or declines before `expiresAt` (server clock); accepting makes
 * the lot sold to them and creates their deal as for a winner.
 */
export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const secondChanceOfferSchema = z.object({
  id: z.string(),
  lotId: z.string(),
  title: z.string(),
  /** The runner-up as the room knew them ("Bidder N"); `isMe` for the runner-up. */
  bidder: bidderSchema,
  /** The runner-up's last bid: the hammer price if they accept. */
  amountFils: filsSchema,
  status: z.enum(OFFER_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
  serverNow: z.string(),
});
export type SecondChanceOffer = z.infer<typeof secondChanceOfferSchema>;

/** The offers made to me that are still open, soonest deadline first. */
export const myOffersSchema = z.object({ items: z.array(secondChanceOfferSchema) });
export type MyOffers = z.infer<typeof myOffersSchema>;

/** The runner-up's answer. */
export const offerDecisionBody = z.object({ accept: z.boolean() });

/** A lot's second chance as its caller may see it (null for everyone else). */
export const lotSecondChanceSchema = z.object({
  /** The lot's offer: any for the seller and admins, the runner-up's own for them. */
  offer: secondChanceOfferSchema.nullable(),
  /** Seller and admins, on an unsold lot with no offer yet: whom an offer would go to, and at what. */
  runnerUp: z.object({ bidder: bidderSchema, amountFils: filsSchema }).nullable(),
});
export type LotSecondChance = z.infer<typeof lotSecondChanceSchema>;

export const lotDetailSchema = lotCardSchema.extend({
  car: listingDetailSchema,
  sessionKind: z.enum(SESSION_KINDS).nullable(),
  /** The seller's decision deadline on an `on_approval` lot. */
  approvalDeadline: z.string().nullable(),
  me: myLotStandingSchema,
  watchers: z.number().int(),
  /** The second-chance offer of an unsold lot, for its seller, admins and the runner-up; null otherwise. */
  secondChance: lotSecondChanceSchema.nullable(),
});
export type LotDetail = z.infer<typeof lotDetailSchema>;

/** One line of a lot's bid log; bidders masked. */
export const bidLogEntrySchema = z.object({
  id: z.string(),
  bidder: bidderSchema,
  amountFils: filsSchema,
  /** Placed by the bidder's maximum, not by hand. */
  automatic: z.boolean(),
  /** Server time of acceptance, and how long the lot had left then. */
  at: z.string(),
  msLeft: z.number().int(),
});
export type BidLogEntry = z.infer<typeof bidLogEntrySchema>;
export const bidLogPageSchema = pageSchema(bidLogEntrySchema);

export const BID_KINDS = ['bid', 'max'] as const;
export type BidKind = (typeof BID_KINDS)[number];

export const placeBidBody = z.object({
  /** Decimal AED. */
  amount: amountSchema,
  /** `bid`: a bid of this amount; `max`: a maximum the server bids up to for you. */
  kind: z.enum(BID_KINDS).default('bid'),
  /** The amount is all-in (hammer + premium + admin fee + VAT): the server converts it to a hammer price. */
  allIn: z.boolean().default(false),
});
export type PlaceBidBody = z.infer<typeof placeBidBody>;

/** The receipt of an accepted bid: what was recorded, and when by the server's clock. */
export const bidReceiptSchema = z.object({
  bidId: z.string(),
  /** The hammer amount recorded for the caller (the converted one for an all-in maximum). */
  amountFils: filsSchema,
  kind: z.enum(BID_KINDS),
  leading: z.boolean(),
  /** Outbid at once by an earlier or higher maximum. */
  outbidAtOnce: z.boolean(),
  receivedAt: z.string(),
  /** Time left on the lot when the server accepted it ("received 0.8 s before close"). */
  msLeft: z.number().int(),
  extended: z.boolean(),
  state: lotStateSchema,
});
export type BidReceipt = z.infer<typeof bidReceiptSchema>;

export const lotListQuery = pageQuerySchema.extend({
  when: z.enum(AUCTION_WHEN).default('live'),
  sessionId: z.uuid().optional(),
  cityId: textSchema({ max: 64 }).optional(),
  brandId: textSchema({ max: 64 }).optional(),
  /** Current price bounds, decimal AED. */
  minPrice: amountSchema.optional(),
  maxPrice: amountSchema.optional(),
  q: textSchema({ max: 80 }).optional(),
});
export type LotListQuery = z.infer<typeof lotListQuery>;

export const sessionCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(SESSION_KINDS),
  status: z.enum(SESSION_STATUSES),
  cityName: z.string().nullable(),
  startsAt: z.string(),
  /** The end of its last lot as now scheduled. */
  endsAt: z.string().nullable(),
  lotCount: z.number().int(),
  cover: media.nullable(),
  depositRateBps: z.number().int(),
  depositFloorFils: filsSchema,
  hasStream: z.boolean(),
});
export type SessionCard = z.infer<typeof sessionCardSchema>;
export const sessionPageSchema = pageSchema(sessionCardSchema);

export const sessionListQuery = pageQuerySchema.extend({
  when: z.enum(AUCTION_WHEN).default('upcoming'),
  kind: z.enum(SESSION_KINDS).optional(),
  cityId: textSchema({ max: 64 }).optional(),
});

export const participationSchema = z.object({
  sessionId: z.string(),
  status: z.enum(PARTICIPATION_STATUSES),
  limitFils: filsSchema,
  depositFils: filsSchema,
  depositId: z.string(),
  /** Leading and maximum bids counted against the limit. */
  committedFils: filsSchema,
  /** When the hold is released at the latest: when the caller's last lot of the session closes. */
  releaseAt: z.string().nullable(),
  /** A card deposit answers where to pay; the participation turns `active` once it is paid. */
  checkoutUrl: z.string().nullable(),
});
export type Participation = z.infer<typeof participationSchema>;

export const sessionDetailSchema = sessionCardSchema.extend({
  streamUrl: z.string().nullable(),
  me: participationSchema.nullable(),
});
export type SessionDetail = z.infer<typeof sessionDetailSchema>;

export const joinSessionBody = z.object({
  /** The bidding limit, decimal AED: the earnest money held is a share of it. */
  limit: amountSchema,
  method: z.enum(['wallet', 'card']),
});
export type JoinSessionBody = z.infer<typeof joinSessionBody>;

/** The figures every calculator uses: fees, increments, earnest money rule (from the server's config). */
export const auctionTermsSchema = z.object({
  fees: z.object({
    buyerPremiumBps: z.number().int(),
    buyerPremiumMinFils: filsSchema,
    buyerPremiumMaxFils: filsSchema.nullable(),
    adminFeeTiers: z.array(z.object({ upToFils: filsSchema.nullable(), feeFils: filsSchema })),
    vatBps: z.number().int(),
  }),
  increments: z.array(z.object({ belowFils: filsSchema.nullable(), stepFils: filsSchema })),
  deposit: z.object({ rateBps: z.number().int(), floorFils: filsSchema, vipRateBps: z.number().int().nullable() }),
  softCloseMs: z.number().int(),
  paymentHours: z.number().int(),
  serverNow: z.string(),
});
export type AuctionTerms = z.infer<typeof auctionTermsSchema>;

export const serverTimeSchema = z.object({ serverNow: z.string() });

export const MY_BID_OUTCOMES = ['open', 'won', 'lost', 'on_approval'] as const;
export type MyBidOutcome = (typeof MY_BID_OUTCOMES)[number];

/** A lot in "my bids": the lot and the caller's standing. */
export const myBidSchema = z.object({
  lot: lotCardSchema,
  maxFils: filsSchema,
  leading: z.boolean(),
  /** won: closed sold to the caller; lost: closed otherwise; on_approval: the caller's high bid awaits the seller. */
  outcome: z.enum(MY_BID_OUTCOMES),
});
/** "My bids", optionally only the lots of one outcome (each tab of the page pages through its own). */
export const myBidListQuery = pageQuerySchema.extend({ outcome: z.enum(MY_BID_OUTCOMES).optional() });
export type MyBidListQuery = z.infer<typeof myBidListQuery>;
export const myBidPageSchema = pageSchema(myBidSchema);

export const watchStateSchema = z.object({ watching: z.boolean(), watchers: z.number().int() });

// ---- releasing a car to auction (releaseVehicle) and the review ----

export const releaseBody = z.object({
  listingId: z.uuid(),
  /** Decimal AED. */
  startPrice: amountSchema,
  /** Decimal AED; hidden from bidders. Below it the lot closes `on_approval`. */
  reserve: amountSchema.optional(),
  note: textSchema({ max: 500, multiline: true }).optional(),
});
export type ReleaseBody = z.infer<typeof releaseBody>;

/** A released car as its seller and the admins see it. */
export const releaseSchema = z.object({
  lotId: z.string(),
  car: listingSummarySchema,
  status: z.enum(LOT_STATUSES),
  result: z.enum(LOT_RESULTS).nullable(),
  startPriceFils: filsSchema,
  reserveFils: filsSchema.nullable(),
  note: z.string().nullable(),
  rejectReason: z.string().nullable(),
  sessionId: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  priceFils: filsSchema.nullable(),
  approvalDeadline: z.string().nullable(),
  createdAt: z.string(),
});
export type Release = z.infer<typeof releaseSchema>;
export const releasePageSchema = pageSchema(releaseSchema);

export const releaseListQuery = pageQuerySchema.extend({ status: z.enum(LOT_STATUSES).optional() });

export const rejectReleaseBody = z.object({ reason: textSchema({ min: 1, max: 300, multiline: true }) });

/** The seller's answer to a lot closed below the reserve. */
export const approvalBody = z.object({ accept: z.boolean() });

// ---- sessions, for admins ----

export const createSessionBody = z.object({
  title: textSchema({ min: 2, max: 120 }),
  kind: z.enum(SESSION_KINDS),
  cityId: textSchema({ max: 64 }).optional(),
  /** ISO time; at least a minute ahead. */
  startsAt: z.iso.datetime({ offset: true }),
  /** How long the first lot runs. */
  lotMinutes: z.number().int().min(1).max(10_080),
  /** Each later lot ends this many minutes after the one before (timed sessions stagger their ends). */
  gapMinutes: z.number().int().min(0).max(1_440).default(1),
  hostId: z.uuid().optional(),
  streamUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional(),
  /** Earnest money as a share of the chosen limit, in basis points, and its floor in decimal AED. */
  depositRateBps: z.number().int().min(0).max(10_000).optional(),
  depositFloor: amountSchema.optional(),
});
export type CreateSessionBody = z.infer<typeof createSessionBody>;

export const sessionLotsBody = z.object({
  /** Approved lots in the order they run; replaces the session's list. */
  lotIds: z.array(z.uuid()).min(1).max(200),
});

export const adminSessionSchema = sessionCardSchema.extend({
  streamUrl: z.string().nullable(),
  hostId: z.string().nullable(),
  lotMinutes: z.number().int(),
  gapMinutes: z.number().int(),
  lots: z.array(releaseSchema),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;
export const adminSessionPageSchema = pageSchema(sessionCardSchema);
export const adminSessionListQuery = pageQuerySchema.extend({ status: z.enum(SESSION_STATUSES).optional() });

/**
 * Real-time events in `auction:<lotId>` rooms, after the transaction commits. A signed-in socket
 * joins with `rooms:join` `auction:<lotId>` (ack `{ ok }`; a lot not published yet answers NOT_FOUND).
 */
export const AUCTION_EVENTS = {
  /**
   * LotState: a new price, leader, extension, start or end. A room broadcast is the same for every
   * socket, so its `leader.isMe` is always false: the client compares `leader.alias` with its own
   * alias in this lot (from its bid receipt's `state.leader` or the lot detail). `seq` rises by one
   * per change: a gap means a missed event, so fetch the lot again.
   */
  state: 'auction:state',
  /** To `user:<id>` of the previous leader: `{ lotId, title, priceFils, minNextBidFils, state }`. */
  outbid: 'auction:outbid',
  /** `{ lotId, viewers }`: sockets in the room, sent when one joins or leaves (at most every 200 ms per room). */
  viewers: 'auction:viewers',
} as const;
/** Socket clock sync: the client emits with its send time, the server acks `{ serverNow }` (ms). */
export const AUCTION_TIME_EVENT = 'auction:time';
