import { authContract, type RegisterBody } from '@souq/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export function register(body: RegisterBody) {
  return call(authContract.endpoints.register, { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
