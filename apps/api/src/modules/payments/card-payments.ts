/**
 * The card money that outlives a checkout: authorisations (a rental deposit reserved on the card,
 * docs/decisions/0010-card-authorisations.md) settled, renewed and expired, and refunds back to the
 * card, with the sweep that asks the gateway again when a call was lost. The half of
 * `PaymentsService` that is not the checkout and its webhook (payments.service.ts).
 */
import { filsToDecimalString, type PaymentProvider } from '@souq/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { inTransaction } from '../../lib/transaction';
import type { NotificationsService } from '../notifications/notifications.service';
import type { GatewayRefundEvent, PaymentGateway } from './gateway.port';
import { paymentsRepository } from './payments.repository';
import type { CardAuthorisationRow, PaymentRefundRow } from './payments.tables';
import { CARD_REFUND_PURPOSE, type RechargeLedger, type WebhookResult } from './payments.types';
import { badText, UUID } from './webhook-event';

/** How long before an authorisation lapses the sweeper renews it. */
const RENEW_MARGIN_MS = 86_400_000;

export class CardPayments {
  protected readonly gateways = new Map<PaymentProvider, PaymentGateway>();

  constructor(
    protected readonly ctx: AppContext,
    protected readonly deps: { ledger: RechargeLedger; notifications: NotificationsService },
  ) {}

  // ---- card authorisations ----------------------------------------------------------------

  async authorisation(id: string, tx?: Tx): Promise<CardAuthorisationRow | undefined> {
    const db = tx ?? this.ctx.db;
    return paymentsRepository.authorisationById(db, id);
  }

  async authorisationsByIds(ids: string[]): Promise<CardAuthorisationRow[]> {
    return paymentsRepository.authorisationsByIds(this.ctx.db, ids);
  }

  /** Every card authorisation of a user (the deposits page), newest first. */
  async authorisationsOf(userId: string): Promise<CardAuthorisationRow[]> {
    return paymentsRepository.authorisationsOfUser(this.ctx.db, userId);
  }

  /**
   * Decides, inside the caller's transaction, how an authorisation ends: `captureFils` taken (0:
   * nothing, the whole is released). captured + released = authorised, always. The gateway is
   * asked after commit (`flushAuthorisation`); the sweeper asks again if that call is lost.
   * Settling one already settled answers it as it is.
   */
  async settleAuthorisation(tx: Tx, id: string, captureFils: bigint): Promise<CardAuthorisationRow> {
    const row = await paymentsRepository.authorisationById(tx, id, true);
    if (!row) throw new Error(`no card authorisation ${id}`);
    if (row.status !== 'authorised') return row;
    if (captureFils < 0n || captureFils > row.amountFils) throw new Error('capture beyond the authorisation');
    const settled = await paymentsRepository.updateAuthorisation(tx, id, ['authorised'], {
      status: captureFils > 0n ? 'capture_pending' : 'void_pending',
      capturedFils: captureFils,
      releasedFils: row.amountFils - captureFils,
    });
    return settled ?? row;
  }

  /** Asks the gateway to carry out a decided settlement; false when it could not (retried later). */
  async flushAuthorisation(id: string): Promise<boolean> {
    const row = await paymentsRepository.authorisationById(this.ctx.db, id);
    if (!row || (row.status !== 'capture_pending' && row.status !== 'void_pending')) return true;
    const gateway = this.gateways.get(row.provider);
    if (!gateway || !row.providerRef) return false;
    try {
      if (row.status === 'capture_pending') {
        await gateway.capture({
          providerRef: row.providerRef,
          amountFils: row.capturedFils,
          idempotencyKey: `capture:${row.id}`,
        });
      } else {
        await gateway.voidAuthorisation({ providerRef: row.providerRef, idempotencyKey: `void:${row.id}` });
      }
    } catch (err) {
      this.ctx.log.error({ err, authorisationId: row.id, status: row.status }, 'card authorisation not settled yet');
      return false;
    }
    await paymentsRepository.updateAuthorisation(this.ctx.db, id, [row.status], {
      status: row.status === 'capture_pending' ? 'captured' : 'voided',
      resolvedAt: this.ctx.clock.now(),
    });
    return true;
  }

