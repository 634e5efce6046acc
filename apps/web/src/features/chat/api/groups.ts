import { chatContract } from '@souq/shared/chat/chat.contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { chatKeys } from './keys';

const c = chatContract.endpoints;

export function useGroups() {
  return useQuery({ queryKey: chatKeys.groups, queryFn: ({ signal }) => call(c.groups, { query: {}, signal }) });
}

export function useGroup(groupId: string) {
  return useQuery({
    queryKey: chatKeys.group(groupId),
    queryFn: ({ signal }) => call(c.group, { params: { groupId }, signal, silent: true }),
  });
}

/** Members (up to 1000), owner and admins first; only for a member. */
export function useGroupMembers(groupId: string | null, enabled = true) {
  return useQuery({
    queryKey: chatKeys.members(groupId ?? ''),
    queryFn: ({ signal }) =>
      call(c.groupMembers, { params: { groupId: groupId as string }, query: {}, signal, silent: true }),
    enabled: !!groupId && enabled,
  });
}

export function useJoinRequests(groupId: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.joinRequests(groupId),
    queryFn: ({ signal }) => call(c.joinRequests, { params: { groupId }, signal, silent: true }),
    enabled,
  });
}

export const groupCalls = {
  create: (body: { name: string; introduction?: string; memberIds: string[] }) => call(c.createGroup, { body }),
  update: (
    groupId: string,
    body: { name?: string; introduction?: string | null; notice?: string | null; avatarUploadId?: string | null },
  ) => call(c.updateGroup, { params: { groupId }, body }),
  dissolve: (groupId: string) => call(c.dissolveGroup, { params: { groupId } }),
  exit: (groupId: string) => call(c.exitGroup, { params: { groupId } }),
  invite: (groupId: string, userIds: string[]) => call(c.invite, { params: { groupId }, body: { userIds } }),
  expel: (groupId: string, userId: string) => call(c.expel, { params: { groupId, userId } }),
  setRole: (groupId: string, userId: string, role: 'admin' | 'member') =>
    call(c.setRole, { params: { groupId, userId }, body: { role } }),
  requestJoin: (groupId: string) => call(c.requestJoin, { params: { groupId }, body: {} }),
  approve: (groupId: string, requestId: string) => call(c.approveJoin, { params: { groupId, requestId } }),
  decline: (groupId: string, requestId: string) => call(c.declineJoin, { params: { groupId, requestId } }),
};
