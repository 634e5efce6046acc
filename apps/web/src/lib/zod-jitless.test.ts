import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod without eval (the page policy has no unsafe-eval)', () => {
  it('the app turns zod jitless', async () => {
    await import('./zod-jitless');
    expect(z.config().jitless).toBe(true);
  });

  it('main.tsx imports the setting before anything else, so no schema is built with eval first', () => {
    const main = readFileSync(path.resolve(import.meta.dirname, '..', 'main.tsx'), 'utf8');
    const firstImport = main.split('\n').find((line) => line.startsWith('import '));
    expect(firstImport).toBe("import './lib/zod-jitless';");
  });
});
