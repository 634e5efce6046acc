import type { User } from '@souq/shared';
import { useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api';
import { getSession, saveUser, useSession } from '../../auth/session';

export const meQueryKey = ['me'] as const;

export async function getMe(options: Pick<RequestOptions, 'auth' | 'silent' | 'signal'> = {}): Promise<User> {
  const user = await api<User>('/api/me', options);
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
