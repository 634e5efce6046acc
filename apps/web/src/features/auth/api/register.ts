import type { registerBody, Session } from '@souq/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type RegisterInput = z.output<typeof registerBody>;

export function register(input: RegisterInput): Promise<Session> {
  return api<Session>('/api/auth/register', { method: 'POST', body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
