import { filsToDecimalString, type PaymentProvider } from '@souq/shared';
import type { DbOrTx } from '../../db/client';
import { paymentsRepository } from './payments.repository';

/** A succeeded gateway event as stored by the webhook. */
export interface GatewayEventRecord {
  provider: PaymentProvider;
  eventId: string;
  /** Null when the event named no payment of ours. */
  paymentId: string | null;
  /** What the gateway says it charged. */
  amountFils: bigint | null;
  receivedAt: Date;
}

/** A ledger recharge (gateway clearing → a user's wallet). */
export interface LedgerRechargeRecord {
  transactionId: string;
  amountFils: bigint;
  idempotencyKey: string;
  ref: { type: string; id: string } | null;
}

export type Mismatch =
  | {
      kind: 'event_without_ledger';
      provider: PaymentProvider;
      eventId: string;
      paymentId: string | null;
      eventAmountFils: bigint | null;
    }
  | { kind: 'ledger_without_event'; transactionId: string; idempotencyKey: string; ledgerAmountFils: bigint }
  | {
      kind: 'amount_differs';
      provider: PaymentProvider;
      eventId: string;
      paymentId: string;
      transactionId: string;
      eventAmountFils: bigint | null;
      ledgerAmountFils: bigint;
    };

export interface ReconcileReport {
  events: number;
  recharges: number;
  /** Payments whose succeeded event(s) and ledger recharge agree. */
  matched: number;
  mismatches: Mismatch[];
}

/** The payment a recharge credits, by its ref (or by the key the webhook uses: `payment:<id>`). */
function paymentOf(recharge: LedgerRechargeRecord): string | null {
  if (recharge.ref?.type === 'payment') return recharge.ref.id;
  const m = /^payment:(.+)$/.exec(recharge.idempotencyKey);
  return m?.[1] ?? null;
}

/**
 * Lists succeeded gateway events against ledger recharges. Every succeeded payment must have
 * exactly its recharge of the same amount; every recharge must come from a succeeded event.
 */
export function reconcile(events: GatewayEventRecord[], recharges: LedgerRechargeRecord[]): ReconcileReport {
  const mismatches: Mismatch[] = [];
  const rechargeByPayment = new Map<string, LedgerRechargeRecord>();
  const unmatchedRecharges = new Set<LedgerRechargeRecord>();
  for (const r of recharges) {
    const paymentId = paymentOf(r);
    if (paymentId && !rechargeByPayment.has(paymentId)) rechargeByPayment.set(paymentId, r);
    unmatchedRecharges.add(r);
  }

  const eventsByPayment = new Map<string, GatewayEventRecord[]>();
  for (const e of events) {
    if (!e.paymentId) {
      mismatches.push({
        kind: 'event_without_ledger',
        provider: e.provider,
        eventId: e.eventId,
        paymentId: null,
        eventAmountFils: e.amountFils,
      });
      continue;
    }
    eventsByPayment.set(e.paymentId, [...(eventsByPayment.get(e.paymentId) ?? []), e]);
  }

  let matched = 0;
  for (const [paymentId, group] of eventsByPayment) {
    const recharge = rechargeByPayment.get(paymentId);
    if (!recharge) {
      for (const e of group) {
        mismatches.push({
          kind: 'event_without_ledger',
          provider: e.provider,
          eventId: e.eventId,
          paymentId,
          eventAmountFils: e.amountFils,
        });
      }
      continue;
    }
    unmatchedRecharges.delete(recharge);
    const differing = group.filter((e) => e.amountFils !== recharge.amountFils);
    for (const e of differing) {
      mismatches.push({
        kind: 'amount_differs',
        provider: e.provider,
        eventId: e.eventId,
        paymentId,
        transactionId: recharge.transactionId,
        eventAmountFils: e.amountFils,
        ledgerAmountFils: recharge.amountFils,
      });
    }
    if (differing.length === 0) matched += 1;
  }

  for (const r of unmatchedRecharges) {
    mismatches.push({
      kind: 'ledger_without_event',
      transactionId: r.transactionId,
      idempotencyKey: r.idempotencyKey,
      ledgerAmountFils: r.amountFils,
    });
  }
  return { events: events.length, recharges: recharges.length, matched, mismatches };
}

/** Reads both sides from the database: stored events here, recharges through the ledger service. */
export async function loadAndReconcile(
  db: DbOrTx,
  ledger: { rechargeTransactions(db?: DbOrTx): Promise<LedgerRechargeRecord[]> },
): Promise<ReconcileReport> {
  const rows = await paymentsRepository.succeededEvents(db);
  const events: GatewayEventRecord[] = rows.map(({ event }) => ({
    provider: event.provider,
    eventId: event.eventId,
    paymentId: event.paymentId,
    amountFils: event.amountFils,
    receivedAt: event.receivedAt,
  }));
  return reconcile(events, await ledger.rechargeTransactions(db));
}

const aed = (fils: bigint | null) => (fils === null ? '?' : `AED ${filsToDecimalString(fils)}`);

/** The report as lines for a terminal. */
export function formatReport(report: ReconcileReport): string {
  const lines = [
    `gateway events (succeeded): ${report.events}`,
    `ledger recharges: ${report.recharges}`,
    `payments matched: ${report.matched}`,
    `mismatches: ${report.mismatches.length}`,
  ];
  for (const m of report.mismatches) {
    switch (m.kind) {
      case 'event_without_ledger':
        lines.push(
          `  EVENT WITHOUT LEDGER TRANSACTION  ${m.provider} ${m.eventId} payment=${m.paymentId ?? '(unknown)'} charged=${aed(m.eventAmountFils)}`,
        );
        break;
      case 'ledger_without_event':
        lines.push(
          `  LEDGER RECHARGE WITHOUT EVENT     tx=${m.transactionId} key=${m.idempotencyKey} credited=${aed(m.ledgerAmountFils)}`,
        );
        break;
      case 'amount_differs':
        lines.push(
          `  AMOUNT DIFFERS                    ${m.provider} ${m.eventId} payment=${m.paymentId} tx=${m.transactionId} charged=${aed(m.eventAmountFils)} credited=${aed(m.ledgerAmountFils)}`,
        );
        break;
    }
  }
  return lines.join('\n');
}
