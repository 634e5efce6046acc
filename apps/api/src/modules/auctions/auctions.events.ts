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

/** What a namespace offers the viewer count: room membership events and a (cross-node) socket count. */
interface ViewerNamespace {
  adapter: { on(event: 'join-room' | 'leave-room', listener: (room: string, id: string) => void): unknown };
  in(room: string): { fetchSockets(): Promise<unknown[]> };
}

/**
 * `auction:viewers` `{ lotId, viewers }` to a lot's room when sockets join or leave it, at most
 * once per room every `debounceMs` (a burst of joins sends one count). The count comes from
 * `fetchSockets`, which asks every node through the Redis adapter.
 */
export class ViewerCounter {
  private attached = false;
  private readonly pending = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly ctx: AppContext,
    private readonly debounceMs = 200,
  ) {}

  /** Listens on the namespace's adapter once (called for every connection; only the first attaches). */
  attach(nsp: ViewerNamespace): void {
    if (this.attached) return;
    this.attached = true;
    const changed = (room: string) => {
      if (!room.startsWith('auction:') || this.pending.has(room)) return;
      const timer = setTimeout(() => {
        this.pending.delete(room);
        nsp
          .in(room)
          .fetchSockets()
          .then((sockets) =>
            this.ctx.realtime.toRoom(room, AUCTION_EVENTS.viewers, {
              lotId: room.slice('auction:'.length),
              viewers: sockets.length,
            }),
          )
          .catch((err: unknown) => this.ctx.log.warn({ err, room }, 'auction viewer count failed'));
      }, this.debounceMs);
      timer.unref?.();
      this.pending.set(room, timer);
    };
    nsp.adapter.on('join-room', changed);
    nsp.adapter.on('leave-room', changed);
  }
}
