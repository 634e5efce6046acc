import { authContract, type SmsLoginBody } from '@souq/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export function loginWithSms(body: SmsLoginBody) {
  return call(authContract.endpoints.loginWithCode, { body });
}

export function useLoginWithSms() {
  return useMutation({ mutationFn: loginWithSms });
}
