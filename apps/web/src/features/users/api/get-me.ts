import { type User, usersContract } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api';
import { getSession, saveUser, useSession } from '../../../lib/session';

export const meQueryKey = ['me'] as const;

export async function getMe(
  options: Pick<CallInput<typeof usersContract.endpoints.me>, 'auth' | 'silent' | 'signal'> = {},
): Promise<User> {
  const user = await call(usersContract.endpoints.me, options);
  saveUser(user);
  return user;
}

/** The signed-in user, fresh from the server, starting from the stored copy. */
export function useMe() {
  const session = useSession();
  return useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe({ signal }),
    enabled: !!session.token,
    initialData: () => getSession().user ?? undefined,
    initialDataUpdatedAt: 0,
  });
}
