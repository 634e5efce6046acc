import type { DealStatus, LogisticsMode } from '@souq/shared/deals/deals.schema';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, fils, updatedAt, uuidKey } from '../../db/columns';
import { auctionLots } from '../auctions/auctions.tables';
import { userRef } from '../users/users.tables';

/**
 * One deal per sold lot (and another after a default, when the runner-up takes a second-chance offer). The invoice lines are frozen at the sale (allInPrice of the hammer); the
 * late fee and storage are computed from the deadlines by the server clock and recorded when paid
 * or collected. `default_at` is the durable deadline of the default job.
 */
export const deals = pgTable(
  'deals',
  {
    id: uuidKey(),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => auctionLots.id),
    sessionId: uuid('session_id'),
    listingId: uuid('listing_id').notNull(),
    title: text('title').notNull(),
    buyerId: userRef('buyer_id'),
    sellerId: userRef('seller_id'),
    status: text('status').$type<DealStatus>().notNull(),
    hammerFils: fils('hammer_fils').notNull(),
    buyerPremiumFils: fils('buyer_premium_fils').notNull(),
    adminFeeFils: fils('admin_fee_fils').notNull(),
    vatFils: fils('vat_fils').notNull(),
    /** allInPrice's total: hammer + premium + admin fee + VAT. */
    totalFils: fils('total_fils').notNull(),
    depositFils: fils('deposit_fils').notNull().default(sql`0`),
    sellerFeeFils: fils('seller_fee_fils').notNull(),
    lateFeePerDayFils: fils('late_fee_per_day_fils').notNull(),
    storagePerDayFils: fils('storage_per_day_fils').notNull(),
    collectionDays: integer('collection_days').notNull(),
    payDeadline: at('pay_deadline').notNull(),
    defaultAt: at('default_at').notNull(),
    paidAt: at('paid_at'),
    paidFils: fils('paid_fils'),
    lateFeeFils: fils('late_fee_fils'),
    payKey: text('pay_key'),
    escrowHoldId: text('escrow_hold_id'),
    paymentId: text('payment_id'),
    checkoutUrl: text('checkout_url'),
    collectedAt: at('collected_at'),
    storageFils: fils('storage_fils'),
    payoutAt: at('payout_at'),
    payoutFils: fils('payout_fils'),
    defaultedAt: at('defaulted_at'),
    forfeitedFils: fils('forfeited_fils'),
    relistedAt: at('relisted_at'),
    logisticsMode: text('logistics_mode').$type<LogisticsMode>(),
    logisticsAddress: text('logistics_address'),
    scheduledFor: at('scheduled_for'),
    scheduledAt: at('scheduled_at'),
    pickedUpAt: at('picked_up_at'),
    outForDeliveryAt: at('out_for_delivery_at'),
    deliveredAt: at('delivered_at'),
    /** The contract's facts (parties, car, VIN, lines, terms), fixed at the first signature. */
    contractFacts: jsonb('contract_facts').$type<Record<string, unknown>>(),
    contractFrozenAt: at('contract_frozen_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One live deal per lot; a defaulted one stays beside the deal of a second-chance buyer.
    uniqueIndex('deals_lot_unique').on(t.lotId).where(sql`${t.status} <> 'defaulted'`),
    index('deals_buyer_idx').on(t.buyerId, t.createdAt),
    index('deals_seller_idx').on(t.sellerId, t.createdAt),
    index('deals_default_due_idx').on(t.defaultAt).where(sql`${t.status} = 'awaiting_payment'`),
    check('deals_status_valid', sql`${t.status} in ('awaiting_payment', 'paid', 'completed', 'defaulted')`),
    check(
      'deals_amounts_ok',
      sql`${t.hammerFils} >= 0 and ${t.totalFils} >= ${t.hammerFils} and ${t.depositFils} >= 0`,
    ),
  ],
);
export type DealRow = typeof deals.$inferSelect;

/** The winner's earnest money claimed by a deal: applied when paid, forfeited on default; a deposit backs one deal. */
export const dealDeposits = pgTable(
  'deal_deposits',
  {
    depositId: uuid('deposit_id').primaryKey(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    amountFils: fils('amount_fils').notNull(),
    status: text('status').$type<'held' | 'applied' | 'forfeited'>().notNull(),
  },
  (t) => [index('deal_deposits_deal_idx').on(t.dealId)],
);
export type DealDepositRow = typeof dealDeposits.$inferSelect;

/** A signature: who, the typed name, the server time, and the exact text signed with its SHA-256. */
export const dealSignatures = pgTable(
  'deal_signatures',
  {
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    role: text('role').$type<'buyer' | 'seller'>().notNull(),
    userId: userRef('user_id'),
    fullName: text('full_name').notNull(),
    language: text('language').notNull(),
    text: text('text').notNull(),
    textHash: text('text_hash').notNull(),
    signedAt: at('signed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.role] })],
);
export type DealSignatureRow = typeof dealSignatures.$inferSelect;

/** A strike per defaulted deal (unpaid invoice). */
export const dealStrikes = pgTable(
  'deal_strikes',
  {
    id: uuidKey(),
    userId: userRef('user_id'),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('deal_strikes_deal_unique').on(t.dealId), index('deal_strikes_user_idx').on(t.userId)],
);
