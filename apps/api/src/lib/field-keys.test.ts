/**
 * Field errors name a `validation:` key the web shows under the field. Keys are written as string
 * literals beside the rule that raises them, so the locale parity test cannot see them: this test
 * reads the API's sources and fails on a key the English validation messages do not have.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../../../packages/shared/src/i18n/locales/en/validation.json';

const SRC = fileURLToPath(new URL('../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const FIELD_ISSUE = /\bfield:\s*[^,{}]+,\s*key:\s*'(\w+)'/g;
const FIELD_ERROR = /\bfieldError\(\s*[^,]+,\s*[^,]+,\s*'(\w+)'/g;

function fieldKeysIn(text: string): string[] {
  return [...text.matchAll(FIELD_ISSUE), ...text.matchAll(FIELD_ERROR)].map((m) => m[1] as string);
}

describe('field error keys', () => {
  it('finds keys in both forms the API writes them', () => {
    expect(fieldKeysIn(`[{ field: 'oldPassword', key: 'wrongPassword' }]`)).toEqual(['wrongPassword']);
    expect(fieldKeysIn(`fieldError('VALIDATION_FAILED', 'Idempotency-Key', 'invalid')`)).toEqual(['invalid']);
  });

  it('every key a field error names has an English validation message', () => {
    const known = new Set(Object.keys(en));
    const missing = sources(SRC).flatMap((file) =>
      fieldKeysIn(readFileSync(file, 'utf8'))
        .filter((key) => !known.has(key))
        .map((key) => `${file.slice(SRC.length)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
