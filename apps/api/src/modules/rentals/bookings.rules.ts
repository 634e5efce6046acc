/** The rules of a rental booking that need no database: statuses, keys, cancel terms, charges at return. */
import {
  type BookingStatus,
  type CancellationTerms,
  cancellationTerms,
  dubaiDay,
  excessMileage,
  filsToDecimalString,
  type handoverBody,
  lateMinutesBetween,
  overtimeSurchargeFils,
  type returnCarBody,
  splitOverDeposit,
} from '@souq/shared';
import type { z } from 'zod';
import type { Config } from '../../config';
import { isExclusionViolation } from '../../lib/pg-errors';
import type { CheckedItem } from './claims.service';
import type { ConditionReport, RentalBookingRow, StoredCharge } from './rentals.tables';

export type HandoverInput = z.output<typeof handoverBody>;
export type ReturnCarInput = z.output<typeof returnCarBody>;
export type AfterCommit = (fn: () => void) => void;

/** The renter may cancel in these; later the car is out (or the order is over). */
export const CANCELABLE: readonly BookingStatus[] = ['pending_payment', 'awaiting_confirmation', 'awaiting_pickup'];
/** The deposit still secures these: a card authorisation of theirs is renewed before it lapses. */
export const DEPOSIT_OPEN: readonly BookingStatus[] = ['awaiting_confirmation', 'awaiting_pickup', 'renting'];
/** The merchant (or an admin) may decline these, refunding everything. */
export const DECLINABLE: readonly BookingStatus[] = ['awaiting_confirmation', 'awaiting_pickup'];

/** The ledger's `ref` of every movement of a booking (the wallet names it "Rental booking"). */
export const refOf = (row: { id: string }) => ({ type: 'booking', id: row.id });
/** Idempotency keys of a booking's movements: one per step, so a retried step never moves money twice. */
export const keyOf = (row: { id: string }, step: string) => `rental:${row.id}:${step}`;

export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

/** PostgreSQL exclusion violation (23P01) of the no-overlap constraint, on both drivers. */
export function isOverlap(err: unknown): boolean {
  return isExclusionViolation(err, 'rental_bookings_no_overlap');
}

/** Order number shown to people: R + yymmdd (Dubai date) + 6 random digits. */
export function newOrderNo(now: Date): string {
  const yymmdd = dubaiDay(now).slice(2).replaceAll('-', '');
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return `R${yymmdd}${digits}`;
}

export const aed = (fils: bigint | number) => filsToDecimalString(fils);
export const toNumber = (fils: bigint) => Number(fils);

/** What canceling costs right now; only the renter's cancel applies it. */
export function cancelTermsOf(
  row: RentalBookingRow,
  now: Date,
  config: Pick<Config, 'RENTAL_CANCEL_FEE_AED' | 'RENTAL_FREE_CANCEL_HOURS'>,
): CancellationTerms {
  const terms = cancellationTerms({
    pickupAt: row.pickupAt,
    now,
    totalFils: toNumber(row.totalFils),
    feeFils: config.RENTAL_CANCEL_FEE_AED * 100,
    freeHours: config.RENTAL_FREE_CANCEL_HOURS,
  });
  const allowed = terms.allowed && CANCELABLE.includes(row.status);
  // Nothing is paid yet (card pending); a short-notice order the merchant has not accepted is not final.
  if (row.status === 'pending_payment') return { ...terms, allowed, feeFils: 0, refundFils: 0 };
  if (row.status === 'awaiting_confirmation') {
    return { ...terms, allowed, feeFils: 0, refundFils: toNumber(row.totalFils) };
  }
  if (!allowed) return { ...terms, allowed, feeFils: 0, refundFils: 0 };
  return terms;
}

/** The car's state as the merchant records it at hand-over or return. */
export function conditionReport(at: Date, body: HandoverInput): ConditionReport {
  return {
    at: at.toISOString(),
    odometerKm: body.odometerKm,
    fuelEighths: body.fuelEighths,
    photoUploadIds: body.photoUploadIds,
    note: body.note ?? null,
  };
}

/**
 * The charges at return, in order: overtime from the actual return time, kilometres beyond the
 * allowance (on the terms the booking was made on), then the merchant's itemised charges. The
 * deposit (when still secured) covers them in that order; the uncovered part of each goes to a claim.
 */
export function chargesAtReturn(input: {
  row: RentalBookingRow;
  returnedAt: Date;
  handoverKm: number;
  returnKm: number;
  mileage: { kmPerDay: number; excessKmFils: number };
  entered: readonly CheckedItem[];
  overtimeStepFils: number;
  securedFils: bigint;
}): { lateMinutes: number; charges: StoredCharge[]; claimed: StoredCharge[]; fromDeposit: bigint } {
  const { row } = input;
  const lateMinutes = lateMinutesBetween(row.returnAt, input.returnedAt);
  const overtime = BigInt(overtimeSurchargeFils(lateMinutes, input.overtimeStepFils));
  const itemised: StoredCharge[] = [];
  if (overtime > 0n) {
    itemised.push({ kind: 'overtime', amountFils: overtime.toString(), note: null, photoUploadIds: [] });
  }
  const excess = excessMileage({
    ...input.mileage,
    days: row.quote.days,
    handoverKm: input.handoverKm,
    returnKm: input.returnKm,
  });
  if (excess.amountFils > 0) {
    itemised.push({ kind: 'excess_mileage', amountFils: String(excess.amountFils), note: null, photoUploadIds: [] });
  }
  for (const c of input.entered) {
    itemised.push({ kind: c.kind, amountFils: c.fils.toString(), note: c.note, photoUploadIds: c.photoUploadIds });
  }
  const split = splitOverDeposit(
    itemised.map((item) => Number(item.amountFils)),
    toNumber(input.securedFils),
  );
  const charges: StoredCharge[] = [];
  const claimed: StoredCharge[] = [];
  itemised.forEach((item, i) => {
    const amount = Number(item.amountFils);
    const covered = split.coveredFils[i] ?? 0;
    if (covered > 0) charges.push({ ...item, amountFils: String(covered) });
    if (amount > covered) claimed.push({ ...item, amountFils: String(amount - covered) });
  });
  return { lateMinutes, charges, claimed, fromDeposit: BigInt(split.fromDepositFils) };
}
