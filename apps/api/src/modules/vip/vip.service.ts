import type { VipBenefits, VipMe, VipMembership, VipPlan, VipSubscribeBody, VipSubscribeResponse } from '@souq/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/authz';
import { AppError, notFound } from '../../lib/errors';
import { requestHash } from '../../lib/idempotency';
import { isUniqueViolation } from '../../lib/pg-errors';
import { inTransaction } from '../../lib/transaction';
import type { LedgerPort, PaymentsPort, SucceededPayment } from '../deposits/ports';
import type { NotificationsService } from '../notifications/notifications.service';
import { type MembershipWithPlan, vipRepository } from './vip.repository';
import type { VipMembershipRow, VipPlanRow } from './vip.tables';

const DAY_MS = 86_400_000;
const HISTORY_LIMIT = 20;

/** The VAT inside a VAT-inclusive price, rounded half up: price × rate / (1 + rate). */
export function vatIncluded(priceFils: bigint, rateBp: number): bigint {
  const bp = BigInt(rateBp);
  const denominator = 10_000n + bp;
  return (2n * priceFils * bp + denominator) / (2n * denominator);
}

function presentPlanSummary(plan: VipPlanRow) {
  return {
    id: plan.id,
    code: plan.code,
    nameKey: plan.nameKey,
    validityDays: plan.validityDays,
    depositDiscountPct: plan.depositDiscountPct,
  };
}

function presentMembership({ membership: m, plan }: MembershipWithPlan): VipMembership {
  return {
    id: m.id,
    plan: presentPlanSummary(plan),
    status: m.status,
    method: m.paymentMethod,
    priceFils: Number(m.priceFils),
    vatFils: Number(m.vatFils),
    startsAt: m.startsAt?.toISOString() ?? null,
    expiresAt: m.expiresAt?.toISOString() ?? null,
    transactionId: m.transactionId,
    paymentId: m.paymentId,
    createdAt: m.createdAt.toISOString(),
  };
}

/**
 * VIP membership: plans, purchase from the wallet or by card, renewal from the current expiry,
 * and the benefits other domains read. Expiry needs no job: a membership is active while
 * `expires_at > now` on the server clock.
 *
 * Wallet: one transaction inserts the purchase, charges the price to revenue with the VAT as its
 * own ledger line, and dates the membership. Card: the purchase waits as `pending_payment`; when
 * the gateway confirms, the payments module runs `activate` inside its own transaction (the money
 * has just been credited to the wallet, and is charged from there the same way).
 */
