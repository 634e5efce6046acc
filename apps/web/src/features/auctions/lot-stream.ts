/**
 * The live state of one lot as the page keeps it from the socket: every `auction:state` event
 * carries the lot's sequence number. An event at or below the last one seen is old news and is
 * dropped; the next one in order is shown; a skipped number means an event was missed, so the
 * price is held back (stale) until the lot is fetched again. A lost connection makes the state
 * stale as well, until the fetch that follows the reconnect.
 */
import type { LotState } from '@souq/shared/auctions/auctions.schema';

export interface LiveLot {
  state: LotState | null;
  /** A gap or a reconnect: the shown price may be behind; a fetch is on its way. */
  stale: boolean;
}

export type LiveLotAction =
  | { type: 'event'; state: LotState }
  | { type: 'fetched'; state: LotState }
  | { type: 'disconnected' }
  | { type: 'reconnected' };

export interface LiveLotStep {
  next: LiveLot;
  /** The caller fetches the lot now. */
  refetch: boolean;
}

export const initialLiveLot: LiveLot = { state: null, stale: false };

export function stepLiveLot(current: LiveLot, action: LiveLotAction): LiveLotStep {
  switch (action.type) {
    case 'event': {
      const last = current.state?.seq;
      if (last === undefined) return { next: { ...current, stale: true }, refetch: true };
      if (action.state.seq <= last) return { next: current, refetch: false };
      if (current.stale) return { next: current, refetch: false };
      if (action.state.seq === last + 1) return { next: { state: action.state, stale: false }, refetch: false };
      return { next: { ...current, stale: true }, refetch: true };
    }
    case 'fetched': {
      const last = current.state?.seq;
      // An answer older than what the socket already showed keeps the newer state.
      if (last !== undefined && action.state.seq < last) return { next: { ...current, stale: false }, refetch: false };
      return { next: { state: action.state, stale: false }, refetch: false };
    }
    case 'disconnected':
      return { next: { ...current, stale: true }, refetch: false };
    case 'reconnected':
      return { next: { ...current, stale: true }, refetch: true };
  }
}
