/**
 * The wallet through its HTTP endpoints: balances and holds, history and its filters, bank
 * accounts, withdrawals (request, approve, reject, pay, limits, races), recharge limits, and the
 * ledger rules other domains rely on. Longer than 500 lines on purpose: every case shares one app
 * and one migrated database (a fresh PGlite costs seconds) and the users set up once.
 */
import { rechargeAmountSchema } from '@souq/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, lastSmsCode, registerUser, type TestApp } from '../../testing/test-app';
import { notifications } from '../notifications/notifications.tables';
import { users } from '../users/users.tables';
import { BALANCED_BOOKS, checkBooks } from './ledger.testing';
import { holds, ledgerTransactions, withdrawals } from './wallet.tables';

type User = Awaited<ReturnType<typeof registerUser>>;

/** Valid UAE IBANs (mod 97 checked). */
const IBAN = 'AE070331234567890123456';
const IBAN_2 = 'AE460090000000123456789';

let t: TestApp;
/** An admin with the finance role: pays withdrawals out. */
let admin: User;

async function registerAdmin(roles: ('user' | 'admin' | 'finance')[] = ['user', 'admin', 'finance']): Promise<User> {
  const a = await registerUser(t);
  await t.database.db.update(users).set({ roles }).where(eq(users.id, a.userId));
  return a;
}

beforeAll(async () => {
  // A daily limit of AED 1,000 keeps the amounts small.
  t = await createTestApp({ WITHDRAWAL_DAILY_LIMIT_AED: '1000' });
  admin = await registerAdmin();
});
afterAll(async () => {
  await t?.close();
});

const ledger = () => t.app.services.ledger;
let keyCounter = 0;
const newKey = () => `test-key-${++keyCounter}`;

function get(url: string, who: User, lang?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(who.token), ...(lang ? { 'accept-language': lang } : {}) },
  });
}
function post(url: string, who: User, payload?: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers: { ...bearer(who.token), ...headers } });
}
function del(url: string, who: User) {
  return t.app.inject({ method: 'DELETE', url, headers: bearer(who.token) });
}

async function recharge(who: User, fils: bigint) {
  return ledger().recharge({
    userId: who.userId,
    amountFils: fils,
    idempotencyKey: newKey(),
    ref: { type: 'payment', id: newKey() },
  });
}

async function wallet(who: User) {
  const res = await get('/api/wallet', who);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    availableFils: number;
    heldFils: number;
    currency: string;
    holds: { id: string; amountFils: number; purpose: string; status: string; releaseAt: string | null }[];
  };
}

