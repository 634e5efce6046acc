/**
 * A namespace is known to the app as soon as its English file exists: the list the app loads is
 * read from the locale files themselves, not kept by hand.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './i18n';

const ENGLISH = fileURLToPath(new URL('../../../../packages/shared/src/i18n/locales/en/', import.meta.url));

describe('the i18n namespaces of the web app', () => {
  it('are exactly the English locale files, common first', () => {
    const files = readdirSync(ENGLISH)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''));
    expect([...NAMESPACES].sort()).toEqual(files.sort());
    expect(NAMESPACES[0]).toBe('common');
  });
});
