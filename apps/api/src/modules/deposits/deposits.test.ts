import { randomUUID } from 'node:crypto';
import { formatAed } from '@souq/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUserWithBalance, type TestApp, type TestUser } from '../../testing/test-app';
import { notifications } from '../notifications/notifications.tables';
import { holds, ledgerTransactions } from '../wallet/wallet.tables';
import { deposits } from './deposits.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type User = TestUser;
const userWith = (aed: number) => registerUserWithBalance(t, aed);

function payDeposit(u: User, body: Record<string, unknown>, key: string | null = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/deposits',
    payload: body,
    headers: { ...bearer(u.token), ...(key ? { 'idempotency-key': key } : {}) },
  });
}

const get = (u: User, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(u.token) });

async function balances(u: User) {
  const b = await t.app.services.ledger.balances(u.userId);
  return { available: b.availableFils, held: b.heldFils };
}

async function depositRows(u: User) {
  return t.database.db.select().from(deposits).where(eq(deposits.userId, u.userId));
}

/**
 * Completes the sandbox's hosted checkout the way a payer's browser does: open the page, post the
 * card form (or Cancel), follow the redirect to the app's result page.
 */
async function completeCheckout(checkoutUrl: string, outcome: 'succeed' | 'decline' | 'cancel' = 'succeed') {
  const page = await t.app.inject({ method: 'GET', url: checkoutUrl });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  const card = outcome === 'decline' ? '4000 0000 0000 0002' : '4242 4242 4242 4242';
  const form = new URLSearchParams(
    outcome === 'cancel' ? { action: 'cancel' } : { cardNumber: card, expiry: '12/39', cvc: '123' },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: checkoutUrl,
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode).toBe(303);
  return res.headers.location as string;
}

