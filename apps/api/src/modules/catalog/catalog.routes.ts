import type { RouteModule } from '../../lib/route';

export const catalogRoutes: RouteModule = (_app, _services) => {};
