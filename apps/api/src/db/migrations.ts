import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MigrationMeta } from 'drizzle-orm/migrator';

/** One migration as drizzle-kit records it in its journal. */
export interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

/**
 * The migrations, in order. `meta/_journal.json` is drizzle-kit's journal as it stood when it was
 * frozen (migrations on main are history: no file of theirs is ever edited, the journal included);
 * each later migration adds one file of its own, `journal.d/<tag>.json`, holding its entry.
 * `npm run db:generate` keeps to this (src/db/generate-cli.ts).
 */
export function journalEntries(folder: string): JournalEntry[] {
  const frozen = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const dir = path.join(folder, 'journal.d');
  // Created by the first migration after the frozen journal.
  const added = (existsSync(dir) ? readdirSync(dir) : [])
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as JournalEntry);
  const entries = [...frozen.entries, ...added].sort((a, b) => a.idx - b.idx);
  entries.forEach((e, i) => {
    if (e.idx !== i) throw new Error(`migration journal: expected idx ${i}, found ${e.idx} (${e.tag})`);
    const before = entries[i - 1];
    // The migrator applies what is newer than the last applied one: times must only grow.
    if (before && e.when <= before.when) throw new Error(`migration journal: ${e.tag} is not later than ${before.tag}`);
  });
  return entries;
}

/** What drizzle's migrator applies: the SQL of each entry split at its statement breakpoints. */
export function readMigrations(folder: string): MigrationMeta[] {
  return journalEntries(folder).map((e) => {
    const query = readFileSync(path.join(folder, `${e.tag}.sql`), 'utf8');
    return {
      sql: query.split('--> statement-breakpoint'),
      bps: e.breakpoints,
      folderMillis: e.when,
      hash: createHash('sha256').update(query).digest('hex'),
    };
  });
}
