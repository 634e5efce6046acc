import type { RouteModule } from '../../lib/route';

export const fleetRoutes: RouteModule = (_app, _services) => {};
