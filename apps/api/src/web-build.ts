/**
 * `npm start` builds the web app only when its sources changed since the build being served.
 *
 * A stamp (a hash of the web app's sources, the shared package, the lockfile, the root config and
 * the VITE_* environment) is written into the build folder after a successful build. On the next
 * start the same hash is computed (a fraction of a second) and Vite runs only when it differs, when
 * the folder has no index.html, or when WEB_REBUILD=1. A build made without the stamp (`npm run
 * build`, the browser tests' own build) is rebuilt once on the next start: never a stale app.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_DIR, REPO_ROOT } from './lib/paths';

/** The stamp's file name inside the build folder (the server does not serve dot files). */
export const STAMP_FILE = '.build-stamp';

/** Folders never part of the web app's inputs. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'android', 'ios', 'coverage', 'test-results', '.git']);

/** What the web build reads: its own folder, the shared package, the lockfile and the root config. */
export function defaultInputs(repoRoot = REPO_ROOT): string[] {
  return [
    path.join(repoRoot, 'apps', 'web'),
    path.join(repoRoot, 'packages', 'shared'),
    path.join(repoRoot, 'package-lock.json'),
    path.join(repoRoot, 'package.json'),
    path.join(repoRoot, 'tsconfig.base.json'),
  ];
}

function listFiles(entry: string, out: string[]): void {
  if (!existsSync(entry)) return;
  const dirents = readdirSync(entry, { withFileTypes: true });
  for (const d of dirents) {
    const full = path.join(entry, d.name);
    if (d.isDirectory()) {
      if (!SKIPPED_DIRS.has(d.name)) listFiles(full, out);
    } else if (d.isFile()) out.push(full);
  }
}

/**
 * A hash of every input file (path and bytes) and of the VITE_* variables Vite bakes into the
 * bundle. `outDir` is left out even when it lies inside an input folder.
 */
export function sourceStamp(inputs: readonly string[], env: NodeJS.ProcessEnv = process.env, outDir?: string): string {
  const files: string[] = [];
  for (const input of inputs) {
    if (!existsSync(input)) continue;
    if (statSync(input).isDirectory()) listFiles(input, files);
    else files.push(input);
  }
  const skip = outDir ? path.resolve(outDir) + path.sep : null;
  const hash = createHash('sha256');
  for (const file of files.filter((f) => !skip || !f.startsWith(skip)).sort()) {
    hash.update(`${path.relative(REPO_ROOT, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  for (const key of Object.keys(env)
    .filter((k) => k.startsWith('VITE_'))
    .sort()) {
    hash.update(`${key}=${env[key]}\0`);
  }
  return hash.digest('hex');
}

/** True when `outDir` holds a complete build (its `entryFile` and stamp) of exactly these sources. */
export function isBuildCurrent(outDir: string, stamp: string, entryFile = 'index.html'): boolean {
  const stampPath = path.join(outDir, STAMP_FILE);
  if (!existsSync(path.join(outDir, entryFile)) || !existsSync(stampPath)) return false;
  return readFileSync(stampPath, 'utf8').trim() === stamp;
}

export function writeStamp(outDir: string, stamp: string): void {
  writeFileSync(path.join(outDir, STAMP_FILE), `${stamp}\n`);
}

/** The build folder the server serves: WEB_DIST_DIR resolved from apps/api, as the server does. */
export function webDistDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(API_DIR, env.WEB_DIST_DIR || '../web/dist');
}

/**
 * Builds the web app into `outDir` unless the stamp there matches; returns what it did.
 * `build` runs Vite (replaced in tests).
 */
export function buildIfChanged(opts: {
  outDir: string;
  inputs?: readonly string[];
  env?: NodeJS.ProcessEnv;
  force?: boolean;
  build: (outDir: string) => void;
}): { built: boolean; stamp: string } {
  const env = opts.env ?? process.env;
  const stamp = sourceStamp(opts.inputs ?? defaultInputs(), env, opts.outDir);
  if (!opts.force && isBuildCurrent(opts.outDir, stamp)) return { built: false, stamp };
  opts.build(opts.outDir);
  writeStamp(opts.outDir, stamp);
  return { built: true, stamp };
}

/** Runs `vite build` in apps/web into `outDir`; throws when it fails (no stamp is written then). */
function viteBuild(outDir: string): void {
  const webDir = path.join(REPO_ROOT, 'apps', 'web');
  const vitePackage = createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json');
  const vite = path.join(path.dirname(vitePackage), 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const outDir = webDistDir();
  const force = process.env.WEB_REBUILD === '1' || process.argv.includes('--force');
  try {
    const { built } = buildIfChanged({ outDir, force, build: viteBuild });
    const took = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      built
        ? `Web app built in ${took} s (${path.relative(process.cwd(), outDir) || outDir}).`
        : `Web app unchanged since its last build: not rebuilt (checked in ${took} s; WEB_REBUILD=1 forces a build).`,
    );
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
