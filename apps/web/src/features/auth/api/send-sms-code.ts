import { authContract, OWN_SMS_PURPOSES, type OwnSmsPurpose, type SmsPurpose } from '@souq/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export interface SendSmsCodeInput {
  /** E.164, already normalised by the shared mobile schema. */
  mobile: string;
  purpose: SmsPurpose;
}

function isOwnPurpose(purpose: SmsPurpose): purpose is OwnSmsPurpose {
  return (OWN_SMS_PURPOSES as readonly SmsPurpose[]).includes(purpose);
}

/**
 * Codes that confirm a logged-in user's action (withdrawal, cancellation) go to that user's own
 * number through the session; the others name the number.
 */
export function sendSmsCode({ mobile, purpose }: SendSmsCodeInput) {
  if (isOwnPurpose(purpose)) return call(authContract.endpoints.sendOwnCode, { body: { purpose } });
  return call(authContract.endpoints.sendCode, { body: { mobile, purpose } });
}

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode });
}
