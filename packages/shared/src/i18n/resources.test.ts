import { describe, expect, it } from 'vitest';
import { DEFAULT_NAMESPACE, namespacesIn } from './resources';

describe('namespacesIn', () => {
  it('names the English files’ namespaces, the default first, whatever the path prefix', () => {
    const paths = [
      '../../packages/shared/src/i18n/locales/en/zeta.json',
      '/abs/locales/en/common.json',
      'locales/en/alpha.json',
      'locales/fr/alpha.json',
      'locales/fr/only-french.json',
      'locales/en/notes.txt',
    ];
    expect(namespacesIn(paths)).toEqual([DEFAULT_NAMESPACE, 'alpha', 'zeta']);
  });
});
