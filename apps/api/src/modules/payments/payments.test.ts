/**
 * Card payments through their endpoints and the gateway's webhooks: checkouts and their replays,
 * signatures, outcomes, the result page's answer and reconciliation. Longer than 500 lines on
 * purpose: the cases share one app, one migrated database and one sandbox gateway.
 */
import { randomUUID } from 'node:crypto';
import { formatAed } from '@souq/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { bearer, createTestApp, registerUser, type TestApp } from '../../testing/test-app';
import { notifications } from '../notifications/notifications.tables';
import { SANDBOX_SIGNATURE_HEADER, type SandboxDelivery, type SandboxGateway } from './gateway.sandbox';
import { paymentEvents, payments } from './payments.tables';
import { formatReport, loadAndReconcile, reconcile } from './reconcile';

let t: TestApp;
let sandbox: SandboxGateway;
beforeAll(async () => {
  t = await createTestApp();
  const gateway = t.app.services.payments.sandbox;
  if (!gateway) throw new Error('the sandbox gateway is the default');
  sandbox = gateway;
});
afterAll(async () => {
  await t?.close();
});

type User = Awaited<ReturnType<typeof registerUser>>;

function recharge(user: User, body: Record<string, unknown>, key: string | null = randomUUID(), lang = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/wallet/recharges',
    payload: body,
    headers: { ...bearer(user.token), 'accept-language': lang, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

async function startRecharge(user: User, amount = '500') {
  const res = await recharge(user, { amount });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { paymentId: string; checkoutUrl: string };
}

/** Submits the sandbox's hosted form as a browser would. */
function submitForm(checkoutUrl: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: checkoutUrl,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const SUCCEEDS = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', action: 'pay' };
const DECLINED = { cardNumber: '4000 0000 0000 0002', expiry: '12/30', cvc: '123', action: 'pay' };

function deliver(delivery: SandboxDelivery, provider = 'sandbox') {
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/${provider}`,
    payload: delivery.rawBody,
    headers: delivery.headers,
  });
}

async function available(userId: string): Promise<bigint> {
  return (await t.app.services.ledger.balances(userId)).availableFils;
}

async function payment(user: User, id: string) {
  return t.app.inject({ method: 'GET', url: `/api/payments/${id}`, headers: bearer(user.token) });
}

async function sessionOf(paymentId: string) {
  const session = await sandbox.sessionOfPayment(paymentId);
  if (!session) throw new Error('no sandbox session');
  return session;
}

describe('recharge through the sandbox gateway', () => {
  it('credits the wallet exactly once when the gateway confirms, and replays change nothing', async () => {
    const user = await registerUser(t);
    const key = randomUUID();
    const res = await recharge(user, { amount: '500' }, key);
    expect(res.statusCode, res.body).toBe(200);
    const { paymentId, checkoutUrl } = res.json().data;
    expect(checkoutUrl).toMatch(/^\/pay\/sandbox\/cs_sbx_[\w-]+\?lang=en$/);

    // The same key and body answer the same checkout; nothing new is created.
    const again = await recharge(user, { amount: '500' }, key);
    expect(again.json().data).toEqual({ paymentId, checkoutUrl });
    const conflict = await recharge(user, { amount: '501' }, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error).toBe('IDEMPOTENCY_CONFLICT');

    // The hosted page shows the amount and a card form.
    const page = await t.app.inject({ method: 'GET', url: checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(formatAed(50_000n, 'en'));
    expect(page.body).toContain('name="cardNumber"');
    expect(page.body).toContain('<html lang="en" dir="ltr">');

    // Pending: nothing credited before the gateway confirms.
    expect((await payment(user, paymentId)).json().data).toMatchObject({
      id: paymentId,
      purpose: 'recharge',
      status: 'pending',
      amountFils: 50_000,
      currency: 'AED',
      completedAt: null,
      resultRoute: '/wallet',
      failureReason: null,
    });
    expect(await available(user.userId)).toBe(0n);

    const paid = await submitForm(checkoutUrl, SUCCEEDS);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/pay/result/${paymentId}`);
    const after = (await payment(user, paymentId)).json().data;
    expect(after.status).toBe('succeeded');
    expect(after.completedAt).not.toBeNull();
    expect(await available(user.userId)).toBe(50_000n);
    const wallet = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: bearer(user.token) });
    if (wallet.statusCode === 200) expect(wallet.json().data.availableFils).toBe(50_000);

    // The user is told.
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.userId));
    expect(told.map((n) => n.titleKey)).toContain('notifications:rechargeSucceeded.title');

    // The gateway delivers the same event again: 200, nothing credited twice.
    const session = await sessionOf(paymentId);
    const replay = sandbox.storedDelivery(session);
    if (!replay) throw new Error('no stored event');
    const replayed = await deliver(replay);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json().data).toEqual({ received: true, outcome: 'duplicate' });
    // The browser posts the form again (back button): no second payment either.
    const twice = await submitForm(checkoutUrl, SUCCEEDS);
    expect(twice.statusCode).toBe(303);
    expect(await available(user.userId)).toBe(50_000n);
    const stored = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ type: 'payment.succeeded', outcome: 'applied', provider: 'sandbox' });

    // The finished page no longer takes a card.
    const done = await t.app.inject({ method: 'GET', url: checkoutUrl });
    expect(done.body).not.toContain('name="cardNumber"');
    expect(done.body).toContain(`/pay/result/${paymentId}`);
  });

  it('serves the hosted page in the payer language, right to left in Arabic', async () => {
    const user = await registerUser(t);
    const res = await recharge(user, { amount: '250.5' }, randomUUID(), 'ar');
    const { checkoutUrl } = res.json().data;
    expect(checkoutUrl).toContain('lang=ar');
    const page = await t.app.inject({ method: 'GET', url: checkoutUrl });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('سوق موتورز');
    expect(page.body).toContain(formatAed(25_050n, 'ar'));
    const ja = await t.app.inject({ method: 'GET', url: checkoutUrl.replace('lang=ar', 'lang=ja') });
    expect(ja.body).toContain('<html lang="ja" dir="ltr">');
    expect(ja.body).toContain('カード番号');
  });

  it('marks a declined card failed and credits nothing', async () => {
    const user = await registerUser(t);
    const { paymentId, checkoutUrl } = await startRecharge(user, '300');
    const res = await submitForm(checkoutUrl, DECLINED);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/pay/result/${paymentId}`);
    expect((await payment(user, paymentId)).json().data).toMatchObject({
      status: 'failed',
      failureReason: 'card_declined',
    });
    expect(await available(user.userId)).toBe(0n);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.userId));
    expect(told.map((n) => n.titleKey)).toContain('notifications:paymentFailed.title');
  });

  it('refuses any other card number on the form and keeps the payment pending', async () => {
    const user = await registerUser(t);
    const { paymentId, checkoutUrl } = await startRecharge(user);
    const res = await submitForm(checkoutUrl, { ...SUCCEEDS, cardNumber: '5555 5555 5555 4444' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('This card is not accepted');
    expect(res.body).toContain('value="5555 5555 5555 4444"');
    const expired = await submitForm(checkoutUrl, { ...SUCCEEDS, expiry: '01/20' });
    expect(expired.statusCode).toBe(422);
    expect(expired.body).toContain('expiry date');
    // Markup typed into the form comes back escaped.
    const hostile = await submitForm(checkoutUrl, { ...SUCCEEDS, cardNumber: '"><script>x</script>' });
    expect(hostile.body).not.toContain('<script>x</script>');
    expect((await payment(user, paymentId)).json().data.status).toBe('pending');
    expect(await available(user.userId)).toBe(0n);
  });

  it('cancels when the payer presses Cancel', async () => {
    const user = await registerUser(t);
    const { paymentId, checkoutUrl } = await startRecharge(user);
    const res = await submitForm(checkoutUrl, { action: 'cancel' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/pay/result/${paymentId}`);
    expect((await payment(user, paymentId)).json().data).toMatchObject({
      status: 'canceled',
      failureReason: 'canceled',
    });
    expect(await available(user.userId)).toBe(0n);
  });

  it('answers 404 for an unknown hosted page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pay/sandbox/cs_sbx_nope' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('does not exist');
  });
});

