/**
 * Model test of the ledger: random sequences of recharge, hold, release, capture, charge, refund,
 * transfer and withdrawal steps (request, approve, reject, paid) over several users, including
 * steps that must be refused (overdraw, double release, refund above what was paid) and repeats of
 * earlier requests (same key: replayed; same key, other amount: 409). After every step the books
 * must balance and every balance must equal the model's. One database for the whole file; the
 * ledger tables are emptied before each run. Longer than 500 lines on purpose: the model, the step
 * generators and the checks after each step are read together.
 */

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/authz';
import { AppError } from '../../lib/errors';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { allBalances, BALANCED_BOOKS, checkBooks, insertBankAccount, insertUser, resetLedger } from './ledger.testing';

const USERS = 3;
/** A small daily limit (AED 100) so the model meets it. */
const DAILY_LIMIT_FILS = 10_000n;
const NUM_RUNS = process.env.CI ? 1000 : 200;

let t: TestApp;
let userIds: string[] = [];
let bankAccountIds: string[] = [];
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp({ WITHDRAWAL_DAILY_LIMIT_AED: String(DAILY_LIMIT_FILS / 100n) });
  const db = t.database.db;
  userIds = [];
  bankAccountIds = [];
  for (let i = 0; i < USERS; i++) {
    const id = await insertUser(db);
    userIds.push(id);
    bankAccountIds.push(await insertBankAccount(db, id));
  }
  const adminId = await insertUser(db);
  admin = { userId: adminId, sessionId: 'model', roles: ['user', 'admin', 'finance'], merchantStatus: 'none' };
});
afterAll(async () => {
  await t?.close();
});

// ---- steps ----

type PayeeArb = number | 'revenue' | 'escrow';
type Step =
  | { kind: 'recharge'; u: number; amount: number }
  | { kind: 'hold'; u: number; amount: number }
  | { kind: 'release'; h: number }
  | { kind: 'capture'; h: number; partPct: number | null; feePct: number; vatPct: number; payee: PayeeArb }
  | { kind: 'charge'; u: number; amount: number; feePct: number; vatPct: number; payee: PayeeArb }
  | { kind: 'refund'; p: number; pct: number | null }
  | { kind: 'transfer'; from: number; to: number; amount: number }
  | { kind: 'withdraw'; u: number; amount: number }
  | { kind: 'approve' | 'reject' | 'paid'; w: number }
  | { kind: 'repeat'; i: number }
  | { kind: 'conflict'; i: number };

const user = fc.nat(USERS - 1);
const amount = fc.integer({ min: 1, max: 6_000 });
/** Recharges are larger than spending, so most spending steps can go through. */
const rechargeAmount = fc.integer({ min: 1, max: 20_000 });
const percent = (max: number) => fc.option(fc.integer({ min: 1, max }), { nil: null, freq: 4 });
const payee: fc.Arbitrary<PayeeArb> = fc.oneof(user, fc.constant('revenue' as const), fc.constant('escrow' as const));
const pick = fc.nat(50);

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('recharge' as const), u: user, amount: rechargeAmount }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('hold' as const), u: user, amount }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('release' as const), h: pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('capture' as const),
      h: pick,
      partPct: percent(120),
      feePct: fc.integer({ min: 0, max: 60 }),
      vatPct: fc.integer({ min: 0, max: 60 }),
      payee,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('charge' as const),
      u: user,
      amount,
      feePct: fc.integer({ min: 0, max: 60 }),
      vatPct: fc.integer({ min: 0, max: 60 }),
      payee,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('refund' as const), p: pick, pct: percent(120) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('transfer' as const), from: user, to: user, amount }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), u: user, amount }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constantFrom('approve' as const, 'reject' as const, 'paid' as const), w: pick }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('repeat' as const), i: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('conflict' as const), i: pick }) },
);

// ---- the model ----

type Key = string;
const avail = (u: number): Key => `${userIds[u]}:available`;
const held = (u: number): Key => `${userIds[u]}:held`;
const plat = (kind: string): Key => `platform:${kind}`;

