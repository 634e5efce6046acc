import type { loginBody, Session } from '@souq/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type LoginInput = z.output<typeof loginBody>;

export function login(input: LoginInput): Promise<Session> {
  return api<Session>('/api/auth/login', { method: 'POST', body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