  /**
   * Renews an authorisation before it lapses: a new one on the same card (key `renew:<old id>`,
   * so two sweepers get the same), then the old one voided. `swap` runs in the same transaction
   * and moves the owner's pointer (true also when it points to the new one already: a twin
   * sweeper swapped first; false: the owner no longer needs it, so the new one is voided instead). Answers the new row, or null when the card declined (the old one stays until it
   * lapses; the caller falls back).
   */
  async renewAuthorisation(
    id: string,
    swap: (tx: Tx, fresh: CardAuthorisationRow) => Promise<boolean>,
  ): Promise<CardAuthorisationRow | null> {
    const old = await paymentsRepository.authorisationById(this.ctx.db, id);
    if (old?.status !== 'authorised') return null;
    const key = `renew:${old.id}`;
    const known = await paymentsRepository.authorisationByKey(this.ctx.db, key);
    if (known) return known.status === 'declined' ? null : known;
    const payment = await paymentsRepository.byId(this.ctx.db, old.paymentId);
    const gateway = this.gateways.get(old.provider);
    if (!payment?.providerSessionId || !gateway) return null;
    const result = await gateway.authorise({
      authorisationId: old.id,
      sessionId: payment.providerSessionId,
      amountFils: old.amountFils,
      currency: 'AED',
      description: translate('en', 'payments:authorisation.description'),
      idempotencyKey: key,
    });
    const now = this.ctx.clock.now();
    const fresh = await inTransaction(this.ctx.db, async (tx) => {
      const row =
        (await paymentsRepository.insertAuthorisation(tx, {
          userId: old.userId,
          paymentId: old.paymentId,
          provider: old.provider,
          providerRef: result.providerRef,
          purpose: old.purpose,
          refType: old.refType,
          refId: old.refId,
          amountFils: old.amountFils,
          status: result.status,
          renewsId: old.id,
          expiresAt: result.expiresAt,
          idempotencyKey: key,
          createdAt: now,
          resolvedAt: result.status === 'declined' ? now : null,
        })) ?? (await paymentsRepository.authorisationByKey(tx, key));
      if (row?.status !== 'authorised') return { row, voided: null };
      await paymentsRepository.authorisationById(tx, old.id, true);
      const keep = await swap(tx, row);
      // The one no longer needed is released in full: the old one once replaced, else the new one.
      const drop = keep ? old : row;
      await paymentsRepository.updateAuthorisation(tx, drop.id, ['authorised'], {
        status: 'void_pending',
        releasedFils: drop.amountFils,
      });
      return { row: keep ? row : null, voided: drop.id };
    });
    if (fresh.voided) await this.flushAuthorisation(fresh.voided);
    return fresh.row?.status === 'authorised' ? fresh.row : null;
  }

  /** An authorisation that lapsed unrenewed: nothing can be captured from it any more. */
  async markExpired(id: string): Promise<void> {
    const row = await paymentsRepository.authorisationById(this.ctx.db, id);
    if (!row) return;
    await paymentsRepository.updateAuthorisation(this.ctx.db, id, ['authorised'], {
      status: 'expired',
      releasedFils: row.amountFils,
      resolvedAt: this.ctx.clock.now(),
    });
  }

  /** Open authorisations that lapse within the renewal margin (the rental sweeper renews them). */
  async authorisationsDueForRenewal(now: Date, limit = 50): Promise<CardAuthorisationRow[]> {
    return paymentsRepository.authorisationsExpiringBefore(
      this.ctx.db,
      new Date(now.getTime() + RENEW_MARGIN_MS),
      limit,
    );
  }

  // ---- refunds to the card ----------------------------------------------------------------

  /**
   * Inside the caller's transaction: a refund of `amountFils` of a card payment back to its card.
   * The amount must be in the payer's available balance (the caller refunded it there): it is held
   * (`card_refund`) until the gateway answers, so it can be neither spent nor refunded twice. The
   * key makes a retried step answer the same refund. The gateway is asked after commit (`flushRefund`).
   */
  async refundToCard(
    tx: Tx,
    input: { paymentId: string; amountFils: bigint; ref: { type: string; id: string }; idempotencyKey: string },
  ): Promise<PaymentRefundRow> {
    const known = await paymentsRepository.refundByKey(tx, input.idempotencyKey);
    if (known) return known;
    const payment = await paymentsRepository.byId(tx, input.paymentId);
    if (payment?.status !== 'succeeded') throw new AppError('INVALID_STATE');
    if (input.amountFils <= 0n || input.amountFils > payment.amountFils) throw new AppError('AMOUNT_INVALID');
    const inserted = await paymentsRepository.insertRefund(tx, {
      paymentId: payment.id,
      userId: payment.userId,
      provider: payment.provider,
      amountFils: input.amountFils,
      status: 'pending',
      refType: input.ref.type,
      refId: input.ref.id,
      idempotencyKey: input.idempotencyKey,
      createdAt: this.ctx.clock.now(),
    });
    if (!inserted) throw new AppError('CONFLICT_RETRY');
    const hold = await this.deps.ledger.hold(
      {
        userId: payment.userId,
        amountFils: input.amountFils,
        purpose: CARD_REFUND_PURPOSE,
        ref: input.ref,
        idempotencyKey: `card-refund:${inserted.id}:hold`,
      },
      tx,
    );
    return (await paymentsRepository.updateRefund(tx, inserted.id, { holdId: hold.holdId ?? null })) ?? inserted;
  }

  async refundsOf(refType: string, refIds: string[]): Promise<PaymentRefundRow[]> {
    return paymentsRepository.refundsOfRefs(this.ctx.db, refType, refIds);
  }

