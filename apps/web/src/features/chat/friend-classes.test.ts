import type { Friend } from '@souq/shared/chat/chat.schema';
import { describe, expect, it } from 'vitest';
import { friendClasses, groupFriends } from './friend-classes';

const friend = (userId: string, className: string | null): Friend => ({
  userId,
  nickname: userId,
  avatarUrl: null,
  remark: null,
  className,
  conversationId: `single_${userId}`,
  since: '2026-11-27T10:00:00.000Z',
});

const friends = [friend('a', 'Dealers'), friend('b', null), friend('c', 'Family'), friend('d', 'Dealers')];
const ids = (groups: ReturnType<typeof groupFriends>) =>
  groups.map((g) => [g.name, g.friends.map((f) => f.userId)] as const);

describe('friend classes', () => {
  it('lists the classes once each, sorted', () => {
    expect(friendClasses(friends, 'en')).toEqual(['Dealers', 'Family']);
    expect(friendClasses([], 'en')).toEqual([]);
  });

  it('groups every friend by class, those without one last', () => {
    expect(ids(groupFriends(friends, { kind: 'all' }, 'en'))).toEqual([
      ['Dealers', ['a', 'd']],
      ['Family', ['c']],
      [null, ['b']],
    ]);
  });

  it('filters one class, or the friends without a class', () => {
    expect(ids(groupFriends(friends, { kind: 'class', name: 'Family' }, 'en'))).toEqual([['Family', ['c']]]);
    expect(ids(groupFriends(friends, { kind: 'none' }, 'en'))).toEqual([[null, ['b']]]);
    expect(groupFriends(friends, { kind: 'class', name: 'Gone' }, 'en')).toEqual([]);
  });
});
