import type { RouteModule } from '../../lib/route';

export const driversRoutes: RouteModule = (_app, _services) => {};
