// @vitest-environment node
/**
 * Styles do not leak. A component's styles are a CSS module beside it (`Component.module.css`,
 * class names local to it); the only global stylesheets are the app's base (reset, variables,
 * right-to-left helpers: app/app.css, imported once by main.tsx) and Mantine's own. The feature
 * sheets listed in LEGACY_GLOBAL_SHEETS are still global while they wait to be converted; the list
 * may only shrink.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** Global stylesheets and the one file allowed to import each. */
const BASE_SHEETS: Record<string, string> = {
  'app/app.css': 'main.tsx',
  '@mantine/core/styles.css': 'app/providers.tsx',
  '@mantine/notifications/styles.css': 'app/providers.tsx',
};

/** Global feature sheets not yet split into CSS modules, imported only by components of their feature. */
const LEGACY_GLOBAL_SHEETS = ['features/lease/components/lease.css'];

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

const sources = files(SRC, /\.tsx?$/).filter((f) => !/\.test\.tsx?$/.test(f));

/** Every stylesheet import: the importing file and the sheet (a path under src/, or a package path). */
function styleImports(): { from: string; sheet: string }[] {
  return sources.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^import\s+(?:\w+\s+from\s+)?'([^']+\.css)';/gm)].map((m) => {
      const spec = m[1] as string;
      const sheet = spec.startsWith('.') ? relative(SRC, resolve(file, '..', spec)) : spec;
      return { from: relative(SRC, file), sheet };
    }),
  );
}

describe('stylesheets', () => {
  it('are imported by components only, never by a formatter or another .ts module', () => {
    const fromTs = styleImports().filter((i) => i.from.endsWith('.ts'));
    expect(fromTs).toEqual([]);
  });

  it('are CSS modules, apart from the base and the legacy feature sheets', () => {
    const globals = styleImports().filter((i) => !i.sheet.endsWith('.module.css'));
    const wrong = globals.filter(({ from, sheet }) => {
      if (BASE_SHEETS[sheet]) return BASE_SHEETS[sheet] !== from;
      if (!LEGACY_GLOBAL_SHEETS.includes(sheet)) return true;
      // A legacy sheet is its feature's own: another feature does not load it for its pages.
      return !from.startsWith(`${sheet.split('/').slice(0, 2).join('/')}/`);
    });
    expect(wrong).toEqual([]);
  });

  it('list only legacy sheets that still exist, so the list shrinks as they are converted', () => {
    expect(LEGACY_GLOBAL_SHEETS.filter((sheet) => !existsSync(join(SRC, sheet)))).toEqual([]);
  });

  it('never define one global class name in two global sheets', () => {
    const globalSheets = files(SRC, /\.css$/).filter((f) => !f.endsWith('.module.css'));
    const owners = new Map<string, string[]>();
    for (const sheet of globalSheets) {
      const css = readFileSync(sheet, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      // Class names in selectors only (before a "{"), not in property values.
      const selectors = css.match(/[^{}]+(?=\{)/g) ?? [];
      const names = new Set(selectors.flatMap((s) => s.match(/\.[a-zA-Z][\w-]*/g) ?? []));
      for (const name of names) {
        if (name.startsWith('.mantine-')) continue;
        owners.set(name, [...(owners.get(name) ?? []), relative(SRC, sheet)]);
      }
    }
    const shared = [...owners].filter(([, sheets]) => sheets.length > 1);
    expect(shared).toEqual([]);
  });
});
