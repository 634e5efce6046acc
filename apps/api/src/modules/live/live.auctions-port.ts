import type { HostService, LiveSessionView } from '../auctions/auctions.host';
import type { AuctionsReader } from '../auctions/auctions.reading';
import type { LiveAuctionsPort, LiveSessionInfo } from './live.ports';

const info = (s: LiveSessionView): LiveSessionInfo => ({
  id: s.id,
  title: s.title,
  kind: s.kind,
  status: s.status,
  hostId: s.hostId,
  streamUrl: s.streamUrl,
  startsAt: s.startsAt,
});

/**
 * The live port over the auctions domain: the host service's light reads (a session, its lots with
 * their state in one query, upcoming lives of given hosts) and its control of the lots (open now,
 * start price before the first bid, close now through the scheduler's close). Each control call
 * commits before it returns; the live room posts its message after it.
 */
export function auctionsPort(services: { auctions: AuctionsReader; auctionHost: HostService }): LiveAuctionsPort {
  const host = services.auctionHost;
  return {
    async upcomingLiveSessions(filter, limit) {
      return (await host.upcomingLiveSessions(filter, limit)).map(info);
    },
    async watchedSessionIds(actor) {
      const page = await services.auctions.myWatches(actor, { limit: 50 }, 'en');
      return [...new Set(page.items.flatMap((lot) => (lot.sessionId ? [lot.sessionId] : [])))];
    },
    async session(id) {
      const s = await host.liveSession(id);
      return s ? info(s) : null;
    },
    async lots(id) {
      return (await host.sessionLots(id)).map((l) => ({
        id: l.lotId,
        title: l.title,
        position: l.position,
        status: l.state.status,
        startPriceFils: l.state.startPriceFils,
        priceFils: l.state.priceFils,
        bidCount: l.state.bidCount,
      }));
    },
    openLot: async (actor, lotId) => {
      await host.openLotNow(actor, lotId);
    },
    setStartPrice: async (actor, lotId, fils) => {
      await host.setStartPrice(actor, lotId, BigInt(fils));
    },
    closeLot: async (actor, lotId) => {
      await host.closeLotNow(actor, lotId);
    },
  };
}
