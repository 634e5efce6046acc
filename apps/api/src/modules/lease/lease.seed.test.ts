import type { LeaseOffer, LeaseOfferSummary } from '@souq/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../testing/test-app';
import { users } from '../users/users.tables';
import { seedLease } from './lease.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The demo admin and merchant the offers belong to (seed.ts creates them on a real start).
  await registerUser(t, '+971500000001');
  const merchant = await registerUser(t, '+971500000002');
  await t.database.db
    .update(users)
    .set({ roles: ['user', 'merchant'], merchantStatus: 'verified' })
    .where(eq(users.id, merchant.userId));
});
afterAll(async () => {
  await t?.close();
});

describe('demo lease offers', () => {
  it('are seeded once with photos and realistic monthly rents, and listed newest first', async () => {
    await seedLease(t.app.services, t.app.ctx);
    await seedLease(t.app.services, t.app.ctx);
    const res = await t.app.inject({ method: 'GET', url: '/api/lease/offers?limit=50' });
    expect(res.statusCode).toBe(200);
    const items: LeaseOfferSummary[] = res.json().data.items;
    expect(items).toHaveLength(8);
    const sunny = items[0] as LeaseOfferSummary;
    expect(sunny).toMatchObject({ seriesId: 'nissan-sunny', fromMonthlyFils: 129_900, minDownPaymentPct: 10 });
    expect(sunny.terms.find((term) => term.months === 36)?.monthlyFils).toBe(129_900);
    for (const offer of items) {
      expect(offer.cover?.url).toBeTruthy();
      expect(offer.fromMonthlyFils).toBeGreaterThan(0);
      expect(offer.minDownPaymentPct).toBeGreaterThanOrEqual(10);
      expect(offer.terms.every((term) => term.months >= 1 && term.months <= 36)).toBe(true);
    }

    const detail = await t.app.inject({ method: 'GET', url: `/api/lease/offers/${sunny.id}` });
    const offer: LeaseOffer = detail.json().data;
    expect(offer.photos).toHaveLength(2);
    const photo = await t.app.inject({ method: 'GET', url: offer.photos[0]?.url as string });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/image\/jpeg/);
  });
});
