import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { users } from '../users/users.tables';
import { fleetRepository } from './fleet.repository';
import { seedRentals } from './rentals.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('demo rental fleet', () => {
  it('has about sixty cars with drawn photos at branches in all seven emirates, once', async () => {
    const [merchant] = await t.database.db
      .insert(users)
      .values({
        mobile: '+971500000002',
        nickname: 'Al Noor Motors',
        roles: ['user', 'merchant'],
        merchantStatus: 'verified',
      })
      .returning();
    await seedRentals(t.app.services, t.app.ctx);
    await seedRentals(t.app.services, t.app.ctx);

    const branches = await fleetRepository.branchesOf(t.database.db, merchant!.id);
    expect(new Set(branches.map((b) => b.emirateId))).toEqual(
      new Set(['dubai', 'abu-dhabi', 'sharjah', 'ajman', 'umm-al-quwain', 'ras-al-khaimah', 'fujairah']),
    );
    const cars = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/rental-cars?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const data = (await t.app.inject({ method: 'GET', url })).json().data;
      cars.push(...data.items);
      cursor = data.nextCursor ?? null;
    } while (cursor);
    expect(cars.length).toBeGreaterThanOrEqual(55);
    expect(cars.length).toBeLessThanOrEqual(70);
    expect(new Set(cars.map((c) => c.carType)).size).toBe(8);
    expect(new Set(cars.map((c) => c.cityId)).size).toBeGreaterThanOrEqual(8);
    expect(cars.every((c) => c.cover?.url.endsWith('.webp') && c.cover.thumbUrl)).toBe(true);
    // The browser journeys book the one Nissan Sunny of the economy search.
    expect(cars.filter((c) => c.title.includes('Nissan Sunny'))).toHaveLength(1);
    expect(cars.filter((c) => c.carType === 'economy').length).toBeLessThanOrEqual(15);

    const detail = (await t.app.inject({ method: 'GET', url: `/api/rental-cars/${cars[0].id}` })).json().data;
    expect(detail.photos.length).toBe(3);
  }, 300_000);
});
