import { authContract } from '@souq/shared';
import { call } from '../../../lib/api';

/** Revokes the token on the server (and its push device). Quiet: logging out locally always works. */
export function logoutOnServer() {
  return call(authContract.endpoints.logout, { silent: true, slowHint: false, auth: 'optional', timeoutMs: 10_000 });
}
