import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Folders the server reads files from, the same whether it runs from its sources (tests, `npm run dev`)
 * or compiled into one bundle (`apps/api/dist/server.js`, what `npm start` runs). A path relative to
 * a source file's own folder would point elsewhere once bundled, so every folder is found from the
 * API package's root: the nearest folder above this code with the `@souq/api` package.json.
 */
function findApiDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@souq/api'
    ) {
      return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`@souq/api package.json not found above ${from}`);
  }
}

/** apps/api */
export const API_DIR = findApiDir(import.meta.dirname);
/** The repository root (npm workspaces). */
export const REPO_ROOT = path.resolve(API_DIR, '..', '..');
/** SQL migrations, read at start (they stay beside the sources; the build does not copy them). */
export const MIGRATIONS_DIR = path.join(API_DIR, 'src', 'db', 'migrations');
/** The seven languages' texts, shared with the web app. */
export const LOCALES_DIR = path.join(REPO_ROOT, 'packages', 'shared', 'src', 'i18n', 'locales');
