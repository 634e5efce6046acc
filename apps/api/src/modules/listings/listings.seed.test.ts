import type { ListingDetail, ListingSummary } from '@souq/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedListings } from '../../db/seed/listings.seed';
import { seedShops } from '../../db/seed/shops.seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { users } from '../users/users.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('demo cars', () => {
  it('puts about forty varied cars on sale from the demo merchant and a private seller, once', async () => {
    // Without the demo users there is nothing to seed.
    await seedListings(t.app.ctx);
    expect((await t.app.inject({ method: 'GET', url: '/api/listings' })).json().data.items).toEqual([]);

    await t.database.db.insert(users).values([
      { mobile: '+971500000001', nickname: 'Admin', roles: ['user', 'admin'], merchantStatus: 'none' },
      { mobile: '+971500000002', nickname: 'Al Noor Motors', roles: ['user', 'merchant'], merchantStatus: 'verified' },
      { mobile: '+971500000003', nickname: 'Aisha', roles: ['user'], merchantStatus: 'none' },
    ]);
    await seedShops(t.app.ctx);
    await seedListings(t.app.ctx);
    await seedListings(t.app.ctx);

    const res = await t.app.inject({ method: 'GET', url: '/api/listings?limit=50' });
    const items = res.json().data.items as ListingSummary[];
    expect(items.length).toBeGreaterThanOrEqual(40);
    expect(items.length).toBeLessThanOrEqual(50);
    expect(new Set(items.map((i) => i.brandId)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(items.map((i) => i.cityId)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(items.map((i) => i.kind))).toEqual(new Set(['used', 'import', 'export', 'abroad']));
    expect(items.some((i) => i.sellerType === 'private')).toBe(true);
    expect(items.filter((i) => i.sellerType === 'dealer').every((i) => i.shop?.verified)).toBe(true);
    expect(items.every((i) => i.cover?.url && i.photoCount === 1)).toBe(true);
    // Spread over time: the newest list has an order.
    expect(new Set(items.map((i) => i.refreshedAt)).size).toBe(items.length);

    const importCar = items.find((i) => i.kind === 'import') as ListingSummary;
    const detail = (await t.app.inject({ method: 'GET', url: `/api/listings/${importCar.id}` })).json()
      .data as ListingDetail;
    expect(detail.landedCost?.cifFils).toBe(importCar.cifPriceFils);
    expect(detail.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    // Forty-odd photos are drawn and encoded: slower than the other tests of this folder.
  }, 120_000);
});