interface ModelHold {
  id: string;
  u: number;
  amount: bigint;
  status: 'held' | 'released' | 'captured';
}
interface ModelPayment {
  txId: string;
  payer: number;
  paid: bigint;
  refunded: bigint;
  /** Payee first, then fees, then VAT: the order refunds take money back. */
  credits: { key: Key; amount: bigint; refunded: bigint }[];
}
interface ModelWithdrawal {
  id: string;
  u: number;
  amount: bigint;
  status: 'requested' | 'approved' | 'rejected' | 'paid';
  holdId: string;
}
/** A step that went through, with the call that can be sent again. */
interface Done {
  call: (amountDelta: bigint) => Promise<unknown>;
  /** Can another amount be sent under the same key? */
  hasAmount: boolean;
}

class Model {
  bal = new Map<Key, bigint>();
  holds: ModelHold[] = [];
  payments: ModelPayment[] = [];
  withdrawals: ModelWithdrawal[] = [];
  done: Done[] = [];

  get(k: Key) {
    return this.bal.get(k) ?? 0n;
  }

  /** Applies lines if no user account goes below zero; else says which refusal the ledger gives. */
  apply(lines: [Key, bigint][]): 'INSUFFICIENT_FUNDS' | null {
    const next = new Map<Key, bigint>();
    for (const [k, d] of lines) next.set(k, (next.get(k) ?? this.get(k)) + d);
    for (const [k, v] of next) if (!k.startsWith('platform:') && v < 0n) return 'INSUFFICIENT_FUNDS';
    for (const [k, v] of next) this.bal.set(k, v);
    return null;
  }

  dailyRequested(u: number) {
    return this.withdrawals.filter((w) => w.u === u && w.status !== 'rejected').reduce((s, w) => s + w.amount, 0n);
  }
}

const payeeKey = (p: PayeeArb): Key => (typeof p === 'number' ? avail(p) : plat(p));
/** Payees other than the payer (a self-payment is not a payment). */
const otherPayee = (p: PayeeArb, payer: number): PayeeArb => (p === payer ? 'revenue' : p);
const ledgerPayee = (p: PayeeArb) => (typeof p === 'number' ? { userId: userIds[p] as string } : p);
const pct = (v: bigint, p: number) => (v * BigInt(p)) / 100n;

/** What the runs went through: every kind of step must have succeeded, every refusal been seen. */
const succeeded = new Map<string, number>();
const refusals = new Set<string>();

type Outcome = { ok: true; value: unknown } | { ok: false; code: string };

async function attempt(fn: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { ok: true, value: await fn() };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, code: err.code };
    throw err;
  }
}

