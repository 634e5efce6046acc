import type { RouteObject } from 'react-router';

/** Pages of this feature anyone may open. */
export const publicRoutes: RouteObject[] = [];

/** Pages that need a logged-in user (rendered inside the auth guard). */
export const authRoutes: RouteObject[] = [];