describe('webhooks', () => {
  it('rejects a bad signature: 400, logged, nothing stored or credited', async () => {
    const user = await registerUser(t);
    const { paymentId } = await startRecharge(user);
    const session = await sessionOf(paymentId);
    const good = sandbox.sign(sandbox.eventFor(session, 'payment.succeeded'));
    const warn = vi.spyOn(t.app.ctx.log, 'warn');

    const forged = await deliver({
      ...good,
      headers: { ...good.headers, [SANDBOX_SIGNATURE_HEADER]: `sha256=${'0'.repeat(64)}` },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe('WEBHOOK_SIGNATURE_INVALID');
    const tampered = Buffer.from(good.rawBody.toString().replace('"50000"', '"5000000"'));
    expect(tampered.equals(good.rawBody)).toBe(false);
    expect((await deliver({ rawBody: tampered, headers: good.headers })).statusCode).toBe(400);
    const unsigned = await deliver({ rawBody: good.rawBody, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    const logged = warn.mock.calls.filter((c) => c[1] === 'webhook signature invalid');
    expect(logged).toHaveLength(3);
    warn.mockRestore();

    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId))).toEqual([]);
    expect((await payment(user, paymentId)).json().data.status).toBe('pending');
    expect(await available(user.userId)).toBe(0n);

    // The genuine event still works afterwards.
    expect((await deliver(good)).json().data.outcome).toBe('applied');
    expect(await available(user.userId)).toBe(50_000n);
  });

  it('never moves a final status back: failed after succeeded stays succeeded', async () => {
    const user = await registerUser(t);
    const { paymentId, checkoutUrl } = await startRecharge(user);
    await submitForm(checkoutUrl, SUCCEEDS);
    const session = await sessionOf(paymentId);
    const late = await deliver(sandbox.sign(sandbox.eventFor(session, 'payment.failed', 'card_declined')));
    expect(late.statusCode).toBe(200);
    expect(late.json().data.outcome).toBe('already_final');
    const canceled = await deliver(sandbox.sign(sandbox.eventFor(session, 'payment.canceled')));
    expect(canceled.json().data.outcome).toBe('already_final');
    expect((await payment(user, paymentId)).json().data).toMatchObject({ status: 'succeeded', failureReason: null });
    expect(await available(user.userId)).toBe(50_000n);
  });

  it('tolerates events out of order: a success delivered after the cancel credits nothing', async () => {
    const user = await registerUser(t);
    const { paymentId } = await startRecharge(user);
    const session = await sessionOf(paymentId);
    // The gateway produced both; the cancel arrives first.
    const success = sandbox.sign(sandbox.eventFor(session, 'payment.succeeded'));
    const cancel = sandbox.sign(sandbox.eventFor(session, 'payment.canceled'));
    expect((await deliver(cancel)).json().data.outcome).toBe('applied');
    expect((await deliver(success)).json().data.outcome).toBe('already_final');
    expect((await payment(user, paymentId)).json().data.status).toBe('canceled');
    expect(await available(user.userId)).toBe(0n);
  });

  it('credits once when ten copies of the same event arrive at the same time', async () => {
    const user = await registerUser(t);
    const { paymentId } = await startRecharge(user, '1000');
    const session = await sessionOf(paymentId);
    const event = sandbox.sign(sandbox.eventFor(session, 'payment.succeeded'));
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = results.map((r) => r.json().data.outcome).sort();
    expect(outcomes).toEqual(['applied', ...Array(9).fill('duplicate')]);
    expect(await available(user.userId)).toBe(100_000n);
  });

  it('credits once when ten different success events for one payment race', async () => {
    const user = await registerUser(t);
    const { paymentId } = await startRecharge(user, '1000');
    const session = await sessionOf(paymentId);
    const events = Array.from({ length: 10 }, () => sandbox.sign(sandbox.eventFor(session, 'payment.succeeded')));
    const results = await Promise.all(events.map((e) => deliver(e)));
    const outcomes = results.map((r) => r.json().data.outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already_final')).toHaveLength(9);
    expect(await available(user.userId)).toBe(100_000n);
  });

  it('does not credit when the gateway reports another amount', async () => {
    const user = await registerUser(t);
    const { paymentId } = await startRecharge(user, '100');
    const session = await sessionOf(paymentId);
    const body = sandbox.eventFor(session, 'payment.succeeded');
    body.data.amountFils = '1';
    const res = await deliver(sandbox.sign(body));
    expect(res.json().data.outcome).toBe('amount_mismatch');
    expect((await payment(user, paymentId)).json().data.status).toBe('pending');
    expect(await available(user.userId)).toBe(0n);
  });

  it('answers 200 to an event about no payment of ours, crediting nobody', async () => {
    const user = await registerUser(t);
    const { paymentId } = await startRecharge(user, '100');
    const session = await sessionOf(paymentId);
    const body = sandbox.eventFor({ ...session, id: 'cs_sbx_other', paymentId: randomUUID() }, 'payment.succeeded');
    const res = await deliver(sandbox.sign(body));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.outcome).toBe('unknown_payment');
  });

  it('rolls everything back when the purpose step fails, so the retry applies it', async () => {
    const user = await registerUser(t);
    let attempts = 0;
    let seenInside = -1n;
    t.app.services.payments.onSucceeded('order', async ({ payment: paid, tx }) => {
      attempts += 1;
      // The money is already in the wallet, inside the same transaction.
      seenInside = (await t.app.services.ledger.balances(paid.userId, tx)).availableFils;
      if (attempts === 1) throw new Error('order step failed');
    });
    const actor = { userId: user.userId, sessionId: 'test', roles: ['user' as const], merchantStatus: 'none' as const };
    const { paymentId, checkoutUrl } = await t.app.services.payments.startCheckout({
      actor,
      purpose: 'order',
      ref: { type: 'order', id: 'order-1' },
      amountFils: 12_345n,
      resultRoute: '/orders/order-1',
      idempotencyKey: randomUUID(),
    });
    const first = await submitForm(checkoutUrl, SUCCEEDS);
    expect(first.statusCode).toBe(303);
    expect(attempts).toBe(1);
    expect(seenInside).toBe(12_345n);
    // Nothing stuck: not credited, not final, the event not stored.
    expect(await available(user.userId)).toBe(0n);
    expect((await payment(user, paymentId)).json().data.status).toBe('pending');
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId))).toEqual([]);
    // The gateway retries the same event (the payer reloads; the sandbox redelivers).
    await submitForm(checkoutUrl, SUCCEEDS);
    expect(attempts).toBe(2);
    expect((await payment(user, paymentId)).json().data).toMatchObject({
      status: 'succeeded',
      resultRoute: '/orders/order-1',
    });
    expect(await available(user.userId)).toBe(12_345n);
  });
});

