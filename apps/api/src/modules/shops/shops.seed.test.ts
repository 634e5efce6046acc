import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { users } from '../users/users.tables';
import { seedShops } from './shops.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('demo shop', () => {
  it('gives the demo merchant one verified shop with hours, logo, cover and consultants, once', async () => {
    // Without the demo merchant there is nothing to seed.
    await seedShops(t.app.services, t.app.ctx);
    expect((await t.app.inject({ method: 'GET', url: '/api/shops' })).json().data.items).toEqual([]);

    await t.database.db.insert(users).values({
      mobile: '+971500000002',
      nickname: 'Al Noor Motors',
      roles: ['user', 'merchant'],
      merchantStatus: 'verified',
    });
    await seedShops(t.app.services, t.app.ctx);
    await seedShops(t.app.services, t.app.ctx);
    const items = (await t.app.inject({ method: 'GET', url: '/api/shops' })).json().data.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      name: 'Al Noor Motors',
      verified: true,
      cityId: 'dubai-city',
      emirateId: 'dubai',
    });

    const shop = (await t.app.inject({ method: 'GET', url: `/api/shops/${items[0].id}` })).json().data;
    expect(shop.hours).toHaveLength(7);
    expect(shop.consultants).toHaveLength(2);
    expect(shop.cityName).toMatch(/Ras Al Khor/);
    for (const url of [shop.logoUrl, shop.coverUrl]) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
    }
  });
});
