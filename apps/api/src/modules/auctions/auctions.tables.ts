import type {
  BidKind,
  BidReceipt,
  LotResult,
  LotStatus,
  OfferStatus,
  ParticipationStatus,
  SessionKind,
  SessionStatus,
} from '@souq/shared/auctions/auctions.schema';
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
import { at, createdAt, fils, updatedAt, uuidKey } from '../../db/columns';
import { listings } from '../listings/listings.tables';
import { userRef, users } from '../users/users.tables';

/** Every amount fits MAX_AMOUNT_FILS (AED 100 billion), the bound of every amount the API takes. */
const MAX_FILS = sql.raw('10000000000000');
const amountOk = (col: unknown, nullable = false) =>
  nullable
    ? sql`${col} is null or (${col} >= 0 and ${col} <= ${MAX_FILS})`
    : sql`${col} >= 0 and ${col} <= ${MAX_FILS}`;

/** A session (one "round"): a schedule, a kind, the earnest money rule, and lots in order. */
export const auctionSessions = pgTable(
  'auction_sessions',
  {
    id: uuidKey(),
    title: text('title').notNull(),
    kind: text('kind').$type<SessionKind>().notNull(),
    status: text('status').$type<SessionStatus>().notNull(),
    cityId: text('city_id'),
    startsAt: at('starts_at').notNull(),
    lotMinutes: integer('lot_minutes').notNull(),
    gapMinutes: integer('gap_minutes').notNull(),
    hostId: uuid('host_id').references(() => users.id),
    streamUrl: text('stream_url'),
    depositRateBps: integer('deposit_rate_bps').notNull(),
    depositFloorFils: fils('deposit_floor_fils').notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('auction_sessions_status_starts_idx').on(t.status, t.startsAt, t.id),
    index('auction_sessions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('auction_sessions_title_len', sql`char_length(${t.title}) between 1 and 120`),
    check('auction_sessions_city_len', sql`${t.cityId} is null or char_length(${t.cityId}) <= 64`),
    check('auction_sessions_stream_len', sql`${t.streamUrl} is null or char_length(${t.streamUrl}) <= 500`),
    check('auction_sessions_kind_valid', sql`${t.kind} in ('timed', 'live')`),
    check('auction_sessions_status_valid', sql`${t.status} in ('draft', 'scheduled', 'live', 'ended', 'canceled')`),
    check('auction_sessions_minutes', sql`${t.lotMinutes} between 1 and 10080 and ${t.gapMinutes} between 0 and 1440`),
    check('auction_sessions_rate', sql`${t.depositRateBps} between 0 and 10000`),
    check('auction_sessions_floor', amountOk(t.depositFloorFils)),
  ],
);
export type AuctionSessionRow = typeof auctionSessions.$inferSelect;

/**
 * A lot: a released car, reviewed, then placed in a session. `ends_at` is the durable deadline the
 * close job reads; `seq` rises with every change of its live state (bid, extension, start, close).
 */
export const auctionLots = pgTable(
  'auction_lots',
  {
    id: uuidKey(),
    sessionId: uuid('session_id').references(() => auctionSessions.id),
    position: integer('position'),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    sellerId: userRef('seller_id'),
    /** Copied from the car at release: the list filters (text search, brand, city). */
    title: text('title').notNull(),
    brandId: text('brand_id').notNull(),
    cityId: text('city_id').notNull(),
    status: text('status').$type<LotStatus>().notNull(),
    startPriceFils: fils('start_price_fils').notNull(),
    reserveFils: fils('reserve_fils'),
    note: text('note'),
    rejectReason: text('reject_reason'),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    priceFils: fils('price_fils'),
    leaderId: uuid('leader_id').references(() => users.id),
    bidCount: integer('bid_count').notNull().default(0),
    seq: integer('seq').notNull().default(0),
    extensions: integer('extensions').notNull().default(0),
    result: text('result').$type<LotResult>(),
    hammerFils: fils('hammer_fils'),
    winnerId: uuid('winner_id').references(() => users.id),
    closedAt: at('closed_at'),
    approvalDeadline: at('approval_deadline'),
    /** Set by the deals domain once the winner's earnest money was applied. */
    settledAt: at('settled_at'),
    /** The seller's Idempotency-Key of the release and a hash of what it asked for. */
    releaseKey: text('release_key').notNull(),
    releaseHash: text('release_hash').notNull(),
    /** The seller's Idempotency-Key of the approval decision. */
    decisionKey: text('decision_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('auction_lots_seller_release_key').on(t.sellerId, t.releaseKey),
    // A car is in at most one lot that has not closed (or been sent back).
    uniqueIndex('auction_lots_listing_active').on(t.listingId).where(sql`${t.status} not in ('closed', 'rejected')`),
    index('auction_lots_due_idx').on(t.status, t.endsAt),
    index('auction_lots_starts_idx').on(t.status, t.startsAt),
    index('auction_lots_session_idx').on(t.sessionId, t.position),
    index('auction_lots_seller_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()),
    index('auction_lots_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('auction_lots_approval_idx').on(t.result, t.approvalDeadline),
    check(
      'auction_lots_status_valid',
      sql`${t.status} in ('pending_review', 'rejected', 'approved', 'scheduled', 'open', 'closed')`,
    ),
    check('auction_lots_result_valid', sql`${t.result} is null or ${t.result} in ('sold', 'on_approval', 'unsold')`),
    check('auction_lots_start_price', sql`${t.startPriceFils} > 0 and ${t.startPriceFils} <= ${MAX_FILS}`),
    check('auction_lots_reserve', amountOk(t.reserveFils, true)),
    check('auction_lots_price', amountOk(t.priceFils, true)),
    check('auction_lots_hammer', amountOk(t.hammerFils, true)),
    check('auction_lots_counts', sql`${t.bidCount} >= 0 and ${t.seq} >= 0 and ${t.extensions} >= 0`),
    check('auction_lots_position', sql`${t.position} is null or ${t.position} between 0 and 1000`),
    check(
      'auction_lots_text_len',
      sql`char_length(${t.title}) <= 200 and char_length(${t.brandId}) <= 64 and char_length(${t.cityId}) <= 64
        and (${t.note} is null or char_length(${t.note}) <= 500)
        and (${t.rejectReason} is null or char_length(${t.rejectReason}) <= 300)
        and char_length(${t.releaseKey}) <= 200 and char_length(${t.releaseHash}) <= 128
        and (${t.decisionKey} is null or char_length(${t.decisionKey}) <= 200)`,
    ),
    check(
      'auction_lots_ends_after_start',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);
export type AuctionLotRow = typeof auctionLots.$inferSelect;

/** A bidder in a session: the limit their held earnest money covers. */
export const auctionParticipations = pgTable(
  'auction_participations',
  {
    id: uuidKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => auctionSessions.id),
    userId: userRef('user_id'),
    /** The limit covered by held deposits (0 until the first is held). */
    limitFils: fils('limit_fils').notNull(),
    status: text('status').$type<ParticipationStatus>().notNull(),
    releasedAt: at('released_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('auction_participations_session_user').on(t.sessionId, t.userId),
    index('auction_participations_user_idx').on(t.userId),
    check('auction_participations_limit', amountOk(t.limitFils)),
    check(
      'auction_participations_status_valid',
      sql`${t.status} in ('pending_payment', 'active', 'released', 'applied', 'canceled')`,
    ),
  ],
);
export type AuctionParticipationRow = typeof auctionParticipations.$inferSelect;

/** Each deposit a participation holds: the first one, and one per raise of the limit (the difference). */
export const auctionParticipationDeposits = pgTable(
  'auction_participation_deposits',
  {
    id: uuidKey(),
    participationId: uuid('participation_id')
      .notNull()
      .references(() => auctionParticipations.id),
    depositId: uuid('deposit_id').notNull(),
    amountFils: fils('amount_fils').notNull(),
    /** The limit this deposit brings the participation to, once held. */
    limitFils: fils('limit_fils').notNull(),
    status: text('status').$type<'pending_payment' | 'held' | 'released' | 'applied' | 'canceled'>().notNull(),
    checkoutUrl: text('checkout_url'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auction_participation_deposits_key').on(t.participationId, t.idempotencyKey),
    uniqueIndex('auction_participation_deposits_deposit').on(t.depositId),
    check('auction_participation_deposits_amount', sql`${t.amountFils} > 0 and ${t.amountFils} <= ${MAX_FILS}`),
    check('auction_participation_deposits_limit', amountOk(t.limitFils)),
    check(
      'auction_participation_deposits_status_valid',
      sql`${t.status} in ('pending_payment', 'held', 'released', 'applied', 'canceled')`,
    ),
    check(
      'auction_participation_deposits_text_len',
      sql`char_length(${t.idempotencyKey}) <= 200 and char_length(${t.requestHash}) <= 128
        and (${t.checkoutUrl} is null or char_length(${t.checkoutUrl}) <= 2000)`,
    ),
  ],
);
export type AuctionParticipationDepositRow = typeof auctionParticipationDeposits.$inferSelect;

/** A bidder's maximum on a lot (a plain bid is a maximum of its amount); raised, never lowered. */
export const auctionMaxima = pgTable(
  'auction_maxima',
  {
    id: uuidKey(),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => auctionLots.id),
    bidderId: userRef('bidder_id'),
    maxFils: fils('max_fils').notNull(),
    /** The lot's sequence when this maximum was set: the earlier maximum wins a tie. */
    seq: integer('seq').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('auction_maxima_lot_bidder').on(t.lotId, t.bidderId),
    index('auction_maxima_bidder_idx').on(t.bidderId, t.updatedAt.desc(), t.id.desc()),
    check('auction_maxima_amount', sql`${t.maxFils} > 0 and ${t.maxFils} <= ${MAX_FILS}`),
  ],
);
export type AuctionMaximumRow = typeof auctionMaxima.$inferSelect;

/** One place-a-bid request: its key, what it asked, and the receipt it answered (a retry answers the same). */
export const auctionBidRequests = pgTable(
  'auction_bid_requests',
  {
    id: uuidKey(),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => auctionLots.id),
    bidderId: userRef('bidder_id'),
    kind: text('kind').$type<BidKind>().notNull(),
    amountFils: fils('amount_fils').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    receipt: jsonb('receipt').$type<BidReceipt>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auction_bid_requests_bidder_key').on(t.bidderId, t.idempotencyKey),
    check('auction_bid_requests_amount', sql`${t.amountFils} > 0 and ${t.amountFils} <= ${MAX_FILS}`),
    check('auction_bid_requests_kind_valid', sql`${t.kind} in ('bid', 'max')`),
    check(
      'auction_bid_requests_text_len',
      sql`char_length(${t.idempotencyKey}) <= 200 and char_length(${t.requestHash}) <= 128`,
    ),
  ],
);

/** The bid log: every bid the engine placed, by hand or by a maximum, with the server's time. */
export const auctionBids = pgTable(
  'auction_bids',
  {
    id: uuidKey(),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => auctionLots.id),
    bidderId: userRef('bidder_id'),
    amountFils: fils('amount_fils').notNull(),
    automatic: boolean('automatic').notNull(),
    /** The request that placed it (null never; an automatic counter-bid carries the request that caused it). */
    requestId: uuid('request_id').references(() => auctionBidRequests.id),
    at: at('at').notNull(),
    msLeft: integer('ms_left').notNull(),
    /** Order within the lot (the lot's seq after the bid, then its place in the engine's log). */
    seq: integer('seq').notNull(),
  },
  (t) => [
    index('auction_bids_lot_idx').on(t.lotId, t.at.desc(), t.id.desc()),
    index('auction_bids_request_idx').on(t.requestId),
    check('auction_bids_amount', sql`${t.amountFils} > 0 and ${t.amountFils} <= ${MAX_FILS}`),
  ],
);
export type AuctionBidRow = typeof auctionBids.$inferSelect;

/** "Bidder N": a bidder's number in one lot, in order of their first bid. */
export const auctionLotBidders = pgTable(
  'auction_lot_bidders',
  {
    lotId: uuid('lot_id')
      .notNull()
      .references(() => auctionLots.id),
    userId: userRef('user_id'),
    alias: integer('alias').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lotId, t.userId] }),
    uniqueIndex('auction_lot_bidders_alias').on(t.lotId, t.alias),
    check('auction_lot_bidders_alias_positive', sql`${t.alias} >= 1`),
  ],
);

export const auctionWatches = pgTable(
  'auction_watches',
  {
    lotId: uuid('lot_id')
      .notNull()
      .references(() => auctionLots.id),
    userId: userRef('user_id', 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.lotId, t.userId] }),
    index('auction_watches_user_idx').on(t.userId, t.createdAt.desc(), t.lotId.desc()),
  ],
);