async function addBank(who: User, iban = IBAN) {
  const res = await post('/api/wallet/bank-accounts', who, {
    holderName: 'Test Holder',
    iban,
    bankName: 'Emirates NBD',
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string; iban: string };
}

/** A fresh `withdraw` SMS code, sent to the logged-in user's own number (after the resend window). */
async function withdrawCode(who: User): Promise<string> {
  t.clock.advance(61_000);
  const res = await post('/api/me/sms-codes', who, { purpose: 'withdraw' });
  expect(res.statusCode).toBe(200);
  return lastSmsCode(t, who.mobile);
}

function withdraw(who: User, body: object, key: string | null = newKey()) {
  return post('/api/wallet/withdrawals', who, body, key ? { 'idempotency-key': key } : {});
}

describe('the wallet page', () => {
  it('needs a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wallet' });
    expect(res.json().error).toBe('AUTH_REQUIRED');
  });

  it('starts empty, then shows available and held balances with each hold', async () => {
    const u = await registerUser(t);
    expect(await wallet(u)).toEqual({ availableFils: 0, heldFils: 0, currency: 'AED', holds: [] });
    await recharge(u, 150_000n);
    const releaseAt = new Date('2026-02-15T08:00:00.000Z');
    const { holdId } = await ledger().hold({
      userId: u.userId,
      amountFils: 75_050n,
      purpose: 'rental_deposit',
      ref: { type: 'booking', id: 'b-1' },
      releaseAt,
      idempotencyKey: newKey(),
    });
    const w = await wallet(u);
    expect(w).toMatchObject({ availableFils: 74_950, heldFils: 75_050 });
    expect(w.holds).toEqual([
      {
        id: holdId,
        amountFils: 75_050,
        purpose: 'rental_deposit',
        ref: { type: 'booking', id: 'b-1' },
        status: 'held',
        releaseAt: releaseAt.toISOString(),
        createdAt: t.clock.now().toISOString(),
      },
    ]);
    const one = await get(`/api/wallet/holds/${holdId}`, u);
    expect(one.json().data).toMatchObject({ id: holdId, purpose: 'rental_deposit' });

    // Released holds leave the page.
    await ledger().release({ holdId: holdId as string, idempotencyKey: newKey() });
    expect(await wallet(u)).toMatchObject({ availableFils: 150_000, heldFils: 0, holds: [] });
    expect((await get(`/api/wallet/holds/${holdId}`, u)).json().data.status).toBe('released');
  });

  it("answers 404 for someone else's hold or transaction, and for ids that do not exist", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    await recharge(owner, 10_000n);
    const hold = await ledger().hold({
      userId: owner.userId,
      amountFils: 1_000n,
      purpose: 'auction_deposit',
      ref: { type: 'lot', id: 'l-1' },
      idempotencyKey: newKey(),
    });
    for (const url of [`/api/wallet/holds/${hold.holdId}`, `/api/wallet/transactions/${hold.transactionId}`]) {
      const res = await get(url, other);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('NOT_FOUND');
      expect((await get(url, owner)).statusCode).toBe(200);
      // Admins may look.
      expect((await get(url, admin)).statusCode).toBe(200);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/wallet/holds/${missing}`, owner)).statusCode).toBe(404);
    expect((await get(`/api/wallet/transactions/${missing}`, owner)).statusCode).toBe(404);
    // A malformed id names nothing: not found, like an unknown one.
    expect((await get('/api/wallet/holds/not-a-uuid', owner)).json().error).toBe('NOT_FOUND');
  });
});

describe('transaction history', () => {
  let u: User;
  let seller: User;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t.clock.set('2026-03-01T05:00:00.000Z');
    u = await registerUser(t);
    seller = await registerUser(t);
    t.clock.set('2026-03-01T06:00:00.000Z'); // 10:00 in Dubai
    ids.recharge = (await recharge(u, 100_000n)).transactionId;
    t.clock.advance(3_600_000);
    const hold = await ledger().hold({
      userId: u.userId,
      amountFils: 20_000n,
      purpose: 'auction_deposit',
      ref: { type: 'lot', id: 'lot-7' },
      idempotencyKey: newKey(),
    });
    ids.hold = hold.transactionId;
    t.clock.set('2026-03-02T06:00:00.000Z');
    ids.capture = (
      await ledger().capture({
        holdId: hold.holdId as string,
        amountFils: 15_000n,
        feeFils: 1_000n,
        vatFils: 500n,
        payee: { userId: seller.userId },
        idempotencyKey: newKey(),
      })
    ).transactionId;
    t.clock.set('2026-03-03T06:00:00.000Z');
    ids.charge = (
      await ledger().charge({
        userId: u.userId,
        amountFils: 10_500n,
        vatFils: 500n,
        payee: 'revenue',
        ref: { type: 'vip', id: 'm-1' },
        idempotencyKey: newKey(),
      })
    ).transactionId;
    t.clock.advance(60_000);
    ids.refund = (
      await ledger().refund({ transactionId: ids.charge, amountFils: 2_000n, idempotencyKey: newKey() })
    ).transactionId;
  });

  it('lists newest first with the signed effect on available and held', async () => {
    const res = await get('/api/wallet/transactions', u);
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as { id: string; type: string; amountFils: number; heldChangeFils: number }[];
    expect(items.map((i) => [i.type, i.amountFils, i.heldChangeFils])).toEqual([
      ['refund', 2_000, 0],
      ['charge', -10_500, 0],
      ['capture', 5_000, -20_000],
      ['hold', -20_000, 20_000],
      ['recharge', 100_000, 0],
    ]);
    expect(items[0]).toMatchObject({ id: ids.refund, descriptionKey: 'wallet:tx.refund' });
    expect(res.json().data.nextCursor).toBeNull();
    // The seller sees the capture as money in.
    const sellerItems = (await get('/api/wallet/transactions', seller)).json().data.items;
    expect(sellerItems).toEqual([expect.objectContaining({ id: ids.capture, type: 'capture', amountFils: 13_500 })]);
  });

  it('filters by type and by Dubai date or ISO time', async () => {
    const byType = (await get('/api/wallet/transactions?type=hold', u)).json().data.items;
    expect(byType.map((i: { id: string }) => i.id)).toEqual([ids.hold]);
    const day = (await get('/api/wallet/transactions?from=2026-03-02&to=2026-03-02', u)).json().data.items;
    expect(day.map((i: { id: string }) => i.id)).toEqual([ids.capture]);
    const since = (await get('/api/wallet/transactions?from=2026-03-03T00:00:00Z', u)).json().data.items;
    expect(since.map((i: { id: string }) => i.id)).toEqual([ids.refund, ids.charge]);
    const until = (await get('/api/wallet/transactions?to=2026-03-01', u)).json().data.items;
    expect(until.map((i: { id: string }) => i.id)).toEqual([ids.hold, ids.recharge]);
  });

  it('pages with a cursor without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/wallet/transactions?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const data: { items: { id: string }[]; nextCursor: string | null } = (await get(url, u)).json().data;
      seen.push(...data.items.map((i) => i.id));
      cursor = data.nextCursor;
    } while (cursor);
    expect(seen).toEqual([ids.refund, ids.charge, ids.capture, ids.hold, ids.recharge]);
  });

  it('refuses a bad type, date or cursor naming the field', async () => {
    for (const [query, field] of [
      ['type=bonus', 'type'],
      ['from=yesterday', 'from'],
      ['to=2026-13-45T99', 'to'],
      ['cursor=abc', 'cursor'],
      ['limit=0', 'limit'],
      ['from=2026-03-03&to=2026-03-01', 'to'],
    ] as const) {
      const res = await get(`/api/wallet/transactions?${query}`, u);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe('VALIDATION_FAILED');
      expect(res.json().data.fields[0].field).toBe(field);
    }
  });

  it('shows one movement with its lines, other users anonymous', async () => {
    const res = await get(`/api/wallet/transactions/${ids.capture}`, u);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ id: ids.capture, type: 'capture', amountFils: 5_000, heldChangeFils: -20_000 });
    expect(d.ref).toEqual({ type: 'lot', id: 'lot-7' });
    const lines = Object.fromEntries(
      d.entries.map((e: { account: string; amountFils: number }) => [e.account, e.amountFils]),
    );
    expect(lines).toEqual({ held: -20_000, available: 5_000, counterparty: 13_500, fees: 1_000, vat_payable: 500 });
    const refund = (await get(`/api/wallet/transactions/${ids.refund}`, u)).json().data;
    expect(refund.reversesTransactionId).toBe(ids.charge);
  });
});

describe('bank accounts', () => {
  it('saves a UAE IBAN normalised, lists it and removes it', async () => {
    const u = await registerUser(t);
    const res = await post('/api/wallet/bank-accounts', u, {
      holderName: ' Fatima Al Mansouri ',
      iban: 'ae07 0331 2345 6789 0123 456',
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    // Saved in full, shown masked: the full IBAN is only in the finance payout view.
    expect(saved).toMatchObject({ holderName: 'Fatima Al Mansouri', iban: 'AE07 •••• 3456', bankName: null });
    // The same IBAN again is the same account.
    expect((await addBank(u)).id).toBe(saved.id);
    const second = await addBank(u, IBAN_2);
    const list = (await get('/api/wallet/bank-accounts', u)).json().data.items;
    expect(list.map((b: { id: string }) => b.id).sort()).toEqual([saved.id, second.id].sort());

    const other = await registerUser(t);
    expect((await del(`/api/wallet/bank-accounts/${saved.id}`, other)).statusCode).toBe(404);
    expect((await get('/api/wallet/bank-accounts', other)).json().data.items).toEqual([]);
    expect((await del(`/api/wallet/bank-accounts/${saved.id}`, u)).statusCode).toBe(200);
    expect((await del(`/api/wallet/bank-accounts/${saved.id}`, u)).statusCode).toBe(404);
    expect((await get('/api/wallet/bank-accounts', u)).json().data.items).toEqual([
      expect.objectContaining({ id: second.id }),
    ]);
  });

  it('refuses a bad IBAN with IBAN_INVALID on the field, in the request language', async () => {
    const u = await registerUser(t);
    for (const iban of [
      'AE080331234567890123456', // check digits wrong
      'AE07033123456789012345', // one digit short
      'GB82WEST12345698765432', // valid, but not UAE
      'AE07 0331 2345 6789 0123 45X',
    ]) {
      const res = await post('/api/wallet/bank-accounts', u, { holderName: 'X', iban }, { 'accept-language': 'ar' });
      expect(res.statusCode, iban).toBe(400);
      expect(res.json().error).toBe('IBAN_INVALID');
      expect(res.json().data.fields[0].field).toBe('iban');
      expect(res.json().message).not.toMatch(/[A-Za-z]{5}/); // Arabic text, not the English fallback
    }
    const missing = await post('/api/wallet/bank-accounts', u, { iban: IBAN });
    expect(missing.json().error).toBe('VALIDATION_FAILED');
    expect(missing.json().data.fields[0].field).toBe('holderName');
  });
});

describe('withdrawals', () => {
  let u: User;
  let bank: { id: string };

  beforeAll(async () => {
    t.clock.set('2026-04-01T06:00:00.000Z'); // 10:00 in Dubai
    admin = await registerAdmin(); // sessions last 30 days; the clock moved on
    u = await registerUser(t);
    bank = await addBank(u);
    await recharge(u, 200_000n); // AED 2,000
  });

  it('refuses bad input before using the SMS code', async () => {
    const code = await withdrawCode(u);
    const body = { amount: '100', bankAccountId: bank.id, code };

    const noKey = await withdraw(u, body, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error).toBe('IDEMPOTENCY_KEY_REQUIRED');

    for (const amount of ['0', '-5', '1.234', 'ten', '', '0.00']) {
      const res = await withdraw(u, { ...body, amount });
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().error).toBe('VALIDATION_FAILED');
      expect(res.json().data.fields[0].field).toBe('amount');
    }
    const usd = await withdraw(u, { ...body, currency: 'USD' });
    expect(usd.json().error).toBe('CURRENCY_UNSUPPORTED');

    const huge = await withdraw(u, { ...body, amount: '99999999999' });
    expect(huge.json().error).toBe('AMOUNT_TOO_LARGE');

    const overLimit = await withdraw(u, { ...body, amount: '1000.01' });
    expect(overLimit.statusCode).toBe(409);
    expect(overLimit.json().error).toBe('WITHDRAWAL_DAILY_LIMIT');
    expect(overLimit.json().message).toContain('AED\u00a01,000.00');

    await ledger().hold({
      userId: u.userId,
      amountFils: 150_000n,
      purpose: 'rental_deposit',
      ref: { type: 'booking', id: 'b-9' },
      idempotencyKey: `block:${u.userId}`,
    });
    const short = await withdraw(u, { ...body, amount: '500.01' });
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toBe('INSUFFICIENT_FUNDS');

    const stranger = await registerUser(t);
    const strangersBank = await addBank(stranger);
    const notMine = await withdraw(u, { ...body, bankAccountId: strangersBank.id });
    expect(notMine.statusCode).toBe(404);

    const wrong = await withdraw(u, { ...body, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.json().error).toBe('SMS_CODE_INVALID');

    // Nothing moved; the code is still good.
    expect(await wallet(u)).toMatchObject({ availableFils: 50_000, heldFils: 150_000 });
    const ok = await withdraw(u, body);
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an expired code and a code for another purpose', async () => {
    const code = await withdrawCode(u);
    t.clock.advance(301_000);
    const expired = await withdraw(u, { amount: '10', bankAccountId: bank.id, code });
    expect(expired.json().error).toBe('SMS_CODE_EXPIRED');
    await withdrawCode(u);
    t.clock.advance(61_000);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sms-codes',
      payload: { mobile: u.mobile, purpose: 'login' },
    });
    expect(login.statusCode).toBe(200);
    const loginCode = await lastSmsCode(t, u.mobile);
    const res = await withdraw(u, { amount: '10', bankAccountId: bank.id, code: loginCode });
    expect(res.json().error).toBe('SMS_CODE_INVALID');
  });

  it('holds the amount, replays the same key and body, and refuses the key with another body', async () => {
    t.clock.advance(3_600_000); // past the hourly SMS limit of this number
    const before = await wallet(u);
    const code = await withdrawCode(u);
    const key = newKey();
    const body = { amount: '120.50', currency: 'aed', bankAccountId: bank.id, code };
    const res = await withdraw(u, body, key);
    expect(res.statusCode).toBe(200);
    const w = res.json().data;
    expect(w).toMatchObject({
      amountFils: 12_050,
      status: 'requested',
      reason: null,
      bankAccount: { id: bank.id, iban: 'AE07 •••• 3456' },
    });
    const after = await wallet(u);
    expect(after.availableFils).toBe(before.availableFils - 12_050);
    expect(after.heldFils).toBe(before.heldFils + 12_050);
    expect(after.holds).toContainEqual(
      expect.objectContaining({ id: w.holdId, purpose: 'withdrawal', releaseAt: null }),
    );

    // A retry (the code is spent by now) answers the same withdrawal and moves nothing.
    const again = await withdraw(u, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(w.id);
    expect(await wallet(u)).toMatchObject({ availableFils: after.availableFils, heldFils: after.heldFils });
    const other = await withdraw(u, { ...body, amount: '120.51' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe('IDEMPOTENCY_CONFLICT');

    const mine = (await get('/api/wallet/withdrawals', u)).json().data.items;
    expect(mine[0]).toMatchObject({ id: w.id, status: 'requested' });
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, u.userId), eq(notifications.type, 'wallet.withdrawal_requested')));
    expect(notes.map((n) => n.titleKey)).toContain('notifications:withdrawalRequested.title');
    expect(notes.map((n) => n.params.amount).sort()).toEqual(['100.00', '120.50']);
  });

  it('counts the daily limit per Dubai day, rejected ones excepted', async () => {
    const v = await registerUser(t);
    const vBank = await addBank(v);
    await recharge(v, 500_000n);
    t.clock.set('2026-04-10T10:00:00.000Z'); // 14:00 in Dubai
    const first = await withdraw(v, { amount: '800', bankAccountId: vBank.id, code: await withdrawCode(v) });
    expect(first.statusCode).toBe(200);
    const code = await withdrawCode(v);
    expect((await withdraw(v, { amount: '200.01', bankAccountId: vBank.id, code })).json().error).toBe(
      'WITHDRAWAL_DAILY_LIMIT',
    );
    // Rejected: its amount no longer counts.
    const rejected = await post(
      `/api/admin/withdrawals/${first.json().data.id}/reject`,
      admin,
      { reason: 'Name does not match' },
      { 'idempotency-key': newKey() },
    );
    expect(rejected.statusCode).toBe(200);
    expect((await withdraw(v, { amount: '1000', bankAccountId: vBank.id, code })).statusCode).toBe(200);
    // 19:59 UTC is 23:59 in Dubai, still the same day; 20:00 UTC is the next day.
    t.clock.set('2026-04-10T19:58:00.000Z');
    const late = await withdrawCode(v);
    expect((await withdraw(v, { amount: '1', bankAccountId: vBank.id, code: late })).json().error).toBe(
      'WITHDRAWAL_DAILY_LIMIT',
    );
    t.clock.set('2026-04-10T20:00:00.000Z');
    expect((await withdraw(v, { amount: '1', bankAccountId: vBank.id, code: late })).statusCode).toBe(200);
  });

  it('goes requested → approved → paid through the admin, notifying the user at each step', async () => {
    const p = await registerUser(t);
    const pBank = await addBank(p);
    await recharge(p, 100_000n);
    const w = (await withdraw(p, { amount: '400', bankAccountId: pBank.id, code: await withdrawCode(p) })).json().data;
    t.clock.advance(1_000);

    // Users cannot use the admin routes.
    expect((await get('/api/admin/withdrawals', p)).statusCode).toBe(403);
    expect((await post(`/api/admin/withdrawals/${w.id}/approve`, p)).statusCode).toBe(403);

    const listed = (await get('/api/admin/withdrawals?status=requested', admin)).json().data.items;
    expect(listed).toContainEqual(
      expect.objectContaining({
        id: w.id,
        userId: p.userId,
        userName: expect.any(String),
        bankAccount: expect.objectContaining({ iban: 'AE07 •••• 3456' }),
      }),
    );
    expect(JSON.stringify(listed)).not.toContain(IBAN);

    const ref = { bankReference: 'FT26091ABC' };
    const early = await post(`/api/admin/withdrawals/${w.id}/paid`, admin, ref, { 'idempotency-key': newKey() });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('INVALID_STATE');

    const approved = await post(`/api/admin/withdrawals/${w.id}/approve`, admin);
    expect(approved.json().data).toMatchObject({ status: 'approved', decidedBy: admin.userId });
    expect((await post(`/api/admin/withdrawals/${w.id}/approve`, admin)).json().error).toBe('INVALID_STATE');

    const noKey = await post(`/api/admin/withdrawals/${w.id}/paid`, admin, ref);
    expect(noKey.json().error).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const paidKey = newKey();
    const paid = await post(`/api/admin/withdrawals/${w.id}/paid`, admin, ref, { 'idempotency-key': paidKey });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: 'paid',
      paidAt: t.clock.now().toISOString(),
      bankReference: 'FT26091ABC',
    });
    expect(await wallet(p)).toMatchObject({ availableFils: 60_000, heldFils: 0, holds: [] });
    // Repeating the same request answers the same; anything else is refused.
    expect(
      (await post(`/api/admin/withdrawals/${w.id}/paid`, admin, ref, { 'idempotency-key': paidKey })).statusCode,
    ).toBe(200);
    const rejectPaid = await post(
      `/api/admin/withdrawals/${w.id}/reject`,
      admin,
      { reason: 'late' },
      { 'idempotency-key': newKey() },
    );
    expect(rejectPaid.json().error).toBe('INVALID_STATE');
    const [hold] = await t.database.db.select().from(holds).where(eq(holds.id, w.holdId));
    expect(hold?.status).toBe('captured');
    // Other domains cannot resolve a withdrawal's hold, nor make one.
    const q = (await withdraw(p, { amount: '1', bankAccountId: pBank.id, code: await withdrawCode(p) })).json().data;
    await expect(ledger().release({ holdId: q.holdId, idempotencyKey: newKey() })).rejects.toMatchObject({
      code: 'INVALID_STATE',
    });
    await expect(
      ledger().hold({
        userId: p.userId,
        amountFils: 1n,
        purpose: 'withdrawal',
        ref: { type: 't', id: 'x' },
        idempotencyKey: newKey(),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const types = (await t.database.db.select().from(notifications).where(eq(notifications.userId, p.userId))).map(
      (n) => n.type,
    );
    expect(types).toEqual(
      expect.arrayContaining(['wallet.withdrawal_requested', 'wallet.withdrawal_approved', 'wallet.withdrawal_paid']),
    );
    const history = (await get('/api/wallet/transactions', p)).json().data.items;
    expect(history.map((i: { type: string }) => i.type)).toEqual([
      'withdrawal_request',
      'withdrawal_paid',
      'withdrawal_request',
      'recharge',
    ]);
    // Each withdrawal movement tells where its withdrawal stands now: the paid one's request too.
    expect(history.map((i: { withdrawalStatus: string | null }) => i.withdrawalStatus)).toEqual([
      'requested',
      'paid',
      'paid',
      null,
    ]);
    const paidLine = history[1] as { id: string };
    expect((await get(`/api/wallet/transactions/${paidLine.id}`, p)).json().data.withdrawalStatus).toBe('paid');
    expect(await checkBooks(t.database.db)).toEqual(BALANCED_BOOKS);
  });

  it('rejects with a reason and gives the amount back', async () => {
    const r = await registerUser(t);
    const rBank = await addBank(r);
    await recharge(r, 100_000n);
    const w = (await withdraw(r, { amount: '250', bankAccountId: rBank.id, code: await withdrawCode(r) })).json().data;
    expect(await wallet(r)).toMatchObject({ availableFils: 75_000, heldFils: 25_000 });

    const noReason = await post(`/api/admin/withdrawals/${w.id}/reject`, admin, {}, { 'idempotency-key': newKey() });
    expect(noReason.json().error).toBe('VALIDATION_FAILED');
    const key = newKey();
    const res = await post(
      `/api/admin/withdrawals/${w.id}/reject`,
      admin,
      { reason: 'IBAN closed' },
      { 'idempotency-key': key },
    );
    expect(res.json().data).toMatchObject({ status: 'rejected', reason: 'IBAN closed' });
    expect(await wallet(r)).toMatchObject({ availableFils: 100_000, heldFils: 0 });
    const again = await post(
      `/api/admin/withdrawals/${w.id}/reject`,
      admin,
      { reason: 'IBAN closed' },
      { 'idempotency-key': key },
    );
    expect(again.statusCode).toBe(200);
    expect(await wallet(r)).toMatchObject({ availableFils: 100_000, heldFils: 0 });
    const other = await post(
      `/api/admin/withdrawals/${w.id}/reject`,
      admin,
      { reason: 'again' },
      { 'idempotency-key': newKey() },
    );
    expect(other.json().error).toBe('INVALID_STATE');
    expect(
      (
        await post(
          `/api/admin/withdrawals/${w.id}/paid`,
          admin,
          { bankReference: 'X1' },
          { 'idempotency-key': newKey() },
        )
      ).json().error,
    ).toBe('INVALID_STATE');
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, r.userId), eq(notifications.type, 'wallet.withdrawal_rejected')));
    expect(note?.params).toMatchObject({ amount: '250.00', reason: 'IBAN closed' });
    const lines = (await get('/api/wallet/transactions?type=withdrawal_request', r)).json().data.items;
    expect(lines).toEqual([expect.objectContaining({ withdrawalStatus: 'rejected' })]);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await post(`/api/admin/withdrawals/${missing}/approve`, admin)).statusCode).toBe(404);
    expect(await checkBooks(t.database.db)).toEqual(BALANCED_BOOKS);
  });

  it('the payout view: full bank details and the user only for finance, 403 for other admins, audited', async () => {
    const f = await registerUser(t);
    const fBank = await addBank(f);
    await recharge(f, 100_000n);
    const w = (await withdraw(f, { amount: '300', bankAccountId: fBank.id, code: await withdrawCode(f) })).json().data;
    const plainAdmin = await registerAdmin(['user', 'admin']);
    const audit: unknown[] = [];
    const spy = vi.spyOn(t.app.log, 'info').mockImplementation(((obj: unknown) => {
      if (obj && typeof obj === 'object' && 'audit' in obj) audit.push({ ...obj });
    }) as never);

    const url = `/api/admin/withdrawals/${w.id}/payout`;
    try {
      for (const who of [f, plainAdmin]) {
        const res = await get(url, who, 'ar');
        expect(res.statusCode).toBe(403);
        expect(JSON.stringify(res.json())).not.toContain(IBAN);
      }
      expect(audit).toEqual([]);
      const res = await get(url, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: w.id,
        iban: IBAN,
        bankAccount: { holderName: 'Test Holder', bankName: 'Emirates NBD', iban: 'AE07 •••• 3456' },
        userId: f.userId,
        userName: expect.any(String),
        userMobile: f.mobile,
        amountFils: 30_000,
        status: 'requested',
      });
      expect(audit).toContainEqual(
        expect.objectContaining({ audit: 'withdrawal.payout_viewed', actorId: admin.userId, withdrawalId: w.id }),
      );
      expect(JSON.stringify(audit)).not.toContain(IBAN);
    } finally {
      spy.mockRestore();
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/admin/withdrawals/${missing}/payout`, admin)).statusCode).toBe(404);

    // Everywhere else it stays masked: the user's own withdrawals and bank accounts too.
    for (const path of ['/api/wallet/withdrawals', '/api/wallet/bank-accounts', '/api/admin/withdrawals']) {
      const body = JSON.stringify((await get(path, path.startsWith('/api/admin') ? admin : f)).json());
      expect(body, path).not.toContain(IBAN);
    }

    // Only finance marks it paid, with a bank reference that is bounded and plain text.
    expect((await post(`/api/admin/withdrawals/${w.id}/approve`, plainAdmin)).statusCode).toBe(200);
    const byPlain = await post(
      `/api/admin/withdrawals/${w.id}/paid`,
      plainAdmin,
      { bankReference: 'FT1' },
      { 'idempotency-key': newKey() },
    );
    expect(byPlain.statusCode).toBe(403);
    for (const bankReference of ['', '   ', 'x'.repeat(65), 'FT\u0000X']) {
      const res = await post(
        `/api/admin/withdrawals/${w.id}/paid`,
        admin,
        { bankReference },
        { 'idempotency-key': newKey(), 'accept-language': 'ar' },
      );
      expect(res.statusCode, JSON.stringify(bankReference)).toBe(400);
      expect(res.json().data.fields[0].field).toBe('bankReference');
    }
    expect(await wallet(f)).toMatchObject({ availableFils: 70_000, heldFils: 30_000 });
  });

  it('50 admins mark the same withdrawal paid at once: the money moves once, the others get 409', async () => {
    const m = await registerUser(t);
    const mBank = await addBank(m);
    await recharge(m, 100_000n);
    const w = (await withdraw(m, { amount: '450', bankAccountId: mBank.id, code: await withdrawCode(m) })).json().data;
    expect((await post(`/api/admin/withdrawals/${w.id}/approve`, admin)).statusCode).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(
          `/api/admin/withdrawals/${w.id}/paid`,
          admin,
          { bankReference: `FT-${i}` },
          { 'idempotency-key': newKey() },
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
    expect(await wallet(m)).toMatchObject({ availableFils: 55_000, heldFils: 0 });
    const paidTx = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.type, 'withdrawal_paid'), eq(ledgerTransactions.holdId, w.holdId)));
    expect(paidTx).toHaveLength(1);
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, w.id));
    expect(row).toMatchObject({ status: 'paid', paidBy: admin.userId });
    expect(row?.bankReference).toMatch(/^FT-\d+$/);
    expect(await checkBooks(t.database.db)).toEqual(BALANCED_BOOKS);
  });

  it('one code, 20 withdrawals of the whole balance at once: exactly one goes through', async () => {
    const c = await registerUser(t);
    const cBank = await addBank(c);
    await recharge(c, 50_000n);
    const code = await withdrawCode(c);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(c, { amount: '500', bankAccountId: cBank.id, code })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await wallet(c)).toMatchObject({ availableFils: 0, heldFils: 50_000 });
    const rows = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, c.userId));
    expect(rows).toHaveLength(1);
  });
});

