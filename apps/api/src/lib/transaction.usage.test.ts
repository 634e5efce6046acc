import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = fileURLToPath(new URL('../modules', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') && !entry.name.endsWith('.testing.ts')
      ? [full]
      : [];
  });
}

describe('transactions of the domains', () => {
  it('all open through inTransaction, so a deadlock or serialization failure runs them again', () => {
    const direct = sources(MODULES).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${path.relative(MODULES, file)}:${i + 1}` }))
        .filter(({ line }) => /\b(ctx\.)?db\.transaction\(/.test(line))
        .map(({ at }) => at),
    );
    expect(direct).toEqual([]);
  });
});
