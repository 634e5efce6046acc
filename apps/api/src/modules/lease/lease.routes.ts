import type { RouteModule } from '../../lib/route';

export const leaseRoutes: RouteModule = (_app, _services) => {};