/** Runs one step against the services and the model; returns what the model expected. */
async function runStep(m: Model, step: Step, key: string): Promise<'ok' | 'refused' | 'skipped'> {
  const { ledger, wallet } = t.app.services;
  const expectRefusal = async (code: string, fn: () => Promise<unknown>) => {
    const out = await attempt(fn);
    expect(out, `${step.kind} should be refused with ${code}`).toEqual({ ok: false, code });
    refusals.add(code);
    return 'refused' as const;
  };

  switch (step.kind) {
    case 'recharge': {
      const amountFils = BigInt(step.amount);
      const call = (d: bigint) =>
        ledger.recharge({
          userId: userIds[step.u] as string,
          amountFils: amountFils + d,
          idempotencyKey: key,
          ref: { type: 'model', id: key },
        });
      await call(0n);
      m.apply([
        [plat('gateway_clearing'), -amountFils],
        [avail(step.u), amountFils],
      ]);
      m.done.push({ call, hasAmount: true });
      return 'ok';
    }
    case 'hold': {
      const amountFils = BigInt(step.amount);
      const call = (d: bigint) =>
        ledger.hold({
          userId: userIds[step.u] as string,
          amountFils: amountFils + d,
          purpose: 'model',
          ref: { type: 'model', id: key },
          idempotencyKey: key,
        });
      const refusal = m.apply([
        [avail(step.u), -amountFils],
        [held(step.u), amountFils],
      ]);
      if (refusal) return expectRefusal(refusal, () => call(0n));
      const receipt = await call(0n);
      m.holds.push({ id: receipt.holdId as string, u: step.u, amount: amountFils, status: 'held' });
      m.done.push({ call, hasAmount: true });
      return 'ok';
    }
    case 'release': {
      const hold = m.holds[step.h % Math.max(1, m.holds.length)];
      if (!hold) return 'skipped';
      const call = () => ledger.release({ holdId: hold.id, idempotencyKey: key });
      if (hold.status !== 'held') return expectRefusal('HOLD_ALREADY_RESOLVED', call);
      await call();
      m.apply([
        [held(hold.u), -hold.amount],
        [avail(hold.u), hold.amount],
      ]);
      hold.status = 'released';
      m.done.push({ call, hasAmount: false });
      return 'ok';
    }
    case 'capture': {
      const hold = m.holds[step.h % Math.max(1, m.holds.length)];
      if (!hold) return 'skipped';
      const part = step.partPct === null ? hold.amount : pct(hold.amount, step.partPct) || 1n;
      const fee = pct(part, step.feePct);
      const vat = pct(part, step.vatPct);
      const payee = otherPayee(step.payee, hold.u);
      const call = () =>
        ledger.capture({
          holdId: hold.id,
          idempotencyKey: key,
          payee: ledgerPayee(payee),
          feeFils: fee,
          vatFils: vat,
          amountFils: step.partPct === null ? undefined : part,
        });
      if (part > hold.amount || fee + vat > part) return expectRefusal('AMOUNT_TOO_LARGE', call);
      if (hold.status !== 'held') return expectRefusal('HOLD_ALREADY_RESOLVED', call);
      const receipt = await call();
      m.apply([
        [held(hold.u), -hold.amount],
        [avail(hold.u), hold.amount - part],
        [payeeKey(payee), part - fee - vat],
        [plat('fees'), fee],
        [plat('vat_payable'), vat],
      ]);
      hold.status = 'captured';
      m.payments.push({
        txId: receipt.transactionId,
        payer: hold.u,
        paid: part,
        refunded: 0n,
        credits: [
          { key: payeeKey(payee), amount: part - fee - vat, refunded: 0n },
          { key: plat('fees'), amount: fee, refunded: 0n },
          { key: plat('vat_payable'), amount: vat, refunded: 0n },
        ],
      });
      m.done.push({ call, hasAmount: false });
      return 'ok';
    }
    case 'charge': {
      const amountFils = BigInt(step.amount);
      const fee = pct(amountFils, step.feePct);
      const vat = pct(amountFils, step.vatPct);
      const payee = otherPayee(step.payee, step.u);
      const call = (d: bigint) =>
        ledger.charge({
          userId: userIds[step.u] as string,
          amountFils: amountFils + d,
          payee: ledgerPayee(payee),
          feeFils: fee,
          vatFils: vat,
          ref: { type: 'model', id: key },
          idempotencyKey: key,
        });
      if (fee + vat > amountFils) return expectRefusal('AMOUNT_TOO_LARGE', () => call(0n));
      const refusal = m.apply([
        [avail(step.u), -amountFils],
        [payeeKey(payee), amountFils - fee - vat],
        [plat('fees'), fee],
        [plat('vat_payable'), vat],
      ]);
      if (refusal) return expectRefusal(refusal, () => call(0n));
      const receipt = await call(0n);
      m.payments.push({
        txId: receipt.transactionId,
        payer: step.u,
        paid: amountFils,
        refunded: 0n,
        credits: [
          { key: payeeKey(payee), amount: amountFils - fee - vat, refunded: 0n },
          { key: plat('fees'), amount: fee, refunded: 0n },
          { key: plat('vat_payable'), amount: vat, refunded: 0n },
        ],
      });
      m.done.push({ call, hasAmount: true });
      return 'ok';
    }
    case 'refund': {
      const payment = m.payments[step.p % Math.max(1, m.payments.length)];
      if (!payment) return 'skipped';
      const left = payment.paid - payment.refunded;
      const requested = step.pct === null ? null : pct(payment.paid, step.pct) || 1n;
      const call = () =>
        ledger.refund({ transactionId: payment.txId, amountFils: requested ?? undefined, idempotencyKey: key });
      if (left === 0n) return expectRefusal('INVALID_STATE', call);
      const refund = requested ?? left;
      if (refund > left) return expectRefusal('AMOUNT_TOO_LARGE', call);
      const lines: [Key, bigint][] = [[avail(payment.payer), refund]];
      const takes: bigint[] = [];
      let rest = refund;
      for (const c of payment.credits) {
        const open = c.amount - c.refunded;
        const take = open < rest ? open : rest;
        takes.push(take);
        if (take > 0n) lines.push([c.key, -take]);
        rest -= take;
      }
      const refusal = m.apply(lines);
      if (refusal) return expectRefusal(refusal, call);
      await call();
      payment.refunded += refund;
      payment.credits.forEach((c, i) => {
        c.refunded += takes[i] ?? 0n;
      });
      m.done.push({ call, hasAmount: false });
      return 'ok';
    }
    case 'transfer': {
      const amountFils = BigInt(step.amount);
      const call = (d: bigint) =>
        ledger.transfer({
          fromUserId: userIds[step.from] as string,
          toUserId: userIds[step.to] as string,
          amountFils: amountFils + d,
          ref: { type: 'model', id: key },
          idempotencyKey: key,
        });
      if (step.from === step.to) return expectRefusal('BAD_REQUEST', () => call(0n));
      const refusal = m.apply([
        [avail(step.from), -amountFils],
        [avail(step.to), amountFils],
      ]);
      if (refusal) return expectRefusal(refusal, () => call(0n));
      await call(0n);
      m.done.push({ call, hasAmount: true });
      return 'ok';
    }
    case 'withdraw': {
      const amountFils = BigInt(step.amount);
      const call = (d: bigint) =>
        wallet.placeWithdrawal(userIds[step.u] as string, amountFils + d, bankAccountIds[step.u] as string, key);
      if (m.dailyRequested(step.u) + amountFils > DAILY_LIMIT_FILS) {
        return expectRefusal('WITHDRAWAL_DAILY_LIMIT', () => call(0n));
      }
      const refusal = m.apply([
        [avail(step.u), -amountFils],
        [held(step.u), amountFils],
      ]);
      if (refusal) return expectRefusal(refusal, () => call(0n));
      const w = await call(0n);
      expect(w).toMatchObject({ status: 'requested', amountFils: step.amount });
      m.withdrawals.push({ id: w.id, u: step.u, amount: amountFils, status: 'requested', holdId: w.holdId });
      m.done.push({ call, hasAmount: true });
      return 'ok';
    }
    case 'approve':
    case 'reject':
    case 'paid': {
      const w = m.withdrawals[step.w % Math.max(1, m.withdrawals.length)];
      if (!w) return 'skipped';
      const call =
        step.kind === 'approve'
          ? () => wallet.approve(admin, w.id)
          : step.kind === 'reject'
            ? () => wallet.reject(admin, w.id, 'model says no', key)
            : () => wallet.markPaid(admin, w.id, 'FT-MODEL', key);
      const from =
        step.kind === 'reject' ? ['requested', 'approved'] : step.kind === 'approve' ? ['requested'] : ['approved'];
      if (!from.includes(w.status)) return expectRefusal('INVALID_STATE', call);
      const result = (await call()) as { status: string };
      if (step.kind === 'reject') {
        m.apply([
          [held(w.u), -w.amount],
          [avail(w.u), w.amount],
        ]);
        w.status = 'rejected';
      } else if (step.kind === 'paid') {
        m.apply([
          [held(w.u), -w.amount],
          [plat('payout_clearing'), w.amount],
        ]);
        w.status = 'paid';
      } else {
        w.status = 'approved';
      }
      expect(result.status).toBe(w.status);
      if (step.kind !== 'approve') m.done.push({ call, hasAmount: false });
      return 'ok';
    }
    case 'repeat': {
      const earlier = m.done[step.i % Math.max(1, m.done.length)];
      if (!earlier) return 'skipped';
      const out = await attempt(() => earlier.call(0n));
      expect(out.ok, `repeat: ${JSON.stringify(out)}`).toBe(true);
      const value = (out as { value: { replayed?: boolean } }).value;
      if (value && 'replayed' in value) expect(value.replayed).toBe(true);
      return 'ok';
    }
    case 'conflict': {
      const withAmount = m.done.filter((d) => d.hasAmount);
      const earlier = withAmount[step.i % Math.max(1, withAmount.length)];
      if (!earlier) return 'skipped';
      return expectRefusal('IDEMPOTENCY_CONFLICT', () => earlier.call(1n));
    }
  }
}

