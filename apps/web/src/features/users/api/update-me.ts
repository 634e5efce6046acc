import { type UpdateProfileBody, usersContract } from '@souq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { saveUser } from '../../../lib/session';
import { meQueryKey } from './get-me';

/** Sends the changed profile fields; the answer says whether anything changed. */
export function updateMe(body: UpdateProfileBody) {
  return call(usersContract.endpoints.updateMe, { body });
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
