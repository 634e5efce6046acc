/**
 * The session flows of spec section 4: launch, login success, logout. They join the session
 * (lib/session.ts), auth's logout call and the users' own record, so they live here, above both
 * features (auth's pages use them, and users' record needs the session: a cycle inside a feature).
 */
import type { Session } from '@souq/shared';
// The app shell loads this module: it takes the logout call directly, not auth's index (sign-in fields).
import { logoutOnServer } from '../features/auth/api/logout';
import { getMe, meQueryKey, registerPushDevice } from '../features/users';
import { isApiError } from '../lib/api';
import { nativePlatform } from '../lib/native';
import { navigateTo, safeRedirect } from '../lib/navigation';
import { queryClient } from '../lib/query-client';
import { clearSession, getSession, isTokenExpired, saveSession } from '../lib/session';
import { STORAGE_KEYS, storage } from '../lib/storage';

/**
 * Launch: with a stored token, fetch the user and mark the session verified; when the server
 * refuses (logged out, locked, deleted) the token is dropped. Without an answer (offline, timeout)
 * the stored session is kept so an installed app still opens offline.
 */
export async function bootstrapSession(): Promise<void> {
  const session = getSession();
  if (!session.token) return;
  if (isTokenExpired(session)) {
    clearSession();
    return;
  }
  try {
    const user = await getMe({ auth: 'optional', silent: true });
    queryClient.setQueryData(meQueryKey, user);
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500 && getSession().token === session.token) {
      clearSession();
    }
  }
}

/** The push device id, when a push client (native plugin, web push) has stored one. */
export function storedPushId(): string | null {
  return storage.get(STORAGE_KEYS.pushId);
}

/**
 * Login success: store token and expiry, register the push device (when there is an id), reload
 * the user, go to the redirect (no toast: the header's account menu and the page show who is logged in).
 */
export async function completeLogin(session: Session, redirect: string | null | undefined): Promise<void> {
  saveSession(session);
  queryClient.clear();
  const pushId = storedPushId();
  if (pushId) {
    await registerPushDevice({ pushId, platform: nativePlatform() }).catch(() => {
      /* push is optional; the login stands */
    });
  }
  try {
    const user = await getMe({ silent: true });
    queryClient.setQueryData(meQueryKey, user);
  } catch {
    /* the session's own user is already stored */
  }
  await navigateTo(safeRedirect(redirect, '/'), { replace: true });
}

function dropLocalState(): void {
  clearSession();
  queryClient.clear();
}

/** Logout: the server is told when the token is still valid; local state always goes. */
export async function logout(): Promise<void> {
  const session = getSession();
  if (session.token && !isTokenExpired(session)) {
    await logoutOnServer().catch(() => {
      /* the token dies with the local session anyway */
    });
  }
  // Leave the page first, so login-required pages do not redirect on their own meanwhile.
  await navigateTo('/login', { replace: true });
  dropLocalState();
}

/** After the account was deleted on the server. */
export async function forgetDeletedAccount(): Promise<void> {
  await navigateTo('/', { replace: true });
  dropLocalState();
}

/** Used by the API client when the server answers logged out: local only, the token is dead. */
export function clearSessionAfterLoggedOut(): void {
  dropLocalState();
}
