// @vitest-environment node
/**
 * Styles do not leak. A component's styles are a CSS module beside it (`Component.module.css`,
 * class names local to it); the only global stylesheets are the app's base (reset, variables,
 * right-to-left helpers: app/app.css, imported once by main.tsx) and Mantine's own.
 */
import { readdirSync, readFileSync } from 'node:fs';
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

  it('are CSS modules, apart from the base, each imported by its one file', () => {
    const globals = styleImports().filter((i) => !i.sheet.endsWith('.module.css'));
    expect(globals.filter(({ from, sheet }) => BASE_SHEETS[sheet] !== from)).toEqual([]);
  });

  it('never define one global class name in two global sheets', () => {
    // Holds while the base is the only global sheet of the app; kept for any second one.
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
