import type { RouteModule } from '../../lib/route';

export const regionsRoutes: RouteModule = (_app, _services) => {};
