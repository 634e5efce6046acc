/**
 * Migrations on main are history (decision 0017): a file under the migrations folder is added once
 * and never changed, renamed or removed after, in a commit or in the working tree. Git knows: this
 * reads the whole history of the folder and the working tree's differences from HEAD.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A change to a migration file that history keeps, with why it was allowed. */
export interface Grandfathered {
  /** Commit hash, or its first 12 characters. */
  commit: string;
  path: string;
  reason: string;
}

export type GitState = { kind: 'ok' } | { kind: 'no-git'; why: string } | { kind: 'shallow' };

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Whether the folder is a full git checkout this check can read. */
export function gitState(cwd: string): GitState {
  try {
    if (git(cwd, ['rev-parse', '--is-inside-work-tree']).trim() !== 'true')
      return { kind: 'no-git', why: 'not a work tree' };
  } catch (err) {
    const why = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'git is not installed' : 'not a git checkout';
    return { kind: 'no-git', why };
  }
  if (git(cwd, ['rev-parse', '--is-shallow-repository']).trim() === 'true') return { kind: 'shallow' };
  return { kind: 'ok' };
}

/** Every change to a migration file after it was added, in history and in the working tree, not grandfathered. */
export function migrationChanges(cwd: string, folder: string, grandfathered: readonly Grandfathered[]): string[] {
  const allowed = (commit: string, path: string) =>
    grandfathered.some((g) => commit.startsWith(g.commit) && g.path === path);
  const found: string[] = [];
  // --no-renames: a rename reads as a removal and an addition, and the removal is a change.
  const log = git(cwd, [
    'log',
    '--no-renames',
    '--format=commit %H',
    '--name-status',
    '--diff-filter=MDT',
    '--',
    folder,
  ]);
  let commit = '';
  for (const line of log.split('\n')) {
    if (line.startsWith('commit ')) commit = line.slice('commit '.length);
    else if (line.trim()) {
      const [status, path] = line.split('\t') as [string, string];
      if (!allowed(commit, path)) found.push(`${commit.slice(0, 12)} ${status} ${path}`);
    }
  }
  // Staged or not: a file HEAD has that differs in the index or the working tree.
  const local = git(cwd, ['diff', '--no-renames', '--name-status', 'HEAD', '--', folder]);
  for (const line of local.split('\n')) {
    const [status, path] = line.split('\t') as [string, string];
    if (status && status !== 'A') found.push(`working tree ${status} ${path}`);
  }
  return found;
}

/**
 * The manifest check, which needs no git (a shallow clone, an exported tree): every file under the
 * migrations folder has the SHA-256 recorded beside it when it was added, and the manifest names no
 * file that is gone. Lines are `<sha256>  <path relative to the folder>`, as `sha256sum` writes them.
 */
export function manifestMismatches(folder: string, manifest: string): string[] {
  const recorded = new Map<string, string>();
  for (const line of manifest.split('\n')) {
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line.trim());
    if (match) recorded.set(match[2]!, match[1]!);
  }
  const found: string[] = [];
  const files = filesUnder(folder);
  for (const file of files) {
    const hash = createHash('sha256')
      .update(readFileSync(join(folder, file)))
      .digest('hex');
    const expected = recorded.get(file);
    if (!expected) found.push(`not in the manifest: ${file} (add the line "${hash}  ${file}")`);
    else if (expected !== hash) found.push(`changed after it was added: ${file}`);
  }
  for (const file of recorded.keys()) if (!files.includes(file)) found.push(`removed: ${file}`);
  return found;
}

function filesUnder(folder: string, prefix = ''): string[] {
  return readdirSync(join(folder, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesUnder(folder, path) : [path];
    })
    .sort();
}
