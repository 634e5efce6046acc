import { AUCTION_EVENTS, type LotState } from '@souq/shared/auctions/auctions.schema';
import type { AppContext } from '../../context';

/** The room of one lot. */
export const lotRoom = (lotId: string) => `auction:${lotId}`;

/** What `auction:outbid` carries to `user:<previous leader>`. */
export interface OutbidEvent {
  lotId: string;
  title: string;
  /** The new price (fils) and the least the alerted bidder may bid now. */
  priceFils: number | null;
  minNextBidFils: number;
  state: LotState;
}

/**
 * Real-time fan-out, always after the commit (callers pass these to `afterCommit`). A room
 * broadcast is the same for every socket in it, so its `leader.isMe` is always false: a client
 * knows its own "Bidder N" from its receipt or the lot detail and compares `leader.alias`.
 */
export class AuctionEvents {
  constructor(private readonly ctx: AppContext) {}

  state(state: LotState): void {
    const broadcast = state.leader ? { ...state, leader: { ...state.leader, isMe: false } } : state;
    this.ctx.realtime.toRoom(lotRoom(state.lotId), AUCTION_EVENTS.state, broadcast);
  }

  outbid(userId: string, event: OutbidEvent): void {
    const state = event.state.leader ? { ...event.state, leader: { ...event.state.leader, isMe: false } } : event.state;
    this.ctx.realtime.toUser(userId, AUCTION_EVENTS.outbid, { ...event, state });
  }
}
