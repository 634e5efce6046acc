/**
 * `npm run db:generate`: drizzle-kit generate, keeping the frozen journal unedited. drizzle-kit reads
 * and appends one journal; it is given the whole one for the run, then its new entries each go to a
 * file of their own in journal.d and the frozen journal is put back as it was.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from './client';
import { type JournalEntry, journalEntries } from './migrations';

const journalPath = path.join(MIGRATIONS_DIR, 'meta', '_journal.json');
const frozenText = readFileSync(journalPath, 'utf8');
const frozen = JSON.parse(frozenText) as { entries: JournalEntry[] };
const known = journalEntries(MIGRATIONS_DIR);
writeFileSync(journalPath, JSON.stringify({ ...frozen, entries: known }, null, 2));
try {
  const run = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], { stdio: 'inherit' });
  if (run.status !== 0) process.exitCode = run.status ?? 1;
  const after = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: JournalEntry[] };
  for (const entry of after.entries.slice(known.length)) {
    const file = path.join(MIGRATIONS_DIR, 'journal.d', `${entry.tag}.json`);
    writeFileSync(file, `${JSON.stringify(entry, null, 2)}\n`);
    console.log(`journal entry: ${path.relative(process.cwd(), file)}`);
  }
} finally {
  writeFileSync(journalPath, frozenText);
}
