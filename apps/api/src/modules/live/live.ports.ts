import type { Actor } from '../../lib/authz';

/**
 * What the live rooms need from the auctions domain. The live domain reads sessions and lots only
 * through this port; `live.auctions-port.ts` adapts the auctions services to it, and tests plug a
 * fake with `LiveService.plugAuctions`.
 */
export interface LiveSessionInfo {
  id: string;
  title: string;
  kind: 'timed' | 'live';
  /** The auctions domain's status: draft, scheduled, live, ended, canceled. */
  status: string;
  hostId: string | null;
  streamUrl: string | null;
  startsAt: string;
}

export interface LiveLotInfo {
  id: string;
  title: string;
  position: number | null;
  /** The auctions domain's lot status (scheduled, open, closed, ...). */
  status: string;
  startPriceFils: number;
  priceFils: number | null;
  bidCount: number;
}

export interface LiveAuctionsPort {
  /** Live sessions not started yet of these hosts or with these ids, soonest first (the broadcast reminders). */
  upcomingLiveSessions(filter: { hostIds: string[]; sessionIds: string[] }, limit: number): Promise<LiveSessionInfo[]>;
  /** The sessions of the lots the user watches. */
  watchedSessionIds(actor: Actor): Promise<string[]>;
  /** The session, drafts included (the room hides them from viewers); null when there is none. */
  session(sessionId: string): Promise<LiveSessionInfo | null>;
  /** The session's lots in the admin's order. */
  lots(sessionId: string): Promise<LiveLotInfo[]>;
  /** The host starts the sale of a lot: it opens for bids now (committed when this returns). */
  openLot(actor: Actor, lotId: string): Promise<void>;
  /** The lot's start price before its first bid (committed when this returns); a 409 after it. */
  setStartPrice(actor: Actor, lotId: string, startPriceFils: number): Promise<void>;
  /** The host ends the sale of a lot: it closes now, settled like any close (committed when this returns). */
  closeLot(actor: Actor, lotId: string): Promise<void>;
}
