import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/authz';

/**
 * What deposits and VIP need from the ledger (modules/wallet) and the payment gateway
 * (modules/payments). Their domain definitions (index.ts) pass the real services; tsc checks they fit.
 */
export interface MoneyRef {
  type: string;
  id: string;
}

export type LedgerPayee = { userId: string } | 'revenue' | 'escrow';

export interface LedgerPort {
  hold(
    input: {
      userId: string;
      amountFils: bigint;
      purpose: string;
      ref: MoneyRef;
      releaseAt?: Date | null;
      idempotencyKey: string;
    },
    tx?: Tx,
  ): Promise<{ holdId: string | null }>;
  release(input: { holdId: string; idempotencyKey: string }, tx?: Tx): Promise<unknown>;
  capture(
    input: {
      holdId: string;
      payee: LedgerPayee;
      feeFils?: bigint;
      vatFils?: bigint;
      idempotencyKey: string;
    },
    tx?: Tx,
  ): Promise<unknown>;
  charge(
    input: {
      userId: string;
      amountFils: bigint;
      payee: LedgerPayee;
      feeFils?: bigint;
      vatFils?: bigint;
      ref: MoneyRef;
      idempotencyKey: string;
    },
    tx?: Tx,
  ): Promise<{ transactionId: string }>;
  /** Moves the release date of held holds later (no money moves). */
  postponeRelease(holdIds: readonly string[], releaseAt: Date, tx?: Tx): Promise<void>;
  /** Every hold of a user, of any purpose, newest first (the deposits page). */
  listHolds(
    userId: string,
    options: { statuses: ('held' | 'released' | 'captured')[] },
  ): Promise<
    {
      id: string;
      amountFils: bigint;
      purpose: string;
      ref: MoneyRef | null;
      status: 'held' | 'released' | 'captured';
      releaseAt: Date | null;
      createdAt: Date;
      resolvedAt: Date | null;
    }[]
  >;
}

/** A card authorisation (a deposit reserved on the card), as the deposits page lists it. */
export interface CardAuthorisationView {
  id: string;
  purpose: string;
  refType: string;
  refId: string;
  amountFils: bigint;
  capturedFils: bigint;
  status: string;
  expiresAt: Date | null;
  createdAt: Date;
  resolvedAt: Date | null;
  renewsId: string | null;
}

/** Names a ref for people (a booking: its order number), per ref type; set by the owning domain. */
export type RefLabeller = (ids: string[]) => Promise<Map<string, string>>;

/** The payment as the gateway module hands it to a purpose's handler. */
export interface SucceededPayment {
  id: string;
  userId: string;
  refType: string;
  refId: string;
  amountFils: bigint;
}

/** The webhook's open transaction: every query on `tx`, pushes through `afterCommit`. */
export interface PaymentStep<P> {
  payment: P;
  tx: Tx;
  afterCommit: (fn: () => void) => void;
}

export interface PaymentsPort {
  /** Outside any transaction: it talks to the gateway. Same key and request: the same checkout. */
  startCheckout(input: {
    actor: Actor;
    purpose: 'deposit' | 'vip';
    ref: MoneyRef;
    amountFils: bigint;
    resultRoute: string;
    idempotencyKey: string;
  }): Promise<{ paymentId: string; checkoutUrl: string }>;
  /** Runs after the payment's amount was credited to the payer's available balance. */
  onSucceeded(purpose: 'deposit' | 'vip', handler: (step: PaymentStep<SucceededPayment>) => Promise<void>): void;
  onFailed(purpose: 'deposit' | 'vip', handler: (step: PaymentStep<SucceededPayment>) => Promise<void>): void;
  /** Every card authorisation of a user, newest first. */
  authorisationsOf(userId: string): Promise<CardAuthorisationView[]>;
}
