import { defineDomain } from '../../lib/domain';
import { catalogDomain } from '../catalog';
import { notificationsDomain } from '../notifications';
import { regionsDomain } from '../regions';
import { shopsDomain } from '../shops';
import { uploadsDomain } from '../uploads';
import { usersDomain } from '../users';
import { listingsRoutes } from './listings.routes';
import { seedListings } from './listings.seed';
import { ListingsService } from './listings.service';

/** Cars for sale (used, import, export, abroad): publishing, review, search, favourites. */
export const listingsDomain = defineDomain({
  name: 'listings',
  dependsOn: [catalogDomain, regionsDomain, shopsDomain, uploadsDomain, notificationsDomain, usersDomain],
  build: (ctx, { catalog, regions, shops, uploads, notifications, users }) => {
    const listings = new ListingsService(ctx, { catalog, regions, shops, uploads, notifications, users });
    // Shop cards show how many cars each shop has on sale (the port of decision record 0019).
    shops.countCarsWith(listings);
    return { listings };
  },
  routes: [listingsRoutes],
  seed: { demo: seedListings },
});
