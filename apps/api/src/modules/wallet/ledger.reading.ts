/**
 * The ledger as users and other domains read it: balances, holds, the history with each
 * movement's effect on the reader, and the recharges reconciliation compares with the gateway.
 */
import { CURRENCY } from '@souq/shared';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { type Actor, isAdmin } from '../../lib/authz';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { refOf } from './ledger.posting';
import { ledgerRepository } from './ledger.repository';
import type {
  Balances,
  HoldView,
  ListTransactionsQuery,
  RechargeRecord,
  TransactionDetail,
  TransactionView,
} from './ledger.types';
import type { HoldRow, HoldStatus } from './wallet.tables';

export function presentHold(row: HoldRow): HoldView {
  return {
    id: row.id,
    userId: row.userId,
    amountFils: row.amountFils,
    purpose: row.purpose,
    ref: refOf(row),
    status: row.status,
    releaseAt: row.releaseAt,
    createdAt: row.createdAt,
    resolvedAt: row.resolvedAt,
  };
}

/** The reading half of `LedgerService` (ledger.service.ts adds the movements). */
export class LedgerReader {
  constructor(protected readonly ctx: AppContext) {}

  async balances(userId: string, tx?: Tx): Promise<Balances> {
    const b = await ledgerRepository.userBalances(tx ?? this.ctx.db, userId);
    return { availableFils: b.available ?? 0n, heldFils: b.held ?? 0n, currency: CURRENCY };
  }

  /** The user's holds, newest first; by default only those still held. */
  async listHolds(userId: string, options: { statuses?: HoldStatus[] } = {}, tx?: Tx): Promise<HoldView[]> {
    const rows = await ledgerRepository.holdsOf(tx ?? this.ctx.db, userId, options.statuses ?? ['held']);
    return rows.map(presentHold);
  }

  /**
   * The date a domain expects to release its held holds moved later (an auction's end extended):
   * the holds page shows the new one. No money moves; a resolved hold keeps its date.
   */
  async postponeRelease(holdIds: readonly string[], releaseAt: Date, tx?: Tx): Promise<void> {
    await ledgerRepository.postponeRelease(tx ?? this.ctx.db, holdIds, releaseAt);
  }

  /** One hold for a caller that knows it by id (other domains); no ownership check. */
  async getHold(holdId: string, tx?: Tx): Promise<HoldView> {
    const row = await ledgerRepository.holdById(tx ?? this.ctx.db, holdId);
    if (!row) throw notFound();
    return presentHold(row);
  }

  /** One hold as its owner (or an admin) sees it; 404 for anyone else. */
  async holdDetail(actor: Actor, holdId: string): Promise<HoldView> {
    const row = await ledgerRepository.holdById(this.ctx.db, holdId);
    if (!row || (row.userId !== actor.userId && !isAdmin(actor))) throw notFound();
    return presentHold(row);
  }

  async listTransactions(
    userId: string,
    query: ListTransactionsQuery = {},
  ): Promise<{ items: TransactionView[]; nextCursor: string | null }> {
    const limit = query.limit ?? 20;
    const types = query.type === undefined ? undefined : Array.isArray(query.type) ? query.type : [query.type];
    const rows = await ledgerRepository.pageForUser(
      this.ctx.db,
      userId,
      { types, from: query.from, to: query.to },
      decodeCursor(query.cursor),
      limit + 1,
    );
    return pageOf(
      rows,
      limit,
      (r) => ({ at: r.transaction.createdAt, id: r.transaction.id }),
      (r) => ({
        id: r.transaction.id,
        type: r.transaction.type,
        amountFils: r.availableChange,
        heldChangeFils: r.heldChange,
        descriptionKey: r.transaction.descriptionKey,
        ref: refOf(r.transaction),
        createdAt: r.transaction.createdAt,
      }),
    );
  }

  /** One transaction with its entries as the actor may see them; 404 unless it moved their money (or an admin asks). */
  async transactionDetail(actor: Actor, id: string): Promise<TransactionDetail> {
    const db = this.ctx.db;
    const row = await ledgerRepository.transactionById(db, id);
    if (!row) throw notFound();
    let viewer = actor.userId;
    let effect = await ledgerRepository.userEffect(db, viewer, id);
    if (!effect.involved) {
      if (!isAdmin(actor) || !row.userId) throw notFound();
      viewer = row.userId;
      effect = await ledgerRepository.userEffect(db, viewer, id);
    }
    const entries = await ledgerRepository.entriesOf(db, [id]);
    return {
      id: row.id,
      type: row.type,
      amountFils: effect.availableChange,
      heldChangeFils: effect.heldChange,
      descriptionKey: row.descriptionKey,
      ref: refOf(row),
      createdAt: row.createdAt,
      holdId: row.holdId,
      reversesTransactionId: row.reversesTransactionId,
      metadata: row.metadata,
      entries: entries.map((e) => ({
        account: e.ownerUserId === null ? e.kind : e.ownerUserId === viewer ? e.kind : 'counterparty',
        amountFils: e.amountFils,
      })),
    };
  }

  /** Every recharge transaction with the amount it credited (payments' reconciliation reads this). */
  async rechargeTransactions(db?: DbOrTx): Promise<RechargeRecord[]> {
    const rows = await ledgerRepository.rechargesWithAmounts(db ?? this.ctx.db);
    return rows.map(({ transaction: t, creditedFils }) => ({
      transactionId: t.id,
      userId: t.userId,
      amountFils: creditedFils,
      idempotencyKey: t.idempotencyKey,
      ref: refOf(t),
      createdAt: t.createdAt,
    }));
  }
}
