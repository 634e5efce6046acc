import { beforeEach, describe, expect, it } from 'vitest';
import { addRecentSearch, clearRecentSearches, readRecentSearches, saveRecentSearch } from './local';

describe('recent searches', () => {
  beforeEach(() => localStorage.clear());

  it('puts the newest first, once, trimmed, at most ten', () => {
    let list: string[] = [];
    for (let i = 0; i < 12; i++) list = addRecentSearch(list, `car ${i}`);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('car 11');
    expect(addRecentSearch(['Patrol', 'camry'], '  patrol ')).toEqual(['patrol', 'camry']);
    expect(addRecentSearch(['a'], '   ')).toEqual(['a']);
  });

  it('survives a reload and can be cleared', () => {
    saveRecentSearch('Land Cruiser');
    saveRecentSearch('X5');
    expect(readRecentSearches()).toEqual(['X5', 'Land Cruiser']);
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem('cars.recentSearches', '{"not":"a list"}');
    expect(readRecentSearches()).toEqual([]);
  });
});
