import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUserWithBalance, type TestApp, type TestUser } from '../../testing/test-app';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../wallet/wallet.tables';
import { vatIncluded } from './vip.service';
import { vipMemberships } from './vip.tables';

let t: TestApp;
let plans: Record<string, { id: string; priceFils: number; vatFils: number; validityDays: number }>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/vip/plans' });
  plans = Object.fromEntries(res.json().data.items.map((p: { code: string }) => [p.code, p]));
});
afterAll(async () => {
  await t?.close();
});

type User = TestUser;
const userWith = (aed: number) => registerUserWithBalance(t, aed);

function subscribe(u: User, body: Record<string, unknown>, key: string | null = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/vip/subscriptions',
    payload: body,
    headers: { ...bearer(u.token), ...(key ? { 'idempotency-key': key } : {}) },
  });
}

/** A fresh session: the clock jumps in these tests outlive the 30-day login. */
async function relogin(u: User): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { mobile: u.mobile, password: u.password },
  });
  if (res.statusCode !== 200) throw new Error(`login: ${res.body}`);
  u.token = res.json().data.token;
}

async function me(u: User) {
  let res = await t.app.inject({ method: 'GET', url: '/api/vip/me', headers: bearer(u.token) });
  if (res.statusCode === 401) {
    await relogin(u);
    res = await t.app.inject({ method: 'GET', url: '/api/vip/me', headers: bearer(u.token) });
  }
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function available(u: User) {
  return (await t.app.services.ledger.balances(u.userId)).availableFils;
}

async function memberships(u: User) {
  return t.database.db.select().from(vipMemberships).where(eq(vipMemberships.userId, u.userId));
}

describe('plans', () => {
  it('lists Silver, Gold and Platinum with price, VAT inside it, validity and deposit discount', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/vip/plans', headers: { 'accept-language': 'ar' } });
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items;
    expect(
      items.map((p: Record<string, unknown>) => [p.code, p.priceFils, p.validityDays, p.depositDiscountPct]),
    ).toEqual([
      ['silver', 9_900, 30, 10],
      ['gold', 24_900, 90, 25],
      ['platinum', 79_900, 365, 50],
    ]);
    expect(items[0]).toMatchObject({ nameKey: 'vip:plans.silver.name', currency: 'AED', vatFils: 471 });
    expect(items.map((p: { vatFils: number }) => p.vatFils)).toEqual([471, 1_186, 3_805]);
  });

  it('computes the VAT inside a VAT-inclusive price, rounded half up', () => {
    expect(vatIncluded(10_500n, 500)).toBe(500n);
    expect(vatIncluded(21n, 500)).toBe(1n);
    expect(vatIncluded(10n, 500)).toBe(0n);
    expect(vatIncluded(9_900n, 0)).toBe(0n);
  });
});

