import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedListings } from '../listings/listings.seed';
import { seedShops } from '../shops/shops.seed';
import { users } from '../users/users.tables';
import { seedAuctions } from './auctions.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json().data;

describe('demo auctions', () => {
  it('seeds an upcoming, a live and an ended session from the merchant’s cars, with real bids, once', async () => {
    await seedAuctions(t.app.services, t.app.ctx);
    expect((await get('/api/auctions/sessions?when=live')).items).toEqual([]);

    await t.database.db.insert(users).values([
      { mobile: '+971500000001', nickname: 'Admin', roles: ['user', 'admin'], merchantStatus: 'none' },
      { mobile: '+971500000002', nickname: 'Al Noor Motors', roles: ['user', 'merchant'], merchantStatus: 'verified' },
      { mobile: '+971500000003', nickname: 'Aisha', roles: ['user'], merchantStatus: 'none' },
      { mobile: '+971500000004', nickname: 'Wei', roles: ['user'], merchantStatus: 'none' },
    ]);
    await seedShops(t.app.services, t.app.ctx);
    await seedListings(t.app.services, t.app.ctx);
    await seedAuctions(t.app.services, t.app.ctx);
    await seedAuctions(t.app.services, t.app.ctx);

    const upcoming = (await get('/api/auctions/sessions?when=upcoming')).items;
    const live = (await get('/api/auctions/sessions?when=live')).items;
    const ended = (await get('/api/auctions/sessions?when=ended')).items;
    expect([upcoming.length, live.length, ended.length]).toEqual([1, 1, 1]);
    expect(upcoming[0].lotCount).toBeGreaterThanOrEqual(6);
    expect(upcoming[0].lotCount).toBeLessThanOrEqual(8);

    const liveLots = (await get(`/api/auctions/lots?when=live&sessionId=${live[0].id}`)).items;
    expect(liveLots.length).toBe(live[0].lotCount);
    const now = t.clock.now().getTime();
    for (const lot of liveLots) expect(new Date(lot.state.endsAt).getTime()).toBeGreaterThan(now);
    expect(liveLots.some((l: { state: { bidCount: number } }) => l.state.bidCount > 1)).toBe(true);
    const endedLots = (await get(`/api/auctions/lots?when=ended&sessionId=${ended[0].id}`)).items;
    expect(endedLots.every((l: { state: { status: string } }) => l.state.status === 'closed')).toBe(true);
  }, 120_000);
});