/** One hand-written run through every kind of step and every refusal, before the random ones. */
const EVERY_PATH: Step[] = [
  { kind: 'recharge', u: 0, amount: 20_000 },
  { kind: 'recharge', u: 1, amount: 20_000 },
  { kind: 'hold', u: 0, amount: 3_000 },
  { kind: 'release', h: 0 },
  { kind: 'release', h: 0 },
  { kind: 'hold', u: 0, amount: 4_000 },
  { kind: 'capture', h: 1, partPct: 50, feePct: 10, vatPct: 5, payee: 1 },
  { kind: 'capture', h: 0, partPct: 120, feePct: 0, vatPct: 0, payee: 'escrow' },
  { kind: 'charge', u: 1, amount: 5_000, feePct: 10, vatPct: 5, payee: 'revenue' },
  { kind: 'charge', u: 2, amount: 1, feePct: 0, vatPct: 0, payee: 'revenue' },
  { kind: 'refund', p: 1, pct: 20 },
  { kind: 'refund', p: 1, pct: null },
  { kind: 'refund', p: 1, pct: null },
  { kind: 'transfer', from: 0, to: 1, amount: 100 },
  { kind: 'transfer', from: 1, to: 1, amount: 100 },
  { kind: 'withdraw', u: 0, amount: 5_000 },
  { kind: 'approve', w: 0 },
  { kind: 'paid', w: 0 },
  { kind: 'paid', w: 0 },
  { kind: 'withdraw', u: 1, amount: 6_000 },
  { kind: 'withdraw', u: 1, amount: 5_000 },
  { kind: 'reject', w: 1 },
  { kind: 'repeat', i: 0 },
  { kind: 'repeat', i: 8 },
  { kind: 'conflict', i: 0 },
];

