import { authContract } from '@souq/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export function cancelAccount(body: { password: string }) {
  return call(authContract.endpoints.cancelAccount, { body });
}

export function useCancelAccount() {
  return useMutation({ mutationFn: cancelAccount });
}
