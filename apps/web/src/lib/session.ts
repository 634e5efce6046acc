/**
 * The session: token, expiry and user, kept in localStorage (spec 3: logged-in user, client side).
 * A tiny external store; React reads it with `useSession()`.
 */
import type { Session, User } from '@souq/shared';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, storage } from './storage';

export interface SessionState {
  token: string | null;
  expiresAt: string | null;
  user: User | null;
  /** True once the stored token was confirmed by the server in this run (spec 4: "mark logged in"). */
  verified: boolean;
}

function readStored(): SessionState {
  const token = storage.get(STORAGE_KEYS.token);
  const expiresAt = storage.get(STORAGE_KEYS.tokenExpiresAt);
  const user = storage.getJson<User>(STORAGE_KEYS.user);
  if (!token) return { token: null, expiresAt: null, user: null, verified: false };
  return { token, expiresAt, user, verified: false };
}

let state: SessionState = readStored();
const listeners = new Set<() => void>();

function emit(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function getToken(): string | null {
  return state.token;
}

export function isTokenExpired(s: SessionState = state, now = Date.now()): boolean {
  if (!s.token) return true;
  if (!s.expiresAt) return false;
  const at = Date.parse(s.expiresAt);
  return Number.isFinite(at) && at <= now;
}

/** Logged in as far as the guards are concerned: a live token and stored user info (spec 2). */
export function isLoggedIn(s: SessionState = state): boolean {
  return !!s.token && !!s.user && !isTokenExpired(s);
}

export function useIsLoggedIn(): boolean {
  return isLoggedIn(useSession());
}

export function saveSession(session: Session): void {
  storage.set(STORAGE_KEYS.token, session.token);
  storage.set(STORAGE_KEYS.tokenExpiresAt, session.expiresAt);
  storage.setJson(STORAGE_KEYS.user, session.user);
  emit({ token: session.token, expiresAt: session.expiresAt, user: session.user, verified: true });
}

export function saveUser(user: User): void {
  if (!state.token) return;
  storage.setJson(STORAGE_KEYS.user, user);
  emit({ ...state, user, verified: true });
}

export function clearSession(): void {
  storage.remove(STORAGE_KEYS.token);
  storage.remove(STORAGE_KEYS.tokenExpiresAt);
  storage.remove(STORAGE_KEYS.user);
  if (state.token === null && state.user === null) return;
  emit({ token: null, expiresAt: null, user: null, verified: false });
}
