import { api } from '../../../lib/api';

/** Revokes the token on the server (and its push device). Quiet: logging out locally always works. */
export function logoutOnServer(): Promise<{ ok: true }> {
  return api<{ ok: true }>('/api/auth/logout', {
    method: 'POST',
    silent: true,
    slowHint: false,
    auth: 'optional',
    timeoutMs: 10_000,
  });
}
