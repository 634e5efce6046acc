import { defineDomain } from '../../lib/domain';
import { auctionsDomain } from '../auctions';
import { notificationsDomain } from '../notifications';
import { usersDomain } from '../users';
import { auctionsPort } from './live.auctions-port';
import { liveRoutes } from './live.routes';
import { LiveService } from './live.service';
import { LiveViewers, liveConnection } from './live.sockets';

/** Live rooms of live auction sessions: host actions, barrage, viewers, follows and reminders. */
export const liveDomain = defineDomain({
  name: 'live',
  dependsOn: [auctionsDomain, usersDomain, notificationsDomain],
  build: (ctx, { auctions, auctionHost, users, notifications }) => {
    const live = new LiveService(ctx, { users, notifications });
    live.plugAuctions(auctionsPort({ auctions, auctionHost }));
    const liveViewers = new LiveViewers(ctx);
    live.useViewerCounter((room) => liveViewers.count(room));
    return { live, liveViewers };
  },
  routes: [liveRoutes],
  sockets: ({ live, liveViewers }, ctx) => ({
    onConnection: liveConnection(live, liveViewers, ctx),
    rooms: { live: { authorize: (actor, id) => live.assertCanJoin(actor, id) } },
  }),
});
