import type { changePasswordBody, Session } from '@souq/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { saveSession } from '../../auth/session';

export type ChangePasswordInput = z.output<typeof changePasswordBody>;

/** The server revokes every old token and answers with a new session, which replaces ours. */
export function changePassword(input: ChangePasswordInput): Promise<Session> {
  return api<Session>('/api/me/password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: (session) => saveSession(session) });
}
