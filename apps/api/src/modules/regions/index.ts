import { defineDomain } from '../../lib/domain';
import { regionsRoutes } from './regions.routes';
import { RegionsService } from './regions.service';

/** Emirates, cities and areas. */
export const regionsDomain = defineDomain({
  name: 'regions',
  build: (ctx) => ({ regions: new RegionsService(ctx, {}) }),
  routes: [regionsRoutes],
});
