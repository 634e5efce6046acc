/**
 * packages/shared declares `"sideEffects": false` so that bundlers drop the modules a page does not
 * use (the first page need not carry every domain's schemas). That promise holds only while no
 * module of it does anything when imported beyond defining what it exports: no top-level call
 * statement (registering, patching a global, setting a library's config). Locales are files the
 * apps load by path, not through imports of this package.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { intlLocale } from '@souq/shared/money';
import { vipContract } from '@souq/shared/vip/vip.contract';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readSources } from './imports';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Top-level statements that run for their effect, as `path:line text`. */
function importSideEffects(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  return source.statements
    .filter(
      (s) =>
        ts.isExpressionStatement(s) ||
        (ts.isImportDeclaration(s) && !s.importClause) || // `import './x'`: imported for its effect
        ts.isForStatement(s) ||
        ts.isForOfStatement(s) ||
        ts.isIfStatement(s),
    )
    .map((s) => `${path}:${source.getLineAndCharacterOfPosition(s.getStart()).line + 1} ${s.getText().slice(0, 60)}`);
}

describe('packages/shared is free of import side effects', () => {
  it('catches a planted registration, a side-effect import and a loop', () => {
    const planted = `
      import { z } from 'zod';
      import './register-locales';
      export const a = z.string();
      z.config({ jitless: true });
      for (const x of [1]) console.log(x);`;
    expect(importSideEffects('x.ts', planted)).toEqual([
      "x.ts:3 import './register-locales';",
      'x.ts:5 z.config({ jitless: true });',
      'x.ts:6 for (const x of [1]) console.log(x);',
    ]);
  });

  it('holds, and the package says so', () => {
    const files = readSources(ROOT, ['packages/shared/src']).filter((f) => !/\.test\.ts$/.test(f.path));
    expect(files.flatMap((f) => importSideEffects(f.path, f.text))).toEqual([]);
    const pkg = JSON.parse(readFileSync(`${ROOT}packages/shared/package.json`, 'utf8'));
    expect(pkg.sideEffects).toBe(false);
  });

  it('serves subpaths: a domain’s contract or one helper without the whole index', () => {
    expect(intlLocale('ar')).toMatch(/^ar/);
    expect(vipContract.tag).toBe('vip');
  });
});