async function expectBooksMatch(m: Model, label: string) {
  const db = t.database.db;
  expect(await checkBooks(db), label).toEqual(BALANCED_BOOKS);
  const actual = await allBalances(db);
  const keys = new Set([...actual.keys(), ...m.bal.keys()]);
  const diff = [...keys].filter((k) => (actual.get(k) ?? 0n) !== m.get(k));
  expect(
    diff.map((k) => `${k}: db ${actual.get(k) ?? 0n}, model ${m.get(k)}`),
    label,
  ).toEqual([]);
}

async function expectStatusesMatch(m: Model) {
  const result = await t.database.db.execute(
    sql`select id, status from holds union all select id, status from withdrawals`,
  );
  const rows = (result as unknown as { rows: { id: string; status: string }[] }).rows;
  const actual = Object.fromEntries(rows.map((r) => [r.id, r.status]));
  const expected = Object.fromEntries([
    ...m.holds.map((h) => [h.id, h.status]),
    ...m.withdrawals.flatMap((w) => [
      [w.id, w.status],
      [w.holdId, w.status === 'rejected' ? 'released' : w.status === 'paid' ? 'captured' : 'held'],
    ]),
  ]);
  expect(actual).toEqual(expected);
}

describe('ledger model', () => {
  it(
    `keeps the books balanced and equal to the model over random sequences (${NUM_RUNS} runs)`,
    async () => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 12 }), async (steps) => {
          run += 1;
          await resetLedger(t.database.db);
          const m = new Model();
          for (const [i, step] of steps.entries()) {
            const outcome = await runStep(m, step, `model:${run}:${i}`);
            if (outcome === 'ok') succeeded.set(step.kind, (succeeded.get(step.kind) ?? 0) + 1);
            await expectBooksMatch(m, `after step ${i} (${step.kind})`);
          }
          await expectStatusesMatch(m);
        }),
        { numRuns: NUM_RUNS, examples: [[EVERY_PATH]] },
      );
      const kinds = ['recharge', 'hold', 'release', 'capture', 'charge', 'refund', 'transfer', 'withdraw'];
      kinds.push('approve', 'reject', 'paid', 'repeat');
      expect(kinds.filter((k) => !succeeded.get(k))).toEqual([]);
      expect([...refusals].sort()).toEqual([
        'AMOUNT_TOO_LARGE',
        'BAD_REQUEST',
        'HOLD_ALREADY_RESOLVED',
        'IDEMPOTENCY_CONFLICT',
        'INSUFFICIENT_FUNDS',
        'INVALID_STATE',
        'WITHDRAWAL_DAILY_LIMIT',
      ]);
    },
    NUM_RUNS * 1_000,
  );
});
