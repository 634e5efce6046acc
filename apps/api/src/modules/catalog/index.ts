import { defineDomain } from '../../lib/domain';
import { regionsDomain } from '../regions';
import { catalogRoutes } from './catalog.routes';
import { CatalogService } from './catalog.service';

/** Car brands, series and models. */
export const catalogDomain = defineDomain({
  name: 'catalog',
  dependsOn: [regionsDomain],
  build: (ctx, { regions }) => ({ catalog: new CatalogService(ctx, { regions }) }),
  routes: [catalogRoutes],
});
