/**
 * drizzle-kit writes the migrations from every `*.tables.ts` under src/ (drizzle.config.ts), found by
 * pattern: a new domain's tables need no central list, only the file name. A table declared in a
 * file of another name would be missed by the migrations without a word, so none is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import drizzleConfig from '../../drizzle.config';

const SRC = fileURLToPath(new URL('../', import.meta.url));
const DECLARES_SCHEMA = /\bpg(Table|Enum|View|MaterializedView|Sequence|Schema)\s*\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('the tables drizzle-kit reads', () => {
  it('are every *.tables.ts under src/', () => {
    expect(drizzleConfig.schema).toBe('./src/**/*.tables.ts');
  });

  it('are declared only in *.tables.ts files', () => {
    const elsewhere = sourceFiles(SRC)
      .filter((file) => !file.endsWith('.tables.ts') && DECLARES_SCHEMA.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(elsewhere, 'files declaring tables that drizzle-kit would not read').toEqual([]);
  });
});
