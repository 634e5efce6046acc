/** Query keys of the chat feature. */
export const chatKeys = {
  all: ['chat'] as const,
  unread: ['chat', 'unread'] as const,
  conversation: (id: string) => ['chat', 'conversation', id] as const,
  friends: ['chat', 'friends'] as const,
  friendRequests: (box: 'incoming' | 'outgoing') => ['chat', 'friend-requests', box] as const,
  search: (q: string) => ['chat', 'search', q] as const,
  groups: ['chat', 'groups'] as const,
  group: (id: string) => ['chat', 'group', id] as const,
  members: (id: string) => ['chat', 'group', id, 'members'] as const,
  joinRequests: (id: string) => ['chat', 'group', id, 'join-requests'] as const,
  blocks: ['chat', 'blocks'] as const,
  calls: ['chat', 'calls'] as const,
};
