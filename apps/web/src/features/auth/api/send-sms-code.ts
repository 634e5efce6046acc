import { OWN_SMS_PURPOSES, type OwnSmsPurpose, type SmsPurpose, type sendSmsCodeResponse } from '@souq/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type SendSmsCodeResult = z.infer<typeof sendSmsCodeResponse>;
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
export function sendSmsCode(input: SendSmsCodeInput): Promise<SendSmsCodeResult> {
  if (isOwnPurpose(input.purpose)) {
    return api<SendSmsCodeResult>('/api/me/sms-codes', { method: 'POST', body: { purpose: input.purpose } });
  }
  return api<SendSmsCodeResult>('/api/auth/sms-codes', { method: 'POST', body: input });
}

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode });
}