describe('payments API', () => {
  it("answers 404 for another user's payment and for ids that do not exist", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const { paymentId } = await startRecharge(owner);
    expect((await payment(owner, paymentId)).statusCode).toBe(200);
    const res = await payment(other, paymentId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NOT_FOUND');
    expect((await payment(other, randomUUID())).statusCode).toBe(404);
    expect((await payment(other, 'not-a-uuid')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/payments/${paymentId}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad amounts, currencies and a missing Idempotency-Key, creating nothing', async () => {
    const user = await registerUser(t);
    const cases: [Record<string, unknown>, string | null, number, string][] = [
      [{ amount: '0' }, randomUUID(), 400, 'VALIDATION_FAILED'],
      [{ amount: '-5' }, randomUUID(), 400, 'VALIDATION_FAILED'],
      [{ amount: '10.123' }, randomUUID(), 400, 'VALIDATION_FAILED'],
      [{ amount: 'ten' }, randomUUID(), 400, 'VALIDATION_FAILED'],
      [{ amount: 100 }, randomUUID(), 400, 'VALIDATION_FAILED'],
      [{}, randomUUID(), 400, 'VALIDATION_FAILED'],
      [{ amount: '9.99' }, randomUUID(), 400, 'AMOUNT_TOO_SMALL'],
      [{ amount: '100000.01' }, randomUUID(), 400, 'AMOUNT_TOO_LARGE'],
      [{ amount: '500', currency: 'USD' }, randomUUID(), 400, 'CURRENCY_UNSUPPORTED'],
      [{ amount: '500' }, null, 400, 'IDEMPOTENCY_KEY_REQUIRED'],
    ];
    for (const [body, key, status, error] of cases) {
      const res = await recharge(user, body, key);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error, JSON.stringify(body)).toBe(error);
      if (error === 'VALIDATION_FAILED') expect(res.json().data.fields[0].field).toBe('amount');
    }
    const tooLarge = await recharge(user, { amount: '100000.01' });
    expect(tooLarge.json().message).toContain(formatAed(10_000_000n, 'en'));
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, user.userId))).toEqual([]);
    // The limits themselves are fine, and "AED" in any case.
    expect((await recharge(user, { amount: '10' })).statusCode).toBe(200);
    expect((await recharge(user, { amount: '100000.00', currency: 'aed' })).statusCode).toBe(200);
  });

  it('needs a login to recharge', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/recharges',
      payload: { amount: '100' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode).toBe(401);
  });

  it('keeps payments of one user apart by idempotency key per user', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const key = randomUUID();
    const first = (await recharge(a, { amount: '100' }, key)).json().data;
    const second = (await recharge(b, { amount: '200' }, key)).json().data;
    expect(first.paymentId).not.toBe(second.paymentId);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.idempotencyKey, key), eq(payments.userId, b.userId)));
    expect(rows[0]?.amountFils).toBe(20_000n);
  });
});

