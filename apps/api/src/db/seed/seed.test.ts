import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyDomain, composeDomains } from '../../lib/domain';
import { createTestApp, registerUser, type TestApp } from '../../testing/test-app';
import { seed } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the seeding loop', () => {
  it('runs reference rows on every start, and demo data in dependency order only while there is no account', async () => {
    const calls: string[] = [];
    const domain = (name: string, dependsOn: string[], withReference = false): AnyDomain => ({
      name,
      dependsOn,
      build: () => ({ [name]: name }),
      seed: {
        ...(withReference ? { reference: async () => void calls.push(`${name}:reference`) } : {}),
        demo: async () => void calls.push(`${name}:demo`),
      },
    });
    const composition = composeDomains(
      [domain('listings', ['shops']), domain('shops', ['people']), domain('people', [], true)],
      t.app.ctx,
    );

    const first = await seed(composition, t.app.ctx);
    expect(first.created).toBe(true);
    expect(first.accounts.map((a) => a.role)).toEqual(['admin', 'merchant', 'user', 'user']);
    expect(calls).toEqual(['people:reference', 'people:demo', 'shops:demo', 'listings:demo']);

    calls.length = 0;
    await registerUser(t);
    expect((await seed(composition, t.app.ctx)).created).toBe(false);
    expect(calls).toEqual(['people:reference']);
  });
});
