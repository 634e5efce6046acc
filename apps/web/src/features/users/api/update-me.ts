import type { UpdateProfileBody, updateProfileResponse } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { saveUser } from '../../auth/session';
import { meQueryKey } from './get-me';

export type UpdateMeResult = z.infer<typeof updateProfileResponse>;

/** PATCH /api/me; the server answers "Updated" or "No change", shown as a toast. */
export async function updateMe(input: UpdateProfileBody): Promise<UpdateMeResult> {
  const { data } = await apiRequest<UpdateMeResult>('/api/me', { method: 'PATCH', body: input });
  return data;
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: ({ user }) => {
      saveUser(user);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