describe('recharge limits', () => {
  it('the form schema and the API agree on the bounds; the refusal reads cleanly in every language', async () => {
    const u = await registerUser(t);
    const recharge = (amount: string, lang: string) =>
      post('/api/wallet/recharges', u, { amount }, { 'idempotency-key': newKey(), 'accept-language': lang });
    for (const lang of ['en', 'ar', 'zh-CN', 'zh-TW', 'ja', 'fr', 'ru']) {
      const small = await recharge('5', lang);
      expect(small.statusCode).toBe(400);
      expect(small.json().error).toBe('AMOUNT_TOO_SMALL');
      const text = small.json().message.replace(/[\u200e\u200f\u061c]/g, '');
      expect(text, lang).not.toMatch(/[.。،]\s*[.。،]/);
      expect((await recharge('100000.01', lang)).json().error).toBe('AMOUNT_TOO_LARGE');
    }
    const schema = rechargeAmountSchema();
    expect(schema.safeParse({ amount: '5' }).error?.issues[0]?.message).toBe('validation:amountTooSmall');
    expect(schema.safeParse({ amount: '100000.01' }).error?.issues[0]?.message).toBe('validation:amountTooLarge');
    expect(schema.safeParse({ amount: '10' }).success).toBe(true);
    expect((await recharge('10', 'en')).statusCode).toBe(200);
  });
});