describe('deposit from the wallet', () => {
  it('holds the amount at once, lists it and shows it', async () => {
    const u = await userWith(1000);
    const res = await payDeposit(u, {
      purpose: 'auction',
      ref: { type: 'lot', id: 'lot-42' },
      amount: '500.50',
      currency: 'AED',
      method: 'wallet',
    });
    expect(res.statusCode).toBe(200);
    const { deposit, checkoutUrl } = res.json().data;
    expect(checkoutUrl).toBeUndefined();
    expect(deposit).toMatchObject({
      purpose: 'auction',
      ref: { type: 'lot', id: 'lot-42' },
      amountFils: 50_050,
      currency: 'AED',
      status: 'held',
      method: 'wallet',
      paymentId: null,
    });
    expect(deposit.holdId).toEqual(expect.any(String));
    expect(await balances(u)).toEqual({ available: 49_950n, held: 50_050n });

    // The ledger hold says what it is for.
    const [hold] = await t.database.db.select().from(holds).where(eq(holds.id, deposit.holdId));
    expect(hold).toMatchObject({ purpose: 'auction', refType: 'deposit', refId: deposit.id, status: 'held' });

    const list = await get(u, '/api/deposits');
    expect(list.json().data.items.map((d: { id: string }) => d.id)).toEqual([deposit.id]);
    const detail = await get(u, `/api/deposits/${deposit.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toEqual(deposit);

    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, u.userId));
    expect(notes.map((n) => n.titleKey)).toContain('notifications:depositHeld.title');
  });

  it("answers 404 for someone else's deposit and lists only one's own", async () => {
    const owner = await userWith(100);
    const other = await userWith(0);
    const { deposit } = (await payDeposit(owner, { purpose: 'general', amount: '10', method: 'wallet' })).json().data;
    const res = await get(other, `/api/deposits/${deposit.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NOT_FOUND');
    expect((await get(other, '/api/deposits')).json().data.items).toEqual([]);
    expect((await get(other, `/api/deposits/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('refuses a deposit above the available balance and writes nothing', async () => {
    const u = await userWith(100);
    const key = randomUUID();
    const res = await payDeposit(u, { purpose: 'auction', amount: '100.01', method: 'wallet' }, key);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('INSUFFICIENT_FUNDS');
    expect(await depositRows(u)).toEqual([]);
    expect(await balances(u)).toEqual({ available: 10_000n, held: 0n });
    const txs = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.userId, u.userId), eq(ledgerTransactions.type, 'hold')));
    expect(txs).toEqual([]);
    // Nothing was stored under the key: the same request succeeds once the money is there.
    await t.app.services.ledger.recharge({
      userId: u.userId,
      amountFils: 1n,
      idempotencyKey: `more:${u.userId}`,
      ref: { type: 'test', id: u.userId },
    });
    const again = await payDeposit(u, { purpose: 'auction', amount: '100.01', method: 'wallet' }, key);
    expect(again.statusCode).toBe(200);
    expect(await balances(u)).toEqual({ available: 0n, held: 10_001n });
  });

  it('replays the same key and body without a second hold, and refuses the key with another body', async () => {
    const u = await userWith(1000);
    const key = randomUUID();
    const body = { purpose: 'rental', amount: '300', method: 'wallet' };
    const first = await payDeposit(u, body, key);
    const second = await payDeposit(u, { ...body, amount: '300.00' }, key);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.deposit.id).toBe(first.json().data.deposit.id);
    expect(await balances(u)).toEqual({ available: 70_000n, held: 30_000n });
    expect(await depositRows(u)).toHaveLength(1);

    const conflict = await payDeposit(u, { ...body, amount: '301' }, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error).toBe('IDEMPOTENCY_CONFLICT');
    const otherMethod = await payDeposit(u, { ...body, method: 'card' }, key);
    expect(otherMethod.json().error).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balances(u)).toEqual({ available: 70_000n, held: 30_000n });
  });

  it('holds once when the same key arrives several times at once', async () => {
    const u = await userWith(1000);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => payDeposit(u, { purpose: 'auction', amount: '200', method: 'wallet' }, key)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.json().data.deposit.id)).size).toBe(1);
    expect(await depositRows(u)).toHaveLength(1);
    expect(await balances(u)).toEqual({ available: 80_000n, held: 20_000n });
  });

  it('pages the list newest first with a cursor and filters by status', async () => {
    const u = await userWith(1000);
    const ids: string[] = [];
    for (const amount of ['1', '2', '3']) {
      const res = await payDeposit(u, { purpose: 'general', amount, method: 'wallet' });
      ids.push(res.json().data.deposit.id);
      t.clock.advance(1000);
    }
    const page1 = (await get(u, '/api/deposits?limit=2')).json().data;
    expect(page1.items.map((d: { id: string }) => d.id)).toEqual([ids[2], ids[1]]);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = (await get(u, `/api/deposits?limit=2&cursor=${page1.nextCursor}`)).json().data;
    expect(page2.items.map((d: { id: string }) => d.id)).toEqual([ids[0]]);
    expect(page2.nextCursor).toBeNull();
    await t.app.services.deposits.release(ids[0] as string, 'release-first');
    const released = (await get(u, '/api/deposits?status=released')).json().data;
    expect(released.items.map((d: { id: string }) => d.id)).toEqual([ids[0]]);
  });
});

describe('bad input', () => {
  it('refuses zero, negative, over-two-decimal and malformed amounts, naming the field', async () => {
    const u = await userWith(100);
    for (const amount of ['0', '0.00', '-5', '1.234', '1e3', 'abc', '', '01']) {
      const res = await payDeposit(u, { purpose: 'auction', amount, method: 'wallet' });
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().error, amount).toBe('VALIDATION_FAILED');
      expect(res.json().data.fields[0].field, amount).toBe('amount');
    }
    const numeric = await payDeposit(u, { purpose: 'auction', amount: 5, method: 'wallet' });
    expect(numeric.json().error).toBe('VALIDATION_FAILED');
    expect(await depositRows(u)).toEqual([]);
  });

  it('refuses another currency, an amount over the limit, an unknown purpose or method, and a missing key', async () => {
    const u = await userWith(100);
    const usd = await payDeposit(u, { purpose: 'auction', amount: '10', currency: 'USD', method: 'wallet' });
    expect(usd.statusCode).toBe(400);
    expect(usd.json().error).toBe('CURRENCY_UNSUPPORTED');
    const huge = await payDeposit(u, { purpose: 'auction', amount: '1000000.01', method: 'wallet' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error).toBe('AMOUNT_TOO_LARGE');
    expect(huge.json().message).toContain('1,000,000');
    // The limit is written for the reader's language, not in English for everyone.
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api/deposits',
      payload: { purpose: 'auction', amount: '1000000.01', method: 'wallet' },
      headers: { ...bearer(u.token), 'idempotency-key': randomUUID(), 'accept-language': 'ar' },
    });
    expect(arabic.json().message).toContain(formatAed(100_000_000n, 'ar'));
    const purpose = await payDeposit(u, { purpose: 'lottery', amount: '10', method: 'wallet' });
    expect(purpose.json().data.fields[0].field).toBe('purpose');
    const method = await payDeposit(u, { purpose: 'auction', amount: '10', method: 'cash' });
    expect(method.json().data.fields[0].field).toBe('method');
    const noKey = await payDeposit(u, { purpose: 'auction', amount: '10', method: 'wallet' }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/deposits',
      payload: { purpose: 'auction', amount: '10', method: 'wallet' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await depositRows(u)).toEqual([]);
    expect(await balances(u)).toEqual({ available: 10_000n, held: 0n });
  });
});

describe('deposit by card through the sandbox gateway', () => {
  it('waits for payment, then holds the paid amount when the gateway confirms', async () => {
    const u = await userWith(0);
    const key = randomUUID();
    const body = { purpose: 'auction', ref: { type: 'lot', id: 'lot-7' }, amount: '750', method: 'card' };
    const res = await payDeposit(u, body, key);
    expect(res.statusCode).toBe(200);
    const { deposit, checkoutUrl } = res.json().data;
    expect(deposit).toMatchObject({ status: 'pending_payment', method: 'card', holdId: null, amountFils: 75_000 });
    expect(deposit.paymentId).toEqual(expect.any(String));
    expect(checkoutUrl).toMatch(/\/pay\/sandbox\//);

    // Asking again with the same key gives the same checkout, not a second payment.
    const again = (await payDeposit(u, body, key)).json().data;
    expect(again.checkoutUrl).toBe(checkoutUrl);
    expect(again.deposit.paymentId).toBe(deposit.paymentId);

    const resultPage = await completeCheckout(checkoutUrl);
    expect(resultPage).toContain(`/pay/result/${deposit.paymentId}`);
    const payment = (await get(u, `/api/payments/${deposit.paymentId}`)).json().data;
    expect(payment).toMatchObject({ purpose: 'deposit', status: 'succeeded', resultRoute: `/deposits/${deposit.id}` });
    const paid = (await get(u, `/api/deposits/${deposit.id}`)).json().data;
    expect(paid).toMatchObject({ status: 'held', paymentId: deposit.paymentId });
    expect(paid.holdId).toEqual(expect.any(String));
    // The card money went through the wallet and is held there, nothing left over.
    expect(await balances(u)).toEqual({ available: 0n, held: 75_000n });
    // The key now replays the held deposit, with no checkout to go to.
    const replay = (await payDeposit(u, body, key)).json().data;
    expect(replay.deposit.status).toBe('held');
    expect(replay.checkoutUrl).toBeUndefined();
    // A second delivery of the same outcome changes nothing.
    const sandbox = t.app.services.payments.sandbox;
    const session = await sandbox?.sessionOfPayment(deposit.paymentId);
    const delivery = session && sandbox?.storedDelivery(session);
    if (delivery) await t.app.services.payments.handleWebhook('sandbox', delivery.rawBody, delivery.headers);
    expect(await balances(u)).toEqual({ available: 0n, held: 75_000n });
  });

  it('cancels the deposit when the card is declined; nothing is held', async () => {
    const u = await userWith(0);
    const { deposit, checkoutUrl } = (await payDeposit(u, { purpose: 'rental', amount: '1500', method: 'card' })).json()
      .data;
    await completeCheckout(checkoutUrl, 'decline');
    const after = (await get(u, `/api/deposits/${deposit.id}`)).json().data;
    expect(after.status).toBe('canceled');
    expect(await balances(u)).toEqual({ available: 0n, held: 0n });
  });
});

describe('release and apply (for auctions and rentals)', () => {
  async function heldDeposit(u: User, amount = '400') {
    return (await payDeposit(u, { purpose: 'auction', amount, method: 'wallet' })).json().data.deposit as {
      id: string;
    };
  }

  it('releases a held deposit back to the available balance, once', async () => {
    const u = await userWith(1000);
    const deposit = await heldDeposit(u);
    const released = await t.app.services.deposits.release(deposit.id, 'lot-1:close:loser');
    expect(released.status).toBe('released');
    expect(released.releasedAt).toEqual(expect.any(String));
    expect(await balances(u)).toEqual({ available: 100_000n, held: 0n });
    // The same call again (a retried job) answers the same and moves nothing.
    const retry = await t.app.services.deposits.release(deposit.id, 'lot-1:close:loser');
    expect(retry).toEqual(released);
    await expect(t.app.services.deposits.release(deposit.id, 'another-key')).rejects.toMatchObject({
      code: 'HOLD_ALREADY_RESOLVED',
    });
    await expect(t.app.services.deposits.apply(deposit.id, 'escrow', 'apply-key')).rejects.toMatchObject({
      code: 'HOLD_ALREADY_RESOLVED',
    });
    expect(await balances(u)).toEqual({ available: 100_000n, held: 0n });
    expect((await get(u, `/api/deposits/${deposit.id}`)).json().data.status).toBe('released');
  });

  it('applies a held deposit to a payee (the winner pays with it), once', async () => {
    const buyer = await userWith(1000);
    const seller = await userWith(0);
    const deposit = await heldDeposit(buyer, '400');
    const applied = await t.app.services.deposits.apply(deposit.id, { userId: seller.userId }, 'lot-2:winner');
    expect(applied.status).toBe('applied');
    expect(applied.appliedAt).toEqual(expect.any(String));
    expect(await balances(buyer)).toEqual({ available: 60_000n, held: 0n });
    expect(await balances(seller)).toEqual({ available: 40_000n, held: 0n });
    expect(await t.app.services.deposits.apply(deposit.id, { userId: seller.userId }, 'lot-2:winner')).toEqual(applied);
    await expect(t.app.services.deposits.release(deposit.id, 'late-release')).rejects.toMatchObject({
      code: 'HOLD_ALREADY_RESOLVED',
    });
    expect(await balances(seller)).toEqual({ available: 40_000n, held: 0n });
  });

  it('runs inside the caller transaction: a rollback there undoes the release', async () => {
    const u = await userWith(1000);
    const deposit = await heldDeposit(u);
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.services.deposits.release(deposit.id, 'in-tx', { tx, afterCommit: () => {} });
        throw new Error('the caller failed later');
      }),
    ).rejects.toThrow('the caller failed later');
    expect(await balances(u)).toEqual({ available: 60_000n, held: 40_000n });
    expect((await get(u, `/api/deposits/${deposit.id}`)).json().data.status).toBe('held');
  });

  it('refuses to release a deposit that is not held, and an unknown one', async () => {
    const u = await userWith(0);
    const { deposit } = (await payDeposit(u, { purpose: 'auction', amount: '50', method: 'card' })).json().data;
    await expect(t.app.services.deposits.release(deposit.id, 'k')).rejects.toMatchObject({ code: 'INVALID_STATE' });
    await expect(t.app.services.deposits.release(randomUUID(), 'k')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
