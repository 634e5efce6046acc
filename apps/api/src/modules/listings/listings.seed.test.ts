import type { ListingDetail, ListingSummary } from '@souq/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedShops } from '../shops/shops.seed';
import { users } from '../users/users.tables';
import { seedListings } from './listings.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('demo cars', () => {
  it('puts 120 varied cars in every emirate on sale from the demo merchant and a private seller, once', async () => {
    // Without the demo users there is nothing to seed.
    await seedListings(t.app.services, t.app.ctx);
    expect((await t.app.inject({ method: 'GET', url: '/api/listings' })).json().data.items).toEqual([]);

    await t.database.db.insert(users).values([
      { mobile: '+971500000001', nickname: 'Admin', roles: ['user', 'admin'], merchantStatus: 'none' },
      { mobile: '+971500000002', nickname: 'Al Noor Motors', roles: ['user', 'merchant'], merchantStatus: 'verified' },
      { mobile: '+971500000003', nickname: 'Aisha', roles: ['user'], merchantStatus: 'none' },
    ]);
    await seedShops(t.app.services, t.app.ctx);
    await seedListings(t.app.services, t.app.ctx);
    await seedListings(t.app.services, t.app.ctx);

    // Every car, page by page.
    const items: ListingSummary[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/listings?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const data = (await t.app.inject({ method: 'GET', url })).json().data;
      items.push(...(data.items as ListingSummary[]));
      cursor = data.nextCursor ?? null;
    } while (cursor);
    expect(items.length).toBe(120);
    expect(new Set(items.map((i) => i.brandId)).size).toBeGreaterThanOrEqual(25);
    const bodies = new Set(items.map((i) => i.bodyType));
    for (const body of ['sedan', 'suv', 'hatchback', 'coupe', 'pickup', 'van', 'minivan'])
      expect(bodies).toContain(body);
    expect(new Set(items.map((i) => i.year)).size).toBeGreaterThanOrEqual(8);
    // Cars in every emirate.
    const cities = new Set(items.map((i) => i.cityId));
    for (const city of ['dubai-city', 'abu-dhabi-city', 'sharjah-city', 'ajman-city', 'umm-al-quwain-city']) {
      expect(cities).toContain(city);
    }
    expect(cities).toContain('ras-al-khaimah-city');
    expect(cities).toContain('fujairah-city');
    expect(new Set(items.map((i) => i.kind))).toEqual(new Set(['used', 'import', 'export', 'abroad']));
    expect(items.some((i) => i.sellerType === 'private')).toBe(true);
    expect(items.filter((i) => i.sellerType === 'dealer').every((i) => i.shop?.verified)).toBe(true);
    // Several drawn WebP photos each: three views of the car and its cabin.
    expect(items.every((i) => i.cover?.url.endsWith('.webp') && i.cover.thumbUrl && i.photoCount === 4)).toBe(true);
    expect(new Set(items.map((i) => i.cover?.uploadId)).size).toBe(items.length);
    // Mileage follows age: no new car with a ten-year mileage.
    for (const i of items) {
      const age = 2025 - i.year;
      expect(i.mileageKm).toBeLessThanOrEqual(Math.max(12_000, age * 24_000));
    }
    // Spread over time: the newest list has an order.
    expect(new Set(items.map((i) => i.refreshedAt)).size).toBe(items.length);

    const importCar = items.find((i) => i.kind === 'import') as ListingSummary;
    const detail = (await t.app.inject({ method: 'GET', url: `/api/listings/${importCar.id}` })).json()
      .data as ListingDetail;
    expect(detail.landedCost?.cifFils).toBe(importCar.cifPriceFils);
    expect(detail.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    // Hundreds of photos are drawn (or read from the drawing cache): slower than the other tests here.
  }, 300_000);
});
