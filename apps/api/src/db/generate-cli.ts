/**
 * `npm run db:generate`: drizzle-kit generate, keeping the frozen journal unedited. drizzle-kit reads
 * and appends one journal; it is given the whole one for the run, then its new entries each go to a
 * file of their own in journal.d and the frozen journal is put back as it was. Each new file's SHA-256
 * is recorded in migrations.sha256, which the frozen-migrations test holds every file to.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
    mkdirSync(path.join(MIGRATIONS_DIR, 'journal.d'), { recursive: true });
    const file = path.join(MIGRATIONS_DIR, 'journal.d', `${entry.tag}.json`);
    writeFileSync(file, `${JSON.stringify(entry, null, 2)}\n`);
    console.log(`journal entry: ${path.relative(process.cwd(), file)}`);
  }
} finally {
  writeFileSync(journalPath, frozenText);
  recordNewFiles();
}

/** Appends `<sha256>  <path>` for each migration file the manifest does not name yet. */
function recordNewFiles() {
  const manifestPath = path.join(MIGRATIONS_DIR, '..', 'migrations.sha256');
  const recorded = readFileSync(manifestPath, 'utf8');
  const files = readdirSync(MIGRATIONS_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(MIGRATIONS_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  for (const file of files) {
    if (recorded.includes(`  ${file}\n`)) continue;
    const hash = createHash('sha256')
      .update(readFileSync(path.join(MIGRATIONS_DIR, file)))
      .digest('hex');
    appendFileSync(manifestPath, `${hash}  ${file}\n`);
    console.log(`recorded in migrations.sha256: ${file}`);
  }
}