/** A bidding ban until a date (the deals domain sets it for an unpaid invoice). */
export const auctionBidderSuspensions = pgTable(
  'auction_bidder_suspensions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    until: at('until').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('auction_bidder_suspensions_reason_len', sql`char_length(${t.reason}) <= 300`)],
);

/**
 * A second-chance offer: an unsold lot offered by its seller (or an admin) to the runner-up at the
 * runner-up's last bid, open until `expires_at` (server clock). One per lot: the runner-up gets
 * one chance. The runner-up's decision and the expiry job each change an open row only.
 */
export const auctionOffers = pgTable(
  'auction_offers',
  {
    id: uuidKey(),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => auctionLots.id),
    bidderId: userRef('bidder_id'),
    offeredBy: userRef('offered_by'),
    amountFils: fils('amount_fils').notNull(),
    status: text('status').$type<OfferStatus>().notNull(),
    expiresAt: at('expires_at').notNull(),
    decidedAt: at('decided_at'),
    /** The offerer's Idempotency-Key, and the runner-up's of the decision. */
    offerKey: text('offer_key').notNull(),
    decisionKey: text('decision_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('auction_offers_lot_unique').on(t.lotId),
    index('auction_offers_bidder_idx').on(t.bidderId, t.status, t.expiresAt),
    index('auction_offers_due_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
    check('auction_offers_amount', sql`${t.amountFils} > 0 and ${t.amountFils} <= ${MAX_FILS}`),
    check('auction_offers_status_valid', sql`${t.status} in ('open', 'accepted', 'declined', 'expired')`),
    check('auction_offers_decided', sql`(${t.status} = 'open') = (${t.decidedAt} is null)`),
    check(
      'auction_offers_text_len',
      sql`char_length(${t.offerKey}) <= 200 and (${t.decisionKey} is null or char_length(${t.decisionKey}) <= 200)`,
    ),
  ],
);
export type AuctionOfferRow = typeof auctionOffers.$inferSelect;
