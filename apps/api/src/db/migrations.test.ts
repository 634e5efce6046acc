import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './client';
import { journalEntries } from './migrations';

describe('migrations', () => {
  it('lists every SQL file once, in order, later ones in journal.d beside the frozen journal', () => {
    const sqlFiles = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const entries = journalEntries(MIGRATIONS_DIR);
    expect(entries.map((e) => `${e.tag}.sql`)).toEqual(sqlFiles);
    const frozen = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
    // The frozen journal ends at 0010, as it is on main: every migration after it brings its own entry file.
    expect(frozen.entries.at(-1).tag).toBe('0010_card_authorisations_and_refunds');
  });
});