  /** Asks the gateway for a pending refund and records a final answer; false when it could not be asked. */
  async flushRefund(id: string): Promise<boolean> {
    const row = await paymentsRepository.refundById(this.ctx.db, id);
    if (row?.status !== 'pending') return true;
    if (row.providerRef) return true; // asked already: the webhook tells the outcome
    const payment = await paymentsRepository.byId(this.ctx.db, row.paymentId);
    const gateway = this.gateways.get(row.provider);
    if (!payment?.providerSessionId || !gateway) return false;
    let answer: { status: 'pending' | 'succeeded' | 'failed'; providerRef: string | null };
    try {
      answer = await gateway.refund({
        refundId: row.id,
        sessionId: payment.providerSessionId,
        amountFils: row.amountFils,
        idempotencyKey: `refund:${row.id}`,
      });
    } catch (err) {
      this.ctx.log.error({ err, refundId: row.id }, 'refund not sent to the gateway yet');
      return false;
    }
    if (answer.status === 'pending') {
      await paymentsRepository.updateRefund(this.ctx.db, row.id, { providerRef: answer.providerRef });
      return true;
    }
    await this.finishRefund(row.id, answer.status, answer.providerRef);
    return true;
  }

  /** A refund's final answer: the held amount leaves to the card, or (failed) goes back to available. */
  private async finishRefund(id: string, status: 'succeeded' | 'failed', providerRef: string | null): Promise<void> {
    await inTransaction(this.ctx.db, async (tx, afterCommit) => {
      const row = await paymentsRepository.refundById(tx, id, true);
      if (row?.status !== 'pending') return;
      if (row.holdId) {
        if (status === 'succeeded') {
          await this.deps.ledger.cardRefunded({ holdId: row.holdId, idempotencyKey: `card-refund:${row.id}:sent` }, tx);
        } else {
          await this.deps.ledger.release({ holdId: row.holdId, idempotencyKey: `card-refund:${row.id}:failed` }, tx);
        }
      }
      await paymentsRepository.updateRefund(tx, row.id, {
        status,
        providerRef: providerRef ?? row.providerRef,
        completedAt: this.ctx.clock.now(),
        failureReason: status === 'failed' ? 'gateway' : null,
      });
      await this.deps.notifications.notify(
        {
          userId: row.userId,
          type: status === 'succeeded' ? 'payment.refunded' : 'payment.refundFailed',
          titleKey: `notifications:${status === 'succeeded' ? 'cardRefunded' : 'cardRefundFailed'}.title`,
          params: { amount: filsToDecimalString(row.amountFils) },
          route: row.refType === 'booking' ? `/me/rentals/${row.refId}` : '/wallet',
        },
        { tx, afterCommit },
      );
    });
  }

  /** A refund's later outcome from the gateway's webhook: stored once, applied once. */
  protected async applyRefundEvent(
    provider: PaymentProvider,
    event: GatewayRefundEvent,
    rawBody: Buffer,
  ): Promise<WebhookResult> {
    if (badText(event.id) || badText(event.providerRef) || (event.refundId !== null && !UUID.test(event.refundId))) {
      throw new AppError('BAD_REQUEST');
    }
    const claimed = await paymentsRepository.claimEvent(this.ctx.db, {
      provider,
      eventId: event.id,
      type: event.type,
      amountFils: null,
      outcome: 'received',
      payload: { raw: rawBody.toString('base64') },
      receivedAt: this.ctx.clock.now(),
    });
    if (!claimed) return { outcome: 'duplicate', eventId: event.id, paymentId: null };
    const row =
      (event.refundId ? await paymentsRepository.refundById(this.ctx.db, event.refundId) : undefined) ??
      (await paymentsRepository.refundByProviderRef(this.ctx.db, event.providerRef));
    if (row)
      await this.finishRefund(row.id, event.type === 'refund.succeeded' ? 'succeeded' : 'failed', event.providerRef);
    await paymentsRepository.finishEvent(this.ctx.db, claimed.id, {
      outcome: row ? 'applied' : 'unknown_payment',
      paymentId: row?.paymentId ?? null,
      processedAt: this.ctx.clock.now(),
    });
    return { outcome: row ? 'applied' : 'unknown_payment', eventId: event.id, paymentId: row?.paymentId ?? null };
  }

  /**
   * The card sweep: settlements and refunds the gateway did not confirm (a crash or an outage
   * between commit and the call) are asked again; idempotency keys make a repeat harmless.
   */
  async sweepCard(now: Date = this.ctx.clock.now()): Promise<{ settled: number; refunds: number }> {
    let settled = 0;
    for (const row of await paymentsRepository.unsettledAuthorisations(this.ctx.db, 50)) {
      if (await this.flushAuthorisation(row.id)) settled += 1;
    }
    let refunds = 0;
    for (const row of await paymentsRepository.pendingRefunds(this.ctx.db, now, 50)) {
      if (!row.providerRef && (await this.flushRefund(row.id))) refunds += 1;
    }
    return { settled, refunds };
  }
}
