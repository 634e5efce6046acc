import { defineDomain } from '../../lib/domain';
import { notificationsDomain } from '../notifications';
import { regionsDomain } from '../regions';
import { uploadsDomain } from '../uploads';
import { usersDomain } from '../users';
import { shopsRoutes } from './shops.routes';
import { seedShops } from './shops.seed';
import { ShopsService } from './shops.service';

export type { ShopCarCounts } from './shops.service';

/** Dealer shops: opening, verification, shop pages, followers and consultants. */
export const shopsDomain = defineDomain({
  name: 'shops',
  dependsOn: [regionsDomain, uploadsDomain, notificationsDomain, usersDomain],
  build: (ctx, { regions, uploads, notifications, users }) => ({
    shops: new ShopsService(ctx, { regions, uploads, notifications, users }),
  }),
  routes: [shopsRoutes],
  seed: { demo: seedShops },
});
