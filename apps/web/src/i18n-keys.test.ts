// @vitest-environment node
/**
 * Every literal translation key used in the web source exists in the English bundles (the locale
 * parity test in packages/shared then guarantees the other six languages have it too).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const LOCALES = fileURLToPath(new URL('../../../packages/shared/src/i18n/locales/en/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function lookup(ns: string, key: string): unknown {
  let node: unknown;
  try {
    node = JSON.parse(readFileSync(join(LOCALES, `${ns}.json`), 'utf8'));
  } catch {
    return undefined;
  }
  const parts = key.split('.');
  for (const [i, part] of parts.entries()) {
    if (node === null || typeof node !== 'object') return undefined;
    const here = node as Record<string, unknown>;
    // A plural key ("applyCount") lives as its forms ("applyCount_one", "applyCount_other").
    node = here[part] ?? (i === parts.length - 1 ? here[`${part}_other`] : undefined);
  }
  return node;
}

describe('translation keys used by the web app', () => {
  it('exist in the English locale files', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      const defaultNs = /useTranslation\('([\w-]+)'\)/.exec(text)?.[1] ?? 'common';
      const keys = [
        ...text.matchAll(/\bt\(\s*'([^'$]+)'/g),
        ...text.matchAll(/i18nKey="([^"]+)"/g),
        ...text.matchAll(/labelKey: '([^']+)'/g),
      ].map((m) => m[1] as string);
      for (const full of keys) {
        if (
          !/^[\w-]+(:[\w.-]+)?$/.test(full) ||
          (!full.includes(':') && !full.includes('.') && full !== 'title' && full !== 'date' && full !== 'updated')
        )
          continue;
        const [ns, key] = full.includes(':') ? (full.split(':') as [string, string]) : [defaultNs, full];
        checked += 1;
        if (lookup(ns, key) === undefined) missing.push(`${file.slice(SRC.length)}: ${ns}:${key}`);
      }
    }
    expect(checked).toBeGreaterThan(80);
    expect(missing).toEqual([]);
  });
});
