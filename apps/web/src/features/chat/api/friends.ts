import { chatContract } from '@souq/shared/chat/chat.contract';
import type { ChatCardRef, ReportReason } from '@souq/shared/chat/chat.schema';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { chatKeys } from './keys';

const c = chatContract.endpoints;

export function useFriends() {
  return useQuery({ queryKey: chatKeys.friends, queryFn: ({ signal }) => call(c.friends, { query: {}, signal }) });
}

export function useFriendRequests(box: 'incoming' | 'outgoing') {
  return useQuery({
    queryKey: chatKeys.friendRequests(box),
    queryFn: ({ signal }) => call(c.friendRequests, { query: { box }, signal }),
  });
}

export function useUserSearch(q: string) {
  return useQuery({
    queryKey: chatKeys.search(q),
    queryFn: ({ signal }) => call(c.searchUsers, { query: { q }, signal, silent: true }),
    enabled: q.length > 0,
  });
}

export function useBlocks() {
  return useQuery({ queryKey: chatKeys.blocks, queryFn: ({ signal }) => call(c.blocks, { signal, silent: true }) });
}

export const friendCalls = {
  request: (userId: string) => call(c.requestFriend, { body: { userId } }),
  accept: (requestId: string) => call(c.acceptFriend, { params: { requestId } }),
  decline: (requestId: string) => call(c.declineFriend, { params: { requestId } }),
  remark: (userId: string, remark: string | null) => call(c.updateFriend, { params: { userId }, body: { remark } }),
  setClass: (userId: string, className: string | null) =>
    call(c.updateFriend, { params: { userId }, body: { className } }),
  remove: (userId: string) => call(c.deleteFriend, { params: { userId } }),
  block: (userId: string) => call(c.block, { params: { userId } }),
  unblock: (userId: string) => call(c.unblock, { params: { userId } }),
  report: (body: { userId: string; reason: ReportReason; details?: string; conversationId?: string }) =>
    call(c.report, { body }),
  /** With a user id, or a card alone (the API answers with its owner: "chat with the shop"). */
  openSingle: (body: { userId?: string; card?: ChatCardRef }) => call(c.openSingle, { body, silent: true }),
};
