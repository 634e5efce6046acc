import type { resetPasswordBody } from '@souq/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type ResetPasswordInput = z.output<typeof resetPasswordBody>;

export function resetPassword(input: ResetPasswordInput): Promise<{ ok: true }> {
  return api<{ ok: true }>('/api/auth/password/reset', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
