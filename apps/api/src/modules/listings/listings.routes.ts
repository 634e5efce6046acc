import type { RouteModule } from '../../lib/route';

export const listingsRoutes: RouteModule = (_app, _services) => {};
