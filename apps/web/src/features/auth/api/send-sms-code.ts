import type { SmsPurpose, sendSmsCodeResponse } from '@souq/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type SendSmsCodeResult = z.infer<typeof sendSmsCodeResponse>;
export interface SendSmsCodeInput {
  /** E.164, already normalised by the shared mobile schema. */
  mobile: string;
  purpose: SmsPurpose;
}

export function sendSmsCode(input: SendSmsCodeInput): Promise<SendSmsCodeResult> {
  return api<SendSmsCodeResult>('/api/auth/sms-codes', { method: 'POST', body: input });
}

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode });
}
