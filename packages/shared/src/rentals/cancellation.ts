/**
 * What canceling a rental costs (spec: free until 48 hours before pick-up, then a fee from config).
 * One pure function for the order page (shown before the renter confirms) and the server's refund.
 */

type DateLike = Date | string | number;

export interface CancellationInput {
  pickupAt: DateLike;
  now: DateLike;
  /** What the renter paid (the rental total, fils). */
  totalFils: number;
  /** The late-cancellation fee (fils, config RENTAL_CANCEL_FEE_AED). */
  feeFils: number;
  /** Canceling is free until this many hours before pick-up (config RENTAL_FREE_CANCEL_HOURS). */
  freeHours: number;
}

export interface CancellationTerms {
  /** The renter may still cancel: the pick-up time has not come yet. */
  allowed: boolean;
  /** 0 until `freeUntil`, then the fee, never more than the total. */
  feeFils: number;
  /** What goes back to the wallet: the total minus the fee. */
  refundFils: number;
  /** ISO time until which canceling is free. */
  freeUntil: string;
  /** The free window is still open (false from the start for a pick-up sooner than `freeHours`). */
  freeWindowOpen: boolean;
  /** The fee canceling costs once the free window has closed (never more than the total). */
  lateFeeFils: number;
}

const HOUR_MS = 3_600_000;

function toMs(value: DateLike): number {
  const ms = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Invalid date: ${String(value)}`);
  return ms;
}

function fils(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer`);
  return value;
}

export function cancellationTerms(input: CancellationInput): CancellationTerms {
  const total = fils(input.totalFils, 'totalFils');
  const fee = fils(input.feeFils, 'feeFils');
  if (!Number.isFinite(input.freeHours) || input.freeHours < 0) throw new RangeError('freeHours must be >= 0');
  const pickup = toMs(input.pickupAt);
  const now = toMs(input.now);
  const freeUntil = pickup - input.freeHours * HOUR_MS;
  const open = now < freeUntil;
  const lateFee = Math.min(fee, total);
  const charged = open ? 0 : lateFee;
  return {
    allowed: now < pickup,
    feeFils: charged,
    refundFils: total - charged,
    freeUntil: new Date(freeUntil).toISOString(),
    freeWindowOpen: open,
    lateFeeFils: lateFee,
  };
}
