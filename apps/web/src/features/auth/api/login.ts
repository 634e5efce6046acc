import { authContract, type LoginBody } from '@souq/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export function login(body: LoginBody) {
  return call(authContract.endpoints.login, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