describe('configuration', () => {
  it('needs both Stripe secrets and a public URL for the Stripe provider', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(() =>
      loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).toThrow(/PUBLIC_URL/);
    const ok = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      PUBLIC_URL: 'https://souq.example',
    });
    expect(ok.PAYMENT_PROVIDER).toBe('stripe');
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig({}).RECHARGE_MAX_AED).toBe(100_000);
  });
});

describe('reconciliation', () => {
  it('reports events without a ledger transaction, recharges without an event, and amounts that differ', () => {
    const event = (eventId: string, paymentId: string | null, amountFils: bigint | null) => ({
      provider: 'sandbox' as const,
      eventId,
      paymentId,
      amountFils,
      receivedAt: new Date(),
    });
    const recharge = (transactionId: string, paymentId: string, amountFils: bigint) => ({
      transactionId,
      amountFils,
      idempotencyKey: `payment:${paymentId}`,
      ref: { type: 'payment', id: paymentId },
    });
    const report = reconcile(
      [
        event('e1', 'p1', 100n),
        event('e1b', 'p1', 100n), // a second delivery under another id: still one payment
        event('e2', 'p2', 200n),
        event('e3', 'p3', 300n),
        event('e4', null, 400n),
      ],
      [
        recharge('t1', 'p1', 100n),
        recharge('t3', 'p3', 299n),
        { transactionId: 't5', amountFils: 500n, idempotencyKey: 'seed:demo', ref: null },
      ],
    );
    expect(report.matched).toBe(1);
    expect(report.mismatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'event_without_ledger', eventId: 'e2', paymentId: 'p2' }),
        expect.objectContaining({ kind: 'event_without_ledger', eventId: 'e4', paymentId: null }),
        expect.objectContaining({
          kind: 'amount_differs',
          paymentId: 'p3',
          transactionId: 't3',
          eventAmountFils: 300n,
          ledgerAmountFils: 299n,
        }),
        expect.objectContaining({ kind: 'ledger_without_event', transactionId: 't5', idempotencyKey: 'seed:demo' }),
      ]),
    );
    expect(report.mismatches).toHaveLength(4);
    expect(formatReport(report)).toContain('AMOUNT DIFFERS');
    expect(reconcile([event('e1', 'p1', 100n)], [recharge('t1', 'p1', 100n)]).mismatches).toEqual([]);
  });

  it('reads both sides from the database', async () => {
    const user = await registerUser(t);
    const ok = await startRecharge(user, '100');
    await submitForm(ok.checkoutUrl, SUCCEEDS);
    // The gateway says it charged a payment the payer had already cancelled.
    const late = await startRecharge(user, '200');
    await submitForm(late.checkoutUrl, { action: 'cancel' });
    const lateSession = await sessionOf(late.paymentId);
    await deliver(sandbox.sign(sandbox.eventFor(lateSession, 'payment.succeeded')));
    // Money credited outside the gateway.
    const manual = await t.app.services.ledger.recharge({
      userId: user.userId,
      amountFils: 700n,
      idempotencyKey: `manual:${randomUUID()}`,
      ref: { type: 'manual', id: user.userId },
    });

    const report = await loadAndReconcile(t.database.db, t.app.services.ledger);
    const mine = report.mismatches.filter(
      (m) =>
        ('paymentId' in m && (m.paymentId === ok.paymentId || m.paymentId === late.paymentId)) ||
        ('transactionId' in m && m.transactionId === manual.transactionId),
    );
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'event_without_ledger', paymentId: late.paymentId, eventAmountFils: 20_000n }),
      expect.objectContaining({
        kind: 'ledger_without_event',
        transactionId: manual.transactionId,
        ledgerAmountFils: 700n,
      }),
    ]);
    expect(report.matched).toBeGreaterThan(0);
  });
});
