import type { Session, smsLoginBody } from '@souq/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type SmsLoginInput = z.output<typeof smsLoginBody>;

export function loginWithSms(input: SmsLoginInput): Promise<Session> {
  return api<Session>('/api/auth/login/sms', { method: 'POST', body: input });
}

export function useLoginWithSms() {
  return useMutation({ mutationFn: loginWithSms });
}
