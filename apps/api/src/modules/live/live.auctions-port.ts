import { LIVE_ERRORS } from '@souq/shared/live/live.errors';
import { AppError } from '../../lib/errors';
import type { ReleasesService } from '../auctions/auctions.admin';
import type { AuctionsReader } from '../auctions/auctions.reading';
import type { LiveAuctionsPort, LiveLotInfo, LiveSessionInfo } from './live.ports';

/**
 * The live port over what the auctions services offer today: a session with its host and stream
 * (the admin's session view), its lots in order and each lot's state. The auctions service has no
 * method yet to open or close a lot at the host's word or to change a start price before the first
 * bid: opening and closing follow the lots' schedule (the host's messages announce them), and a
 * base-number change answers LIVE_ACTION_UNAVAILABLE until `setStartPrice` exists there.
 */
export function auctionsPort(services: {
  auctions: AuctionsReader;
  auctionReleases: ReleasesService;
}): LiveAuctionsPort {
  const adminSession = async (id: string) => {
    try {
      return await services.auctionReleases.adminSession(id, 'en');
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
      throw err;
    }
  };
  const port: LiveAuctionsPort = {
    async upcomingLiveSessions(limit) {
      const page = await services.auctions.sessions({ when: 'upcoming', kind: 'live', limit }, 'en');
      const sessions = await Promise.all(page.items.map((card) => port.session(card.id)));
      return sessions.filter((s): s is LiveSessionInfo => s !== null);
    },
    async watchedSessionIds(actor) {
      const page = await services.auctions.myWatches(actor, { limit: 50 }, 'en');
      return [...new Set(page.items.flatMap((lot) => (lot.sessionId ? [lot.sessionId] : [])))];
    },
    async session(id) {
      const s = await adminSession(id);
      if (!s) return null;
      return {
        id: s.id,
        title: s.title,
        kind: s.kind,
        status: s.status,
        hostId: s.hostId,
        streamUrl: s.streamUrl,
        startsAt: s.startsAt,
      };
    },
    async lots(id) {
      const s = await adminSession(id);
      if (!s) return [];
      const lots: LiveLotInfo[] = [];
      for (const [i, lot] of s.lots.entries()) {
        const state = await services.auctions.state(null, lot.lotId).catch(() => null);
        lots.push({
          id: lot.lotId,
          title: lot.car.title,
          position: i,
          status: state?.status ?? lot.status,
          startPriceFils: state?.startPriceFils ?? lot.startPriceFils,
          priceFils: state?.priceFils ?? lot.priceFils,
          bidCount: state?.bidCount ?? 0,
        });
      }
      return lots;
    },
    // The lot opens and closes on its schedule; the host's message announces it.
    openLot: async () => {},
    closeLot: async () => {},
    setStartPrice: async () => {
      throw new AppError(LIVE_ERRORS.LIVE_ACTION_UNAVAILABLE);
    },
  };
  return port;
}
