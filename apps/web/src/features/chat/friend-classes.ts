import type { Friend } from '@souq/shared/chat/chat.schema';

/** The friends page's filter: every class, one class by name, or the friends without one. */
export type ClassFilter = { kind: 'all' } | { kind: 'class'; name: string } | { kind: 'none' };

/** The classes I gave my friends, sorted in the reader's language. */
export function friendClasses(friends: readonly Friend[], locale?: string): string[] {
  const names = new Set<string>();
  for (const f of friends) if (f.className) names.add(f.className);
  return [...names].sort((a, b) => a.localeCompare(b, locale));
}

/**
 * The friends under the filter, grouped by class (sorted; those without a class last, `name` null).
 * A filter naming a class nobody has any more answers no group.
 */
export function groupFriends(
  friends: readonly Friend[],
  filter: ClassFilter,
  locale?: string,
): { name: string | null; friends: Friend[] }[] {
  const groups: { name: string | null; friends: Friend[] }[] = friendClasses(friends, locale).map((name) => ({
    name,
    friends: friends.filter((f) => f.className === name),
  }));
  const without = friends.filter((f) => !f.className);
  if (without.length) groups.push({ name: null, friends: without });
  if (filter.kind === 'class') return groups.filter((g) => g.name === filter.name);
  if (filter.kind === 'none') return groups.filter((g) => g.name === null);
  return groups;
}
