import type { RouteModule } from '../../lib/route';

export const shopsRoutes: RouteModule = (_app, _services) => {};
