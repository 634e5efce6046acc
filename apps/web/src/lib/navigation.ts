/** Navigation from outside React (the API client, the session flows, the back button). */
export interface NavigateOptions {
  replace?: boolean;
}

type Navigate = (to: string | number, options?: NavigateOptions) => void | Promise<void>;

let navigateImpl: Navigate = (to, options) => {
  if (typeof to === 'number') window.history.go(to);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(fn: Navigate): void {
  navigateImpl = fn;
}

export async function navigateTo(to: string | number, options?: NavigateOptions): Promise<void> {
  await navigateImpl(to, options);
}

export function currentLocation(): { pathname: string; search: string } {
  return { pathname: window.location.pathname, search: window.location.search };
}

/** Only in-app paths are followed after login ("/x", never "//host" or "https://..."). */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  const path = value.split('?')[0] ?? '';
  if (path === '/login' || path === '/register' || path === '/forgot-password') return fallback;
  return value;
}

export function loginPath(redirect: string): string {
  return `/login?redirect=${encodeURIComponent(redirect)}`;
}
