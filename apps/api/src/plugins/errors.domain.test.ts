/**
 * A domain's own error (`defineErrors`, docs/decisions/0028-domain-error-codes.md) thrown by a service
 * answers like a core one: its own HTTP status, its id, and the `errors:<id>` text in the request's
 * language. The id here is made up for the test, so its texts are added to a copy of the locale files
 * that the server reads instead of the real ones; nothing else about the app changes.
 */
import { defineErrors } from '@souq/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../lib/errors';
import { createTestApp, type TestApp } from '../testing/test-app';

const { localesDir, TEXTS } = await vi.hoisted(async () => {
  const { cpSync, mkdtempSync, readFileSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  const real = fileURLToPath(new URL('../../../../packages/shared/src/i18n/locales', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'souq-locales-'));
  cpSync(real, dir, { recursive: true });
  const texts: Record<string, string> = {
    en: 'Your bid must be at least {{min}}.',
    fr: 'Votre enchère doit être d’au moins {{min}}.',
  };
  for (const [lng, text] of Object.entries(texts)) {
    const file = join(dir, lng, 'errors.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), TEST_BID_TOO_LOW: text }));
  }
  return { localesDir: dir, TEXTS: texts };
});
vi.mock('../lib/paths', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/paths')>()),
  LOCALES_DIR: localesDir,
}));

const TEST_ERRORS = defineErrors('test', { TEST_BID_TOO_LOW: 409, TEST_LOT_GONE: 410 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  const { rmSync } = await import('node:fs');
  rmSync(localesDir, { recursive: true, force: true });
});

describe('a service throwing a domain error', () => {
  it('answers its status, its id and its text in the request’s language', async () => {
    const spy = vi
      .spyOn(t.app.services.regions, 'hotCities')
      .mockRejectedValue(new AppError(TEST_ERRORS.TEST_BID_TOO_LOW, { min: '5,100 AED' }));
    for (const lng of ['en', 'fr'] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/regions/hot', headers: { 'accept-language': lng } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 409,
        error: 'TEST_BID_TOO_LOW',
        message: TEXTS[lng]?.replace('{{min}}', '5,100 AED'),
        data: null,
      });
    }
    spy.mockRestore();
  });

  it('keeps a status of its own that no core code has for it (410), with its field issues', async () => {
    const spy = vi
      .spyOn(t.app.services.regions, 'hotCities')
      .mockRejectedValue(new AppError(TEST_ERRORS.TEST_LOT_GONE, {}, [{ field: 'lot', key: 'invalid' }]));
    const res = await t.app.inject({ method: 'GET', url: '/api/regions/hot' });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({
      code: 410,
      error: 'TEST_LOT_GONE',
      data: { fields: [{ field: 'lot', key: 'invalid' }] },
    });
    spy.mockRestore();
  });
});
