import type { RouteModule } from '../../lib/route';

export const bookingsRoutes: RouteModule = (_app, _services) => {};
