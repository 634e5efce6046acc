import { type LoaderFunctionArgs, Navigate, Outlet, redirect, useLocation } from 'react-router';
import { loginPath } from '../lib/navigation';
import { isLoggedIn, useSession } from '../lib/session';

/** Spec 2: a login-required route with no token or no stored user sends the guest to login. */
export function requireAuthLoader({ request }: LoaderFunctionArgs) {
  if (!isLoggedIn()) {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  }
  return null;
}

/** The same rule while a page is open (the session can end under it). */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!isLoggedIn(session)) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return <Outlet />;
}
