import { authContract, type ChangePasswordBody } from '@souq/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { saveSession } from '../../../lib/session';

/** The server revokes every old token and answers with a new session, which replaces ours. */
export function changePassword(body: ChangePasswordBody) {
  return call(authContract.endpoints.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: (session) => saveSession(session) });
}