describe('buying from the wallet', () => {
  it('charges the price to revenue with the VAT as its own ledger line, and activates at once', async () => {
    const u = await userWith(500);
    const now = t.clock.now();
    const res = await subscribe(u, { planId: plans.silver?.id, method: 'wallet' });
    expect(res.statusCode).toBe(200);
    const { membership, checkoutUrl } = res.json().data;
    expect(checkoutUrl).toBeUndefined();
    expect(membership).toMatchObject({
      status: 'paid',
      method: 'wallet',
      priceFils: 9_900,
      vatFils: 471,
      plan: { code: 'silver', depositDiscountPct: 10 },
      startsAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 30 * DAY).toISOString(),
    });
    expect(await available(u)).toBe(50_000n - 9_900n);

    const entries = await t.database.db
      .select({ kind: ledgerAccounts.kind, owner: ledgerAccounts.ownerUserId, amount: ledgerEntries.amountFils })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, membership.transactionId));
    const byKind = Object.fromEntries(entries.map((e) => [e.kind, e.amount]));
    expect(byKind).toEqual({ available: -9_900n, revenue: 9_429n, vat_payable: 471n });
    const [tx] = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, membership.transactionId));
    expect(tx).toMatchObject({ type: 'charge', userId: u.userId, refType: 'vip_membership', refId: membership.id });

    const status = await me(u);
    expect(status).toMatchObject({
      active: true,
      planCode: 'silver',
      depositDiscountPct: 10,
      expiresAt: membership.expiresAt,
    });
    expect(status.memberships.map((m: { id: string }) => m.id)).toEqual([membership.id]);
  });

  it('renews from the current expiry, and expires by the server clock', async () => {
    const u = await userWith(1000);
    const start = t.clock.now();
    const silver = (await subscribe(u, { planId: plans.silver?.id, method: 'wallet' })).json().data.membership;
    t.clock.advance(10 * DAY);
    const gold = (await subscribe(u, { planId: plans.gold?.id, method: 'wallet' })).json().data.membership;
    expect(gold.startsAt).toBe(silver.expiresAt);
    expect(gold.expiresAt).toBe(new Date(start.getTime() + (30 + 90) * DAY).toISOString());
    expect(await available(u)).toBe(100_000n - 9_900n - 24_900n);

    // Silver runs now; the renewal counts in the end date.
    expect(await me(u)).toMatchObject({ active: true, planCode: 'silver', expiresAt: gold.expiresAt });
    t.clock.set(new Date(start.getTime() + 30 * DAY + 1));
    expect(await me(u)).toMatchObject({ active: true, planCode: 'gold', depositDiscountPct: 25 });
    t.clock.set(new Date(start.getTime() + 120 * DAY - 1));
    expect((await me(u)).active).toBe(true);
    t.clock.set(new Date(start.getTime() + 120 * DAY));
    await relogin(u);
    expect(await me(u)).toMatchObject({ active: false, planCode: null, expiresAt: null, depositDiscountPct: 0 });

    // Buying after expiry starts now, not at the old end.
    const later = t.clock.now();
    const again = (await subscribe(u, { planId: plans.silver?.id, method: 'wallet' })).json().data.membership;
    expect(again.startsAt).toBe(later.toISOString());
  });

  it('chains two purchases made at the same moment one after the other, never overlapping', async () => {
    const u = await userWith(1000);
    const now = t.clock.now();
    const results = await Promise.all([
      subscribe(u, { planId: plans.silver?.id, method: 'wallet' }),
      subscribe(u, { planId: plans.silver?.id, method: 'wallet' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const periods = results
      .map((r) => r.json().data.membership as { startsAt: string; expiresAt: string })
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    expect(periods[0]?.startsAt).toBe(now.toISOString());
    expect(periods[1]?.startsAt).toBe(periods[0]?.expiresAt);
    expect((await me(u)).expiresAt).toBe(new Date(now.getTime() + 60 * DAY).toISOString());
    expect(await available(u)).toBe(100_000n - 2n * 9_900n);
  });

  it('gives other domains the benefits: a lower auction deposit while active', async () => {
    const u = await userWith(1000);
    const { vip, deposits } = t.app.services;
    expect(await vip.benefits(u.userId)).toEqual({
      active: false,
      planCode: null,
      expiresAt: null,
      depositDiscountPct: 0,
    });
    expect(await deposits.requiredDepositFils(u.userId, 500_000n)).toBe(500_000n);
    await subscribe(u, { planId: plans.platinum?.id, method: 'wallet' });
    expect(await vip.benefits(u.userId)).toMatchObject({ active: true, planCode: 'platinum', depositDiscountPct: 50 });
    expect(await deposits.requiredDepositFils(u.userId, 500_000n)).toBe(250_000n);
    expect(await deposits.requiredDepositFils(u.userId, 333n)).toBe(167n);
    t.clock.advance(366 * DAY);
    expect(await deposits.requiredDepositFils(u.userId, 500_000n)).toBe(500_000n);
  });

  it('refuses when the wallet is short and writes nothing', async () => {
    const u = await userWith(50);
    const res = await subscribe(u, { planId: plans.silver?.id, method: 'wallet' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('INSUFFICIENT_FUNDS');
    expect(await memberships(u)).toEqual([]);
    expect(await available(u)).toBe(5_000n);
    expect((await me(u)).active).toBe(false);
  });

  it('replays the same key without charging twice; another plan under the key is a conflict', async () => {
    const u = await userWith(1000);
    const key = randomUUID();
    const body = { planId: plans.silver?.id, method: 'wallet' };
    const first = await subscribe(u, body, key);
    const [second, third] = await Promise.all([subscribe(u, body, key), subscribe(u, body, key)]);
    expect(second.json().data.membership).toEqual(first.json().data.membership);
    expect(third.json().data.membership.id).toBe(first.json().data.membership.id);
    expect(await memberships(u)).toHaveLength(1);
    expect(await available(u)).toBe(100_000n - 9_900n);
    const conflict = await subscribe(u, { planId: plans.gold?.id, method: 'wallet' }, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error).toBe('IDEMPOTENCY_CONFLICT');
    expect(await available(u)).toBe(100_000n - 9_900n);
  });
});

describe('bad input', () => {
  it('refuses an unknown plan, a malformed plan id or method, and a missing key', async () => {
    const u = await userWith(1000);
    const unknown = await subscribe(u, { planId: randomUUID(), method: 'wallet' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('NOT_FOUND');
    const malformed = await subscribe(u, { planId: 'gold', method: 'wallet' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.fields[0].field).toBe('planId');
    const method = await subscribe(u, { planId: plans.gold?.id, method: 'cash' });
    expect(method.json().data.fields[0].field).toBe('method');
    const noKey = await subscribe(u, { planId: plans.gold?.id, method: 'wallet' }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/vip/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(await memberships(u)).toEqual([]);
    expect(await available(u)).toBe(100_000n);
  });
});

describe('buying by card through the sandbox gateway', () => {
  /** The payer's browser on the sandbox's hosted page: open it, post the card form. */
  async function pay(checkoutUrl: string, card: string) {
    expect((await t.app.inject({ method: 'GET', url: checkoutUrl })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: checkoutUrl,
      payload: new URLSearchParams({ cardNumber: card, expiry: '12/39', cvc: '123' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(303);
  }

  it('activates inside the payment when the gateway confirms', async () => {
    const u = await userWith(0);
    const key = randomUUID();
    const body = { planId: plans.gold?.id, method: 'card' };
    const res = await subscribe(u, body, key);
    expect(res.statusCode).toBe(200);
    const { membership, checkoutUrl } = res.json().data;
    expect(membership).toMatchObject({ status: 'pending_payment', method: 'card', startsAt: null, expiresAt: null });
    expect(checkoutUrl).toMatch(/\/pay\/sandbox\//);
    expect((await subscribe(u, body, key)).json().data.checkoutUrl).toBe(checkoutUrl);
    expect((await me(u)).active).toBe(false);

    const paidAt = t.clock.now();
    await pay(checkoutUrl, '4242 4242 4242 4242');
    const status = await me(u);
    expect(status).toMatchObject({
      active: true,
      planCode: 'gold',
      expiresAt: new Date(paidAt.getTime() + 90 * DAY).toISOString(),
    });
    expect(status.memberships[0]).toMatchObject({ id: membership.id, status: 'paid', paymentId: membership.paymentId });
    // The card money entered the wallet and paid the plan: nothing left over, VAT on its own line.
    expect(await available(u)).toBe(0n);
    const entries = await t.database.db
      .select({ kind: ledgerAccounts.kind, amount: ledgerEntries.amountFils })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, status.memberships[0].transactionId));
    expect(entries.find((e) => e.kind === 'vat_payable')?.amount).toBe(1_186n);
    // The key replays the paid membership.
    const replay = (await subscribe(u, body, key)).json().data;
    expect(replay.membership.status).toBe('paid');
    expect(replay.checkoutUrl).toBeUndefined();
  });

  it('leaves the user without VIP when the card is declined', async () => {
    const u = await userWith(0);
    const { membership, checkoutUrl } = (await subscribe(u, { planId: plans.silver?.id, method: 'card' })).json().data;
    await pay(checkoutUrl, '4000 0000 0000 0002');
    expect((await me(u)).active).toBe(false);
    const [row] = await memberships(u);
    expect(row).toMatchObject({ id: membership.id, status: 'canceled' });
    expect(await available(u)).toBe(0n);
  });
});