export class VipService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { ledger: LedgerPort; payments: PaymentsPort; notifications: NotificationsService },
  ) {
    deps.payments.onSucceeded('vip', ({ payment, tx, afterCommit }) => this.onCardPaid(payment, tx, afterCommit));
    deps.payments.onFailed('vip', ({ payment, tx }) => this.onCardUnpaid(payment, tx));
  }

  presentPlan(plan: VipPlanRow): VipPlan {
    return {
      ...presentPlanSummary(plan),
      priceFils: Number(plan.priceFils),
      vatFils: Number(vatIncluded(plan.priceFils, this.ctx.config.VAT_RATE_BP)),
      currency: 'AED',
    };
  }

  async plans(): Promise<{ items: VipPlan[] }> {
    const rows = await vipRepository.activePlans(this.ctx.db);
    return { items: rows.map((p) => this.presentPlan(p)) };
  }

  /**
   * What a membership is worth to the user right now (other domains call this; auctions lower
   * the deposit by `depositDiscountPct`). Pass `tx` to read inside a transaction.
   */
  async benefits(userId: string, tx?: Tx): Promise<VipBenefits> {
    const db = tx ?? this.ctx.db;
    const now = this.ctx.clock.now();
    const covering = await vipRepository.coveringAt(db, userId, now);
    if (covering.length === 0) return { active: false, planCode: null, expiresAt: null, depositDiscountPct: 0 };
    const best = covering.reduce((a, b) => (b.plan.depositDiscountPct > a.plan.depositDiscountPct ? b : a));
    const end = await vipRepository.lastExpiry(db, userId);
    return {
      active: true,
      planCode: best.plan.code,
      expiresAt: (end ?? best.membership.expiresAt)?.toISOString() ?? null,
      depositDiscountPct: best.plan.depositDiscountPct,
    };
  }

  async me(actor: Actor): Promise<VipMe> {
    const benefits = await this.benefits(actor.userId);
    const history = await vipRepository.paidHistory(this.ctx.db, actor.userId, HISTORY_LIMIT);
    return { ...benefits, memberships: history.map(presentMembership) };
  }

  /** Buys (or renews) a plan. Same key and body: the first answer again; another body: 409. */
  async subscribe(actor: Actor, body: VipSubscribeBody, idempotencyKey: string): Promise<VipSubscribeResponse> {
    const hash = requestHash({ planId: body.planId, method: body.method });
    const existing = await vipRepository.membershipByKey(this.ctx.db, actor.userId, idempotencyKey);
    if (existing) return this.replay(actor, existing, hash);

    const plan = await vipRepository.planById(this.ctx.db, body.planId);
    if (!plan?.active) throw notFound();
    const base = {
      userId: actor.userId,
      planId: plan.id,
      paymentMethod: body.method,
      priceFils: plan.priceFils,
      vatFils: vatIncluded(plan.priceFils, this.ctx.config.VAT_RATE_BP),
      idempotencyKey,
      requestHash: hash,
      createdAt: this.ctx.clock.now(),
    } as const;

    try {
      if (body.method === 'wallet') {
        const row = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
          const pending = await vipRepository.insertMembership(tx, { ...base, status: 'pending_payment' });
          return this.activate(tx, pending, plan, afterCommit);
        });
        return { membership: presentMembership({ membership: row, plan }) };
      }
      const pending = await vipRepository.insertMembership(this.ctx.db, { ...base, status: 'pending_payment' });
      return this.startCheckout(actor, pending, plan);
    } catch (err) {
      // A concurrent request with the same key won the insert: answer what it answered.
      if (!isUniqueViolation(err, 'vip_memberships_user_idempotency_key')) throw err;
      const winner = await vipRepository.membershipByKey(this.ctx.db, actor.userId, idempotencyKey);
      if (!winner) throw err;
      return this.replay(actor, winner, hash);
    }
  }

  private async replay(actor: Actor, row: VipMembershipRow, hash: string): Promise<VipSubscribeResponse> {
    if (row.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    const plan = await vipRepository.planById(this.ctx.db, row.planId);
    if (!plan) throw notFound();
    if (row.paymentMethod === 'card') return this.startCheckout(actor, row, plan);
    return { membership: presentMembership({ membership: row, plan }) };
  }

  /** The card checkout of a pending purchase; asking again gives the same payment. */
  private async startCheckout(actor: Actor, row: VipMembershipRow, plan: VipPlanRow): Promise<VipSubscribeResponse> {
    let current = row;
    if (current.status === 'pending_payment' && !current.paymentId) {
      const checkout = await this.deps.payments.startCheckout({
        actor,
        purpose: 'vip',
        ref: { type: 'vip_membership', id: current.id },
        amountFils: current.priceFils,
        resultRoute: '/vip',
        idempotencyKey: `vip:${current.id}`,
      });
      current =
        (await vipRepository.attachPayment(this.ctx.db, current.id, checkout.paymentId, checkout.checkoutUrl)) ??
        (await vipRepository.withPlan(this.ctx.db, current.id))?.membership ??
        current;
    }
    const membership = presentMembership({ membership: current, plan });
    if (current.status !== 'pending_payment' || !current.checkoutUrl) return { membership };
    return { membership, checkoutUrl: current.checkoutUrl };
  }

  /**
   * Pays a pending purchase from the wallet and dates it: it starts now, or where the user's
   * last paid membership ends if that is later (renewal). Runs inside the caller's transaction.
   */
  private async activate(
    tx: Tx,
    pending: VipMembershipRow,
    plan: VipPlanRow,
    afterCommit: (fn: () => void) => void,
  ): Promise<VipMembershipRow> {
    await vipRepository.lockUser(tx, pending.userId);
    const now = this.ctx.clock.now();
    const last = await vipRepository.lastExpiry(tx, pending.userId);
    const renewal = !!last && last > now;
    const startsAt = renewal && last ? last : now;
    const expiresAt = new Date(startsAt.getTime() + plan.validityDays * DAY_MS);
    const charge = await this.deps.ledger.charge(
      {
        userId: pending.userId,
        amountFils: pending.priceFils,
        payee: 'revenue',
        vatFils: pending.vatFils,
        ref: { type: 'vip_membership', id: pending.id },
        idempotencyKey: `vip:${pending.id}:charge`,
      },
      tx,
    );
    const paid = await vipRepository.updateMembership(tx, pending.id, {
      status: 'paid',
      startsAt,
      expiresAt,
      transactionId: charge.transactionId,
      paidAt: now,
    });
    await this.deps.notifications.notify(
      {
        userId: pending.userId,
        type: renewal ? 'vip.renewed' : 'vip.activated',
        titleKey: renewal ? 'notifications:vipRenewed.title' : 'notifications:vipActivated.title',
        params: { plan: plan.code, expiresAt: expiresAt.toISOString() },
        route: '/vip',
      },
      { tx, afterCommit },
    );
    return paid;
  }

  /** The gateway confirmed a card purchase: activate it inside the payment's transaction. */
  private async onCardPaid(payment: SucceededPayment, tx: Tx, afterCommit: (fn: () => void) => void) {
    const row = await vipRepository.lockMembership(tx, payment.refId);
    if (!row || row.userId !== payment.userId) {
      this.ctx.log.error({ paymentId: payment.id, ref: payment.refId }, 'vip payment for an unknown membership');
      return;
    }
    if (row.status !== 'pending_payment') return; // already activated by an earlier delivery
    const plan = await vipRepository.planById(tx, row.planId);
    if (!plan) throw new Error(`plan ${row.planId} vanished`);
    const pending = row.paymentId ? row : await vipRepository.updateMembership(tx, row.id, { paymentId: payment.id });
    await this.activate(tx, pending, plan, afterCommit);
  }

  /** The card payment failed or was cancelled: this purchase is over (a new one needs a new key). */
  private async onCardUnpaid(payment: SucceededPayment, tx: Tx) {
    const row = await vipRepository.lockMembership(tx, payment.refId);
    if (!row || row.userId !== payment.userId || row.status !== 'pending_payment') return;
    if (row.paymentId && row.paymentId !== payment.id) return;
    await vipRepository.updateMembership(tx, row.id, { status: 'canceled', paymentId: payment.id, checkoutUrl: null });
  }
}
