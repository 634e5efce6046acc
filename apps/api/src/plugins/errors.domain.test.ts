/**
 * A domain's own error (`defineErrors`, docs/decisions/0028-domain-error-codes.md) thrown by a service
 * answers like a core one: its own HTTP status, its id, and the `errors:<id>` text in the request's
 * language. The text case uses a real domain id (the auctions' BID_TOO_LOW) and reads its expected
 * texts from the locale files; the status case uses an id made up here, which needs no text.
 * (No module mocking: the API projects share modules between test files, vitest.config.ts.)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineErrors } from '@souq/shared';
import { AUCTION_ERRORS } from '@souq/shared/auctions/auctions.errors';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../lib/errors';
import { createTestApp, type TestApp } from '../testing/test-app';

const localeText = (lng: string, key: string): string =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../../../../packages/shared/src/i18n/locales/${lng}/errors.json`, import.meta.url)),
      'utf8',
    ),
  )[key];
const TEXTS = { en: localeText('en', 'BID_TOO_LOW'), fr: localeText('fr', 'BID_TOO_LOW') };

const TEST_ERRORS = defineErrors('test', { TEST_LOT_GONE: 410 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a service throwing a domain error', () => {
  it('answers its status, its id and its text in the request’s language', async () => {
    const spy = vi
      .spyOn(t.app.services.regions, 'hotCities')
      .mockRejectedValue(new AppError(AUCTION_ERRORS.BID_TOO_LOW, { min: '5,100 AED' }));
    for (const lng of ['en', 'fr'] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/regions/hot', headers: { 'accept-language': lng } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 409,
        error: 'BID_TOO_LOW',
        message: TEXTS[lng].replace('{{min}}', '5,100 AED'),
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
