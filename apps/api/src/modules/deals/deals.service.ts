import { createHash } from 'node:crypto';
import { filsToDecimalString, formatAed, type Language } from '@souq/shared';
import { allInPrice, DEFAULT_AUCTION_FEES } from '@souq/shared/auctions/fees';
import { DEAL_ERRORS } from '@souq/shared/deals/deals.errors';
import type {
  ChooseLogisticsBody,
  Deal,
  DealLine,
  DealPage,
  DealStatus,
  LogisticsStepBody,
  PayDealBody,
  PayDealResponse,
} from '@souq/shared/deals/deals.schema';
import { amountDue, collectBy, lateFee, sellerFee, storageFee } from '@souq/shared/deals/figures';
import type { AppContext } from '../../context';
import { type Actor, isAdmin } from '../../lib/authz';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { inTransaction, type TxStep } from '../../lib/transaction';
import type { SoldLot } from '../auctions/auctions.close';
import { dealsRepository } from './deals.repository';
import type { DealRow } from './deals.tables';
import type { DealsPorts } from './ports';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const AED = 100n;
const JOB_BATCH = 50;

const n = (v: bigint | null | undefined) => Number(v ?? 0n);
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** The ledger keys of a deal's movements: a rerun or a retry moves nothing twice. */
export const dealKeys = {
  applyDeposit: (dealId: string, depositId: string) => `deal:${dealId}:deposit:${depositId}:apply`,
  forfeit: (dealId: string, depositId: string) => `deal:${dealId}:deposit:${depositId}:forfeit`,
  escrow: (dealId: string) => `deal:${dealId}:escrow`,
  storage: (dealId: string) => `deal:${dealId}:storage`,
  payout: (dealId: string) => `deal:${dealId}:payout`,
  checkout: (dealId: string, amountFils: bigint) => `deal:${dealId}:card:${amountFils}`,
};

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * After the hammer: the winner's order and the seller's order of one sold lot.
 *
 * Money (decision 0003, only through the ledger and the deposits service):
 * - the sale (in the close's transaction) freezes the invoice lines of `allInPrice` and claims the
 *   winner's held deposits of the session as the order's credit; they stay held;
 * - paying (wallet, or the webhook's transaction for a card) applies each deposit back to the
 *   buyer's available balance and holds the whole amount (total + late fee) on the buyer's wallet
 *   as the escrow of the deal, in one database transaction; insufficient funds move nothing;
 * - collection (staff) charges storage, if any, to revenue, and captures the escrow hold: the
 *   hammer less the seller fee to the seller's wallet, premium + admin fee + late fee + seller fee
 *   to fees, VAT to vat_payable, in one ledger transaction; a deal pays out once;
 * - default (unpaid past the deadline + grace): each deposit is captured to revenue (or the
 *   seller, DEAL_FORFEIT_TO), a strike is recorded, bidding is suspended, and the car goes back
 *   to its seller ("relist"): the lot is unsold again, and its seller may make the runner-up a
 *   second-chance offer (auctions.second-chance.ts); accepting creates that buyer's deal.
 */
export class DealsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: DealsPorts,
  ) {
    deps.payments.onSucceeded('deal', (step) =>
      this.onCardPaid(step.payment, { tx: step.tx, afterCommit: step.afterCommit }),
    );
  }

  private now() {
    return this.ctx.clock.now();
  }

  // ---- the sale ----

  /** Runs inside the transaction that made the lot sold: creates its one deal (a rerun creates none). */
  async onSold(step: TxStep, lot: SoldLot): Promise<void> {
    const { tx } = step;
    const now = this.now();
    const price = allInPrice(Number(lot.hammerFils), DEFAULT_AUCTION_FEES);
    const held = lot.sessionId
      ? await this.deps.auctionParticipation.winnerDeposits(lot.sessionId, lot.winnerId, tx)
      : [];
    const claimed = await dealsRepository.claimedDepositIds(
      tx,
      held.map((d) => d.depositId),
    );
    const free = held.filter((d) => !claimed.has(d.depositId));
    const depositFils = free.reduce((s, d) => s + d.amountFils, 0n);
    const payDeadline = new Date(now.getTime() + this.ctx.config.AUCTION_PAYMENT_HOURS * HOUR_MS);
    const deal = await dealsRepository.insertIfNew(tx, {
      lotId: lot.id,
      sessionId: lot.sessionId,
      listingId: lot.listingId,
      title: lot.title,
      buyerId: lot.winnerId,
      sellerId: lot.sellerId,
      status: 'awaiting_payment',
      hammerFils: BigInt(price.hammerFils),
      buyerPremiumFils: BigInt(price.buyerPremiumFils),
      adminFeeFils: BigInt(price.adminFeeFils),
      vatFils: BigInt(price.vatFils),
      totalFils: BigInt(price.totalFils),
      depositFils,
      sellerFeeFils: BigInt(
        sellerFee(price.hammerFils, this.ctx.config.DEAL_SELLER_FEE_BPS, this.ctx.config.DEAL_SELLER_FEE_MIN_AED * 100),
      ),
      lateFeePerDayFils: BigInt(this.ctx.config.DEAL_LATE_FEE_AED) * AED,
      storagePerDayFils: BigInt(this.ctx.config.DEAL_STORAGE_AED) * AED,
      collectionDays: this.ctx.config.DEAL_COLLECTION_DAYS,
      payDeadline,
      defaultAt: new Date(payDeadline.getTime() + this.ctx.config.DEAL_GRACE_HOURS * HOUR_MS),
      createdAt: now,
      updatedAt: now,
    });
    if (!deal) return;
    await dealsRepository.insertDeposits(
      tx,
      free.map((d) => ({ depositId: d.depositId, dealId: deal.id, amountFils: d.amountFils, status: 'held' as const })),
    );
    const params = {
      title: lot.title,
      amount: filsToDecimalString(BigInt(price.totalFils) > depositFils ? BigInt(price.totalFils) - depositFils : 0n),
      hours: this.ctx.config.AUCTION_PAYMENT_HOURS,
      deadline: payDeadline.toISOString(),
    };
    await this.deps.notifications.notify(
      { userId: lot.winnerId, type: 'deal.created', titleKey: 'deals:notify.won', params, route: `/deals/${deal.id}` },
      step,
    );
    await this.deps.notifications.notify(
      { userId: lot.sellerId, type: 'deal.sold', titleKey: 'deals:notify.sold', params, route: `/deals/${deal.id}` },
      step,
    );
  }

  // ---- reading ----

  private roleOf(actor: Actor, row: DealRow): 'buyer' | 'seller' | 'staff' {
    if (row.buyerId === actor.userId) return 'buyer';
    if (row.sellerId === actor.userId) return 'seller';
    if (isAdmin(actor)) return 'staff';
    throw notFound();
  }

  /** The figures of a deal at `at` (server clock): late fee until paid, storage until collected. */
  figures(row: DealRow, at: Date) {
    const perDay = n(row.lateFeePerDayFils);
    const late =
      row.lateFeeFils !== null
        ? { days: perDay ? Math.round(n(row.lateFeeFils) / perDay) : 0, fils: n(row.lateFeeFils) }
        : row.status === 'awaiting_payment'
          ? lateFee(row.payDeadline, at, perDay)
          : { days: 0, fils: 0 };
    const storePerDay = n(row.storagePerDayFils);
    const storage =
      row.storageFils !== null
        ? { days: storePerDay ? Math.round(n(row.storageFils) / storePerDay) : 0, fils: n(row.storageFils) }
        : row.paidAt && row.status === 'paid'
          ? storageFee(row.paidAt, row.collectionDays, at, storePerDay)
          : { days: 0, fils: 0 };
    const total = n(row.totalFils);
    const deposit = Math.min(n(row.depositFils), total + late.fils);
    const due = row.status === 'awaiting_payment' ? amountDue(total, late.fils, deposit) : 0;
    return { late, storage, total, deposit, due };
  }

  present(actor: Actor, row: DealRow, signatures: { role: string; signedAt: Date }[] = []): Deal {
    const role = this.roleOf(actor, row);
    const now = this.now();
    const f = this.figures(row, now);
    const line = (kind: DealLine['kind'], amountFils: number, days: number | null = null): DealLine => ({
      kind,
      amountFils,
      days,
    });
    const buyerLines = [
      line('hammer', n(row.hammerFils)),
      line('buyerPremium', n(row.buyerPremiumFils)),
      line('adminFee', n(row.adminFeeFils)),
      line('vat', n(row.vatFils)),
      ...(f.late.fils > 0 ? [line('lateFee', f.late.fils, f.late.days)] : []),
      ...(f.storage.fils > 0 ? [line('storage', f.storage.fils, f.storage.days)] : []),
      ...(f.deposit > 0 ? [line('deposit', -f.deposit)] : []),
    ];
    const sellerLines = [line('hammer', n(row.hammerFils)), line('sellerFee', -n(row.sellerFeeFils))];
    const steps = (
      [
        ['scheduled', row.scheduledAt],
        ['picked_up', row.pickedUpAt],
        ['out_for_delivery', row.outForDeliveryAt],
        ['delivered', row.deliveredAt],
      ] as const
    ).flatMap(([step, at]) => (at ? [{ step, at: at.toISOString() }] : []));
    const signed = (r: string) => signatures.find((s) => s.role === r)?.signedAt ?? null;
    return {
      id: row.id,
      lotId: row.lotId,
      listingId: row.listingId,
      title: row.title,
      role,
      status: row.status,
      buyerLines,
      totalFils: f.total + f.late.fils + f.storage.fils,
      depositFils: f.deposit,
      amountDueFils: f.due,
      sellerLines,
      payoutFils: n(row.hammerFils) - n(row.sellerFeeFils),
      lateFeePerDayFils: n(row.lateFeePerDayFils),
      storagePerDayFils: n(row.storagePerDayFils),
      collectionDays: row.collectionDays,
      payDeadline: row.payDeadline.toISOString(),
      defaultsAt: row.defaultAt.toISOString(),
      paidAt: iso(row.paidAt),
      collectBy: row.paidAt ? collectBy(row.paidAt, row.collectionDays).toISOString() : null,
      collectedAt: iso(row.collectedAt),
      payoutAt: iso(row.payoutAt),
      defaultedAt: iso(row.defaultedAt),
      relisted: row.relistedAt !== null,
      checkoutUrl: role === 'buyer' && row.status === 'awaiting_payment' ? row.checkoutUrl : null,
      logistics: {
        mode: row.logisticsMode,
        address: role === 'seller' ? null : row.logisticsAddress,
        scheduledFor: iso(row.scheduledFor),
        steps,
      },
      contract: { buyerSignedAt: iso(signed('buyer')), sellerSignedAt: iso(signed('seller')) },
      createdAt: row.createdAt.toISOString(),
      serverNow: now.toISOString(),
    };
  }

  private async presentRows(actor: Actor, rows: DealRow[]): Promise<Map<string, Deal>> {
    const sigs = await dealsRepository.signaturesOf(
      this.ctx.db,
      rows.map((r) => r.id),
    );
    return new Map(
      rows.map((r) => [
        r.id,
        this.present(
          actor,
          r,
          sigs.filter((s) => s.dealId === r.id),
        ),
      ]),
    );
  }

  async get(actor: Actor, id: string): Promise<Deal> {
    const row = await dealsRepository.byId(this.ctx.db, id);
    if (!row) throw notFound();
    this.roleOf(actor, row);
    return (await this.presentRows(actor, [row])).get(row.id) as Deal;
  }

  /** The row of a deal the actor may see (buyer, seller, admin); 404 for anyone else. */
  async visibleRow(actor: Actor, id: string): Promise<DealRow> {
    const row = await dealsRepository.byId(this.ctx.db, id);
    if (!row) throw notFound();
    this.roleOf(actor, row);
    return row;
  }

  /** Names deals for the wallet's holds page: the car. */
  async labels(ids: string[]): Promise<Map<string, string>> {
    const rows = await dealsRepository.titles(this.ctx.db, ids);
    return new Map(rows.map((r) => [r.id, r.title]));
  }

  async ofLot(actor: Actor, lotId: string): Promise<{ dealId: string | null }> {
    const rows = await dealsRepository.byLot(this.ctx.db, lotId);
    // The newest the caller may see: the seller and admins the live one, a defaulted buyer their own.
    const row = rows.find((r) => r.buyerId === actor.userId || r.sellerId === actor.userId || isAdmin(actor));
    return { dealId: row?.id ?? null };
  }

  async mine(actor: Actor, query: { role: 'buyer' | 'seller'; cursor?: string; limit: number }): Promise<DealPage> {
    const filter = query.role === 'buyer' ? { buyerId: actor.userId } : { sellerId: actor.userId };
    return this.page(actor, filter, query);
  }

  async adminList(actor: Actor, query: { status?: DealStatus; cursor?: string; limit: number }): Promise<DealPage> {
    return this.page(actor, { status: query.status }, query);
  }

  private async page(
    actor: Actor,
    filter: Parameters<typeof dealsRepository.pageOf>[1],
    query: { cursor?: string; limit: number },
  ): Promise<DealPage> {
    const rows = await dealsRepository.pageOf(this.ctx.db, filter, decodeCursor(query.cursor), query.limit + 1);
    const shown = await this.presentRows(actor, rows.slice(0, query.limit));
    return pageOf(
      rows,
      query.limit,
      (r) => ({ at: r.createdAt, id: r.id }),
      (r) => shown.get(r.id) as Deal,
    );
  }

  // ---- paying ----

  /**
   * Pays the order. The amount the buyer saw must be the amount due now (the late fee grows by
   * the server clock): otherwise PRICE_CHANGED with the new amount. Wallet: one transaction, the
   * deal row locked first, so of racing requests one pays and the others answer DEAL_NOT_PAYABLE
   * (409), or the same deal again for a retry with the same key. Card: a checkout of the amount
   * due; the webhook pays the order in its own transaction.
   */
  async pay(actor: Actor, id: string, body: PayDealBody, key: string, lang: Language): Promise<PayDealResponse> {
    const scopedKey = `deal:${actor.userId}:${key}`;
    if (body.method === 'card') return this.payByCard(actor, id, body, scopedKey, lang);
    const row = await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const deal = await dealsRepository.lock(tx, id);
      if (!deal || deal.buyerId !== actor.userId) throw notFound();
      if (deal.status !== 'awaiting_payment') {
        if (deal.payKey === scopedKey) return deal; // a retry of the payment that succeeded
        throw new AppError(DEAL_ERRORS.DEAL_NOT_PAYABLE);
      }
      this.checkAmount(deal, body.expectedAmountFils, lang);
      return this.settle({ tx, afterCommit }, deal, scopedKey, null);
    });
    return { deal: await this.get(actor, row.id), checkoutUrl: null };
  }

  private checkAmount(deal: DealRow, expected: number, lang: Language) {
    const { due } = this.figures(deal, this.now());
    if (due !== expected) {
      const total = formatAed(due, lang);
      throw new AppError('PRICE_CHANGED', { total }, [
        { field: 'expectedAmountFils', key: 'priceChanged', params: { total } },
      ]);
    }
  }

  /**
   * Inside the caller's transaction with the deal locked and unpaid: the deposits come back to
   * the buyer's available balance, and total + late fee is held on the buyer's wallet (escrow).
   * INSUFFICIENT_FUNDS rolls the whole transaction back.
   */
  private async settle(step: TxStep, deal: DealRow, payKey: string, paymentId: string | null): Promise<DealRow> {
    const { tx } = step;
    const now = this.now();
    const late = lateFee(deal.payDeadline, now, n(deal.lateFeePerDayFils));
    for (const d of await dealsRepository.depositsOf(tx, deal.id)) {
      if (d.status !== 'held') continue;
      await this.deps.deposits.apply(
        d.depositId,
        { userId: deal.buyerId },
        dealKeys.applyDeposit(deal.id, d.depositId),
        {},
        step,
      );
      await dealsRepository.setDepositStatus(tx, d.depositId, 'applied');
    }
    const paidFils = deal.totalFils + BigInt(late.fils);
    const hold = await this.deps.ledger.hold(
      {
        userId: deal.buyerId,
        amountFils: paidFils,
        purpose: 'order',
        ref: { type: 'deal', id: deal.id },
        releaseAt: collectBy(now, deal.collectionDays),
        idempotencyKey: dealKeys.escrow(deal.id),
      },
      tx,
    );
    const paid = await dealsRepository.update(tx, deal.id, {
      status: 'paid',
      paidAt: now,
      paidFils,
      lateFeeFils: BigInt(late.fils),
      payKey,
      paymentId,
      checkoutUrl: null,
      escrowHoldId: hold.holdId,
      updatedAt: now,
    });
    const params = { title: deal.title, amount: filsToDecimalString(paidFils) };
    await this.deps.notifications.notify(
      { userId: deal.sellerId, type: 'deal.paid', titleKey: 'deals:notify.paid', params, route: `/deals/${deal.id}` },
      step,
    );
    return paid;
  }

  private async payByCard(
    actor: Actor,
    id: string,
    body: PayDealBody,
    scopedKey: string,
    lang: Language,
  ): Promise<PayDealResponse> {
    const deal = await dealsRepository.byId(this.ctx.db, id);
    if (!deal || deal.buyerId !== actor.userId) throw notFound();
    if (deal.status !== 'awaiting_payment') throw new AppError(DEAL_ERRORS.DEAL_NOT_PAYABLE);
    this.checkAmount(deal, body.expectedAmountFils, lang);
    const due = BigInt(body.expectedAmountFils);
    if (due <= 0n) throw fieldError('AMOUNT_INVALID', 'expectedAmountFils', 'amount');
    const checkout = await this.deps.payments.startCheckout({
      actor,
      purpose: 'deal',
      ref: { type: 'deal', id: deal.id },
      amountFils: due,
      resultRoute: `/deals/${deal.id}`,
      idempotencyKey: dealKeys.checkout(deal.id, due),
      language: lang,
    });
    await inTransaction(this.ctx.db, async (tx) => {
      const locked = await dealsRepository.lock(tx, deal.id);
      if (locked?.status === 'awaiting_payment') {
        await dealsRepository.update(tx, deal.id, { paymentId: checkout.paymentId, checkoutUrl: checkout.checkoutUrl });
      }
    });
    void scopedKey;
    return { deal: await this.get(actor, deal.id), checkoutUrl: checkout.checkoutUrl };
  }

  /**
   * The webhook's transaction: the card money is already in the buyer's available balance. Pays
   * the order when it is still unpaid and the money covers it (in a savepoint: if the late fee
   * grew meanwhile and the wallet falls short, the money stays in the wallet and the order unpaid).
   */
  private async onCardPaid(
    payment: { id: string; userId: string; refType: string; refId: string },
    step: TxStep,
  ): Promise<void> {
    if (payment.refType !== 'deal') return;
    const deal = await dealsRepository.lock(step.tx, payment.refId);
    if (!deal || deal.buyerId !== payment.userId || deal.status !== 'awaiting_payment') return;
    try {
      await step.tx.transaction(async (sp) => {
        await this.settle({ tx: sp, afterCommit: step.afterCommit }, deal, `card:${payment.id}`, payment.id);
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      this.ctx.log.warn({ dealId: deal.id, paymentId: payment.id, code: err.code }, 'card money left in the wallet');
    }
  }

  // ---- default ----

  /** The job: every unpaid order past its default time, each in its own transaction, exactly once. */
  async defaultDue(): Promise<number> {
    let done = 0;
    for (const id of await dealsRepository.dueToDefault(this.ctx.db, this.now(), JOB_BATCH)) {
      try {
        if (await this.defaultOne(id)) done++;
      } catch (err) {
        this.ctx.log.error({ err, dealId: id }, 'deal default failed');
      }
    }
    return done;
  }

  async defaultOne(id: string): Promise<boolean> {
    return inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const now = this.now();
      const deal = await dealsRepository.claimDefault(tx, id, now);
      if (!deal) return false;
      const step = { tx, afterCommit };
      const payee = this.ctx.config.DEAL_FORFEIT_TO === 'seller' ? { userId: deal.sellerId } : ('revenue' as const);
      let forfeited = 0n;
      const forfeitedIds: string[] = [];
      for (const d of await dealsRepository.depositsOf(tx, deal.id)) {
        if (d.status !== 'held') continue;
        await this.deps.deposits.apply(d.depositId, payee, dealKeys.forfeit(deal.id, d.depositId), {}, step);
        await dealsRepository.setDepositStatus(tx, d.depositId, 'forfeited');
        forfeited += d.amountFils;
        forfeitedIds.push(d.depositId);
      }
      // The lot is unsold again: its seller may offer it to the runner-up (a second chance).
      await this.deps.auctionSecondChance.buyerDefaulted(step, deal.lotId, forfeitedIds);
      const strikes = await dealsRepository.addStrike(tx, deal.buyerId, deal.id);
      const until = new Date(now.getTime() + this.ctx.config.DEAL_SUSPENSION_DAYS * DAY_MS);
      await this.deps.auctionBids.suspend(deal.buyerId, until, `deal:${deal.id}`, tx);
      await dealsRepository.update(tx, deal.id, {
        status: 'defaulted',
        defaultedAt: now,
        forfeitedFils: forfeited,
        relistedAt: now,
        checkoutUrl: null,
        updatedAt: now,
      });
      const params = {
        title: deal.title,
        amount: filsToDecimalString(forfeited),
        date: until.toISOString().slice(0, 10),
        strikes,
      };
      await this.deps.notifications.notify(
        {
          userId: deal.buyerId,
          type: 'deal.defaulted',
          titleKey: 'deals:notify.defaulted',
          params,
          route: `/deals/${deal.id}`,
        },
        step,
      );
      await this.deps.notifications.notify(
        {
          userId: deal.sellerId,
          type: 'deal.relist',
          titleKey: 'deals:notify.relist',
          params,
          route: `/deals/${deal.id}`,
        },
        step,
      );
      return true;
    });
  }

  // ---- logistics ----

  async chooseLogistics(actor: Actor, id: string, body: ChooseLogisticsBody): Promise<Deal> {
    if (body.mode === 'delivery' && !body.address) throw fieldError('VALIDATION_FAILED', 'address', 'required');
    await inTransaction(this.ctx.db, async (tx) => {
      const deal = await dealsRepository.lock(tx, id);
      if (!deal || deal.buyerId !== actor.userId) throw notFound();
      if (deal.status === 'defaulted' || deal.collectedAt || deal.scheduledAt) {
        throw new AppError(DEAL_ERRORS.LOGISTICS_STEP_INVALID);
      }
      await dealsRepository.update(tx, id, {
        logisticsMode: body.mode,
        logisticsAddress: body.mode === 'delivery' ? (body.address ?? null) : null,
        updatedAt: this.now(),
      });
    });
    return this.get(actor, id);
  }

  /**
   * Staff record a step. The order: scheduled, then picked_up (pick-up) or out_for_delivery and
   * delivered (delivery); each once. The step that hands the car over (picked_up, delivered) needs
   * a paid order, marks it collected, charges storage and pays the seller out, all in one transaction.
   */
  async adminStep(actor: Actor, id: string, body: LogisticsStepBody): Promise<Deal> {
    await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const deal = await dealsRepository.lock(tx, id);
      if (!deal) throw notFound();
      const now = this.now();
      const mode = deal.logisticsMode ?? 'pickup';
      const invalid = () => new AppError(DEAL_ERRORS.LOGISTICS_STEP_INVALID);
      if (deal.status === 'defaulted' || deal.collectedAt) throw invalid();
      switch (body.step) {
        case 'scheduled': {
          if (deal.scheduledAt) throw invalid();
          await dealsRepository.update(tx, id, {
            logisticsMode: mode,
            scheduledAt: now,
            scheduledFor: body.scheduledFor ? new Date(body.scheduledFor) : null,
            updatedAt: now,
          });
          return;
        }
        case 'out_for_delivery': {
          if (mode !== 'delivery' || !deal.scheduledAt || deal.outForDeliveryAt) throw invalid();
          if (deal.status !== 'paid') throw new AppError(DEAL_ERRORS.DEAL_NOT_PAID);
          await dealsRepository.update(tx, id, { outForDeliveryAt: now, updatedAt: now });
          return;
        }
        case 'picked_up':
        case 'delivered': {
          const expected = mode === 'delivery' ? 'delivered' : 'picked_up';
          if (body.step !== expected || !deal.scheduledAt) throw invalid();
          if (mode === 'delivery' && !deal.outForDeliveryAt) throw invalid();
          if (deal.status !== 'paid') throw new AppError(DEAL_ERRORS.DEAL_NOT_PAID);
          await this.collect({ tx, afterCommit }, deal, body.step, now);
          return;
        }
      }
    });
    return this.get(actor, id);
  }

  /** The car changed hands: storage (if any) to revenue, then the escrow to the seller, once. */
  private async collect(step: TxStep, deal: DealRow, handover: 'picked_up' | 'delivered', now: Date) {
    const { tx } = step;
    const storage = deal.paidAt ? storageFee(deal.paidAt, deal.collectionDays, now, n(deal.storagePerDayFils)) : null;
    if (storage && storage.fils > 0) {
      await this.deps.ledger.charge(
        {
          userId: deal.buyerId,
          amountFils: BigInt(storage.fils),
          payee: 'revenue',
          ref: { type: 'deal', id: deal.id },
          idempotencyKey: dealKeys.storage(deal.id),
        },
        tx,
      );
    }
    if (!deal.escrowHoldId) throw new Error(`paid deal ${deal.id} has no escrow hold`);
    const payout = deal.hammerFils - deal.sellerFeeFils;
    await this.deps.ledger.capture(
      {
        holdId: deal.escrowHoldId,
        payee: { userId: deal.sellerId },
        feeFils: deal.buyerPremiumFils + deal.adminFeeFils + (deal.lateFeeFils ?? 0n) + deal.sellerFeeFils,
        vatFils: deal.vatFils,
        idempotencyKey: dealKeys.payout(deal.id),
      },
      tx,
    );
    await dealsRepository.update(tx, deal.id, {
      status: 'completed',
      collectedAt: now,
      storageFils: BigInt(storage?.fils ?? 0),
      payoutAt: now,
      payoutFils: payout,
      ...(handover === 'picked_up' ? { pickedUpAt: now } : { deliveredAt: now }),
      updatedAt: now,
    });
    await this.deps.notifications.notify(
      {
        userId: deal.sellerId,
        type: 'deal.payout',
        titleKey: 'deals:notify.payout',
        params: { title: deal.title, amount: filsToDecimalString(payout) },
        route: `/deals/${deal.id}`,
      },
      step,
    );
  }
}