describe('ledger rules other domains rely on', () => {
  it('refund: never more than was paid across refunds; money back from the payee first', async () => {
    const buyer = await registerUser(t);
    await recharge(buyer, 10_000n);
    const charge = await ledger().charge({
      userId: buyer.userId,
      amountFils: 10_000n,
      feeFils: 1_000n,
      vatFils: 500n,
      payee: 'escrow',
      ref: { type: 'order', id: 'o-1' },
      idempotencyKey: newKey(),
    });
    await ledger().refund({ transactionId: charge.transactionId, amountFils: 9_000n, idempotencyKey: newKey() });
    await expect(
      ledger().refund({ transactionId: charge.transactionId, amountFils: 1_001n, idempotencyKey: newKey() }),
    ).rejects.toMatchObject({ code: 'AMOUNT_TOO_LARGE' });
    const last = await ledger().refund({ transactionId: charge.transactionId, idempotencyKey: newKey() });
    const d = (await get(`/api/wallet/transactions/${last.transactionId}`, buyer)).json().data;
    // The first refund took escrow's 8,500 and 500 of the fee; the last one the rest of the fee, then VAT.
    const lines = Object.fromEntries(
      d.entries.map((e: { account: string; amountFils: number }) => [e.account, e.amountFils]),
    );
    expect(lines).toEqual({ available: 1_000, fees: -500, vat_payable: -500 });
    expect(await wallet(buyer)).toMatchObject({ availableFils: 10_000 });
    await expect(
      ledger().refund({ transactionId: charge.transactionId, idempotencyKey: newKey() }),
    ).rejects.toMatchObject({ code: 'INVALID_STATE' });
  });

  it('inside a caller transaction a refused movement leaves the caller free to go on', async () => {
    const u = await registerUser(t);
    await recharge(u, 1_000n);
    const key = newKey();
    await t.database.db.transaction(async (tx) => {
      await expect(
        ledger().hold(
          { userId: u.userId, amountFils: 5_000n, purpose: 'x', ref: { type: 't', id: '1' }, idempotencyKey: key },
          tx,
        ),
      ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      await ledger().hold(
        { userId: u.userId, amountFils: 500n, purpose: 'x', ref: { type: 't', id: '2' }, idempotencyKey: newKey() },
        tx,
      );
    });
    expect(await wallet(u)).toMatchObject({ availableFils: 500, heldFils: 500 });
    // The refused attempt left no trace of its key.
    expect(
      await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key)),
    ).toEqual([]);
  });

  it('a movement rolled back with the caller leaves nothing behind', async () => {
    const u = await registerUser(t);
    const key = newKey();
    await expect(
      t.database.db.transaction(async (tx) => {
        await ledger().recharge(
          { userId: u.userId, amountFils: 700n, idempotencyKey: key, ref: { type: 't', id: 'x' } },
          tx,
        );
        throw new Error('caller fails later');
      }),
    ).rejects.toThrow('caller fails later');
    expect(await wallet(u)).toMatchObject({ availableFils: 0 });
    expect(
      await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key)),
    ).toEqual([]);
  });

  it('refuses zero, negative, fractional and oversized amounts', async () => {
    const u = await registerUser(t);
    for (const amountFils of [0n, -1n, 1.5, Number.MAX_SAFE_INTEGER + 2]) {
      await expect(
        ledger().recharge({ userId: u.userId, amountFils, idempotencyKey: newKey(), ref: { type: 't', id: 'x' } }),
      ).rejects.toMatchObject({ code: 'AMOUNT_INVALID' });
    }
    await expect(
      ledger().recharge({
        userId: u.userId,
        amountFils: 10n ** 13n,
        idempotencyKey: newKey(),
        ref: { type: 't', id: 'x' },
      }),
    ).rejects.toMatchObject({ code: 'AMOUNT_TOO_LARGE' });
    await expect(
      ledger().recharge({ userId: u.userId, amountFils: 1n, idempotencyKey: '', ref: { type: 't', id: 'x' } }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
  });

  it('the database refuses to change or remove an entry, and an unbalanced transaction', async () => {
    const u = await registerUser(t);
    const r = await recharge(u, 100n);
    const { ledgerEntries } = await import('./wallet.tables');
    await expect(
      t.database.db
        .update(ledgerEntries)
        .set({ amountFils: 1n })
        .where(eq(ledgerEntries.transactionId, r.transactionId)),
    ).rejects.toThrow();
    await expect(
      t.database.db.delete(ledgerEntries).where(eq(ledgerEntries.transactionId, r.transactionId)),
    ).rejects.toThrow();
    const [entry] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, r.transactionId));
    await expect(
      t.database.db
        .insert(ledgerEntries)
        .values({ transactionId: r.transactionId, accountId: entry?.accountId as string, amountFils: 5n }),
    ).rejects.toThrow();
    expect(await checkBooks(t.database.db)).toEqual(BALANCED_BOOKS);
  });
});
