/**
 * CI refuses a change to a migration file already on main (decision 0017): history shows each file
 * under apps/api/src/db/migrations added once and never changed, and the working tree agrees with HEAD.
 * Two checks: a manifest of SHA-256 hashes (`apps/api/src/db/migrations.sha256`), which needs no git and
 * always runs, and the history, which needs a full clone (a shallow clone or an exported tree skip it
 * with a warning: the manifest still holds them to the recorded files).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type Grandfathered, gitState, manifestMismatches, migrationChanges } from './migrations-frozen';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MIGRATIONS = 'apps/api/src/db/migrations';
const JOURNAL = `${MIGRATIONS}/meta/_journal.json`;

const APPENDED = 'drizzle-kit appended the entry of a new migration to its journal (before decision 0017 froze it)';

/** Changes made before the rule, each kept with its reason. Never add to this list. */
const GRANDFATHERED: readonly Grandfathered[] = [
  { commit: '60d5dcb474b9', path: JOURNAL, reason: APPENDED },
  { commit: '522ee2ff0382', path: JOURNAL, reason: APPENDED },
  ...['0004_cars_and_rentals_base.sql', 'meta/0004_snapshot.json', 'meta/_journal.json'].map((file) => ({
    commit: 'ed3b104bf8b3',
    path: `${MIGRATIONS}/${file}`,
    reason: 'migration 0004 squashed into one before any database outside development had run it',
  })),
  { commit: '021569f2875e', path: JOURNAL, reason: APPENDED },
  { commit: '40f678bbec6c', path: JOURNAL, reason: APPENDED },
  { commit: '998299b5e321', path: JOURNAL, reason: APPENDED },
  { commit: 'cdee3b2d2adf', path: JOURNAL, reason: APPENDED },
  { commit: '3d0048d9fa8c', path: JOURNAL, reason: APPENDED },
  { commit: '353c2910e31d', path: JOURNAL, reason: APPENDED },
  {
    commit: 'cd7826cbeed9',
    path: JOURNAL,
    reason: 'decision 0017: the journal went back to its state at migration 0007 and was frozen there',
  },
  ...[
    'meta/_journal.json',
    'journal.d/0008_withdrawal_payout_reference.json',
    'journal.d/0009_rental_driver_licence_unique.json',
    'journal.d/0010_card_authorisations_and_refunds.json',
  ].map((file) => ({
    commit: '4b42f7daf928',
    path: `${MIGRATIONS}/${file}`,
    reason: 'decision 0017 amended: the journal went back exactly to its state on main (0000-0010)',
  })),
];

const state = gitState(ROOT);
if (state.kind !== 'ok') {
  console.warn(
    `Migration history NOT checked (${state.kind === 'no-git' ? state.why : 'shallow clone: git fetch --unshallow'}); ` +
      'the hash manifest is.',
  );
}

describe('migration files match the hashes recorded when they were added', () => {
  it('holds for every file of the migrations folder, and a new file must be recorded', () => {
    const manifest = readFileSync(join(ROOT, 'apps/api/src/db/migrations.sha256'), 'utf8');
    expect(manifestMismatches(join(ROOT, MIGRATIONS), manifest)).toEqual([]);
  });

  it('catches an edited, an unrecorded and a removed file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-manifest-'));
    try {
      writeFileSync(join(dir, 'a.sql'), 'create table a ();');
      const hash = (text: string) => createHash('sha256').update(text).digest('hex');
      const manifest = `${hash('create table a ();')}  a.sql\n${hash('x')}  gone.sql\n`;
      expect(manifestMismatches(dir, manifest)).toEqual(['removed: gone.sql']);
      writeFileSync(join(dir, 'a.sql'), 'create table a (id int);');
      writeFileSync(join(dir, 'b.sql'), 'b');
      expect(manifestMismatches(dir, manifest)).toEqual([
        'changed after it was added: a.sql',
        `not in the manifest: b.sql (add the line "${hash('b')}  b.sql")`,
        'removed: gone.sql',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(state.kind !== 'ok')('migration files on main are never changed', () => {
  it('holds: every change after adding a migration file is a grandfathered one', () => {
    expect(migrationChanges(ROOT, MIGRATIONS, GRANDFATHERED)).toEqual([]);
  });
});

describe.skipIf(state.kind !== 'ok')('the frozen-migrations check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-frozen-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=check', '-c', 'user.email=check@example.com', ...args], {
      cwd,
      stdio: 'ignore',
    });
  const repo = join(dir, 'repo');

  it('catches a planted edit, committed or not, and a removal, and lets a grandfathered one pass', () => {
    run(dir, 'init', '-q', repo);
    const file = (name: string, text: string) => writeFileSync(join(repo, 'm', name), text);
    execFileSync('mkdir', ['-p', join(repo, 'm')]);
    file('0000_a.sql', 'create table a ();');
    file('0001_b.sql', 'create table b ();');
    run(repo, 'add', '.');
    run(repo, 'commit', '-q', '-m', 'add');
    expect(migrationChanges(repo, 'm', [])).toEqual([]);

    file('0000_a.sql', 'create table a (id int);');
    run(repo, 'commit', '-q', '-am', 'edit');
    const edit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
    expect(migrationChanges(repo, 'm', [])).toEqual([`${edit.slice(0, 12)} M m/0000_a.sql`]);
    const excused = [{ commit: edit.slice(0, 12), path: 'm/0000_a.sql', reason: 'test' }];
    expect(migrationChanges(repo, 'm', excused)).toEqual([]);

    file('0001_b.sql', 'drop table a;');
    file('0002_c.sql', 'create table c ();'); // a new file is fine
    run(repo, 'add', 'm/0002_c.sql');
    expect(migrationChanges(repo, 'm', excused)).toEqual(['working tree M m/0001_b.sql']);

    run(repo, 'rm', '-q', '-f', 'm/0001_b.sql');
    run(repo, 'commit', '-q', '-m', 'remove');
    const removal = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
    expect(migrationChanges(repo, 'm', excused)).toEqual([`${removal.slice(0, 12)} D m/0001_b.sql`]);
  });

  it('tells a shallow clone and a folder outside git apart from a full checkout', () => {
    const shallow = join(dir, 'shallow');
    run(dir, 'clone', '-q', '--depth', '1', `file://${repo}`, shallow);
    expect(gitState(repo)).toEqual({ kind: 'ok' });
    expect(gitState(shallow)).toEqual({ kind: 'shallow' });
    const outside = mkdtempSync(join(tmpdir(), 'no-git-'));
    try {
      expect(gitState(outside).kind).toBe('no-git');
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
