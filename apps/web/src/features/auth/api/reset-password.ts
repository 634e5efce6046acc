import { authContract, type ResetPasswordBody } from '@souq/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export function resetPassword(body: ResetPasswordBody) {
  return call(authContract.endpoints.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
