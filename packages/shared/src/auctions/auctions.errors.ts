import { defineErrors } from '../errors';

/**
 * The auctions domain's own error ids and their HTTP status. Texts: `errors:<id>` in the seven
 * languages. Params: BID_TOO_LOW, MAX_NOT_RAISED and BID_LIMIT_EXCEEDED carry `min` / `left` as a
 * formatted amount (AED); BIDDING_SUSPENDED carries `date`.
 */
export const AUCTION_ERRORS = defineErrors('auctions', {
  LOT_NOT_STARTED: 409,
  LOT_ENDED: 409,
  OWN_LOT: 403,
  BID_TOO_LOW: 409,
  MAX_NOT_RAISED: 409,
  AUCTION_NOT_JOINED: 403,
  DEPOSIT_NOT_PAID: 409,
  BID_LIMIT_EXCEEDED: 409,
  LIMIT_NOT_RAISED: 409,
  BIDDING_SUSPENDED: 403,
  LISTING_NOT_RELEASABLE: 409,
  RESERVE_BELOW_START: 400,
  LOT_NOT_IN_REVIEW: 409,
  SESSION_NOT_DRAFT: 409,
  SESSION_NOT_OPEN: 409,
  SESSION_HAS_NO_LOTS: 409,
  LOT_NOT_APPROVED: 409,
  APPROVAL_CLOSED: 409,
  START_TOO_SOON: 400,
  /** A live session's stream URL is not on a configured stream origin (LIVE_STREAM_ORIGINS). */
  STREAM_ORIGIN_NOT_ALLOWED: 400,
  /** The host opens a lot while another lot of the live session is still open. */
  ANOTHER_LOT_OPEN: 409,
  /** A live-room action (open or close now) on a lot of a timed session. */
  NOT_LIVE_SESSION: 409,
  /** The start price changes only before the first bid. */
  LOT_HAS_BIDS: 409,
  /** A second-chance offer on a lot that is not unsold, has no runner-up, was offered already or is in another lot. */
  OFFER_NOT_POSSIBLE: 409,
  /** The offer was answered already or its time ran out (server clock). */
  OFFER_CLOSED: 409,
});
