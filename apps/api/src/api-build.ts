/**
 * Compiles the API to JavaScript in apps/api/dist with esbuild, so that `npm start` and the
 * production CLIs run plain `node`, never the TypeScript loader (decision 0025).
 *
 * One bundle per entry (server, migrations, payment reconciliation) with the code they share split
 * into chunks; `@souq/shared` (TypeScript sources) is bundled in, every npm package stays external
 * (native ones such as @node-rs/argon2 and sharp, PGlite's WebAssembly, anything resolved at run
 * time). As for the web app, a stamp of the inputs is kept in the build folder and a start with
 * nothing changed skips the build; API_REBUILD=1 or `--force` always builds. The new build is made
 * beside the old one and swapped in whole, so a server never starts from half a build.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { API_DIR, REPO_ROOT } from './lib/paths';
import { isBuildCurrent, sourceStamp, writeStamp } from './web-build';

/** Where the compiled API goes (git-ignored); `node apps/api/dist/server.js` runs it. */
export const API_DIST_DIR = path.join(API_DIR, 'dist');

/** Output name (dist/<name>.js) -> source entry. */
const ENTRY_POINTS = {
  server: 'src/server.ts',
  'migrate-cli': 'src/db/migrate-cli.ts',
  'reconcile-cli': 'src/modules/payments/reconcile-cli.ts',
};

/** What the build reads: the API's sources and manifest, the shared package, the lockfile, the compiler settings. */
export function apiInputs(): string[] {
  return [
    path.join(API_DIR, 'src'),
    path.join(API_DIR, 'package.json'),
    path.join(REPO_ROOT, 'packages', 'shared', 'src'),
    path.join(REPO_ROOT, 'package-lock.json'),
    path.join(REPO_ROOT, 'tsconfig.base.json'),
  ];
}

/** Bare imports (npm packages) stay imports, resolved by Node from node_modules; our workspace packages are bundled. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@souq/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Puts `building` where `outDir` is. Two starts building at once (browser tests beside a server)
 * can each move the other's build away between the two renames: the loser tries again.
 */
function swapIn(building: string, outDir: string, previous: string): void {
  for (let attempt = 1; ; attempt++) {
    try {
      if (existsSync(outDir)) renameSync(outDir, previous);
      renameSync(building, outDir);
      return;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (attempt >= 3 || (code !== 'ENOTEMPTY' && code !== 'EEXIST' && code !== 'ENOENT')) throw err;
      rmSync(previous, { recursive: true, force: true });
    }
  }
}

/** Compiles into a fresh folder beside `outDir`, stamps it, then puts it in place of the old build. */
export async function compileApi(outDir: string, stamp: string): Promise<void> {
  const building = `${outDir}-building-${process.pid}`;
  const previous = `${outDir}-previous-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  try {
    await build({
      absWorkingDir: API_DIR,
      entryPoints: ENTRY_POINTS,
      outdir: building,
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      // Class and function names stay as written: errors and logs name them.
      keepNames: true,
      // Stack traces point into the TypeScript sources (node --enable-source-maps); the sources stay in the tree.
      sourcemap: 'linked',
      sourcesContent: false,
      plugins: [npmPackagesExternal],
      logLevel: 'warning',
    });
    writeStamp(building, stamp);
    swapIn(building, outDir, previous);
  } finally {
    rmSync(building, { recursive: true, force: true });
    rmSync(previous, { recursive: true, force: true });
  }
}

/** Compiles the API into `outDir` unless the stamp there matches; returns whether it built. */
export async function buildApiIfChanged(
  opts: { outDir?: string; force?: boolean } = {},
): Promise<{ built: boolean; outDir: string }> {
  const outDir = opts.outDir ?? API_DIST_DIR;
  const stamp = sourceStamp(apiInputs(), {}, outDir);
  if (!opts.force && isBuildCurrent(outDir, stamp, 'server.js')) return { built: false, outDir };
  await compileApi(outDir, stamp);
  return { built: true, outDir };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const force = process.env.API_REBUILD === '1' || process.argv.includes('--force');
  try {
    const { built, outDir } = await buildApiIfChanged({ force });
    const took = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      built
        ? `API compiled in ${took} s (${path.relative(process.cwd(), outDir) || outDir}).`
        : `API unchanged since its last build: not recompiled (checked in ${took} s; API_REBUILD=1 forces a build).`,
    );
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
