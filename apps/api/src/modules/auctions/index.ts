import { AUCTION_TIME_EVENT } from '@souq/shared/auctions/auctions.schema';
import { defineDomain } from '../../lib/domain';
import { depositsDomain } from '../deposits';
import { listingsDomain } from '../listings';
import { notificationsDomain } from '../notifications';
import { regionsDomain } from '../regions';
import { walletDomain } from '../wallet';
import { ReleasesService } from './auctions.admin';
import { BiddingService } from './auctions.bidding';
import { CloseService } from './auctions.close';
import { AuctionEvents, ViewerCounter } from './auctions.events';
import { HostService } from './auctions.host';
import { ParticipationService } from './auctions.participation';
import { AuctionsPresenter } from './auctions.presenter';
import { AuctionsReader } from './auctions.reading';
import { auctionsRoutes } from './auctions.routes';
import { engineRules } from './auctions.rules';
import { SecondChanceService } from './auctions.second-chance';
import { seedAuctions } from './auctions.seed';

const OFFER_EXPIRY_INTERVAL_MS = 15_000;

/** Live and timed car auctions: sessions, lots, earnest money, bidding, the close, and their rooms. */
export const auctionsDomain = defineDomain({
  name: 'auctions',
  // wallet: only the demo seed credits the demo bidders' wallets.
  dependsOn: [depositsDomain, listingsDomain, notificationsDomain, regionsDomain, walletDomain],
  build: (ctx, { deposits, listings, notifications, regions }) => {
    const presenter = new AuctionsPresenter(ctx, listings, engineRules(ctx.config).bands, regions);
    const events = new AuctionEvents(ctx);
    const auctionParticipation = new ParticipationService(ctx, { deposits, notifications });
    const auctionClose = new CloseService(ctx, {
      participation: auctionParticipation,
      notifications,
      events,
      presenter,
    });
    const auctionSecondChance = new SecondChanceService(ctx, {
      close: auctionClose,
      participation: auctionParticipation,
      notifications,
    });
    // The wallet's holds page names an auction deposit's hold by its session (the hold's ref is the deposit).
    deposits.labelRefs('deposit', (ids) => auctionParticipation.labels(ids));
    return {
      auctions: new AuctionsReader(ctx, {
        presenter,
        participation: auctionParticipation,
        secondChance: auctionSecondChance,
        deposits,
        listings,
      }),
      auctionParticipation,
      auctionBids: new BiddingService(ctx, { participation: auctionParticipation, notifications, events }),
      auctionClose,
      auctionSecondChance,
      // The host's control of a live session's lots, and the live rooms' reads.
      auctionHost: new HostService(ctx, { close: auctionClose, events }),
      auctionReleases: new ReleasesService(ctx, { listings, presenter, regions }),
    };
  },
  routes: [auctionsRoutes],
  jobs: ({ auctionClose, auctionSecondChance }, ctx) => [
    { name: 'auctions-close', intervalMs: ctx.config.AUCTION_CLOSE_INTERVAL_MS, run: () => auctionClose.closeDue() },
    // A decision is judged against the deadline by the server clock when it arrives; this job only
    // records expired offers and tells their sellers, so it need not run as often as the close.
    {
      name: 'auctions-offers-expire',
      intervalMs: OFFER_EXPIRY_INTERVAL_MS,
      run: () => auctionSecondChance.expireDue(),
    },
  ],
  sockets: ({ auctions }, ctx) => {
    const viewers = new ViewerCounter(ctx);
    return {
      // Clock sync (NTP-like): the client sends its time, the ack carries the server's time in ms.
      onConnection: (socket) => {
        viewers.attach(socket.nsp);
        socket.on(AUCTION_TIME_EVENT, (_clientMs: unknown, ack?: unknown) => {
          if (typeof ack === 'function') ack({ serverNow: auctions.now().getTime() });
        });
      },
      rooms: { auction: { authorize: (actor, id) => auctions.assertCanWatch(actor, id) } },
    };
  },
  seed: { demo: seedAuctions },
});
