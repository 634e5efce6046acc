/**
 * The money of a deal by the clock, pure (the API decides with it; the web explains it):
 * - late fee: per started day after the payment deadline, until paid;
 * - storage: per started day after the collection window (paid + collection days), until collected;
 * - seller fee: a rate of the hammer with a minimum, never more than the hammer.
 * All amounts in whole fils (numbers within the safe range; the API converts its bigints).
 */
const DAY_MS = 86_400_000;

/** Whole days started between `from` and `to` (0 when `to` is not after `from`). */
export function startedDays(from: Date, to: Date): number {
  const ms = to.getTime() - from.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

export interface LateFee {
  days: number;
  fils: number;
}

/** The late fee of an order unpaid at `at` (or paid at `at`). */
export function lateFee(payDeadline: Date, at: Date, perDayFils: number): LateFee {
  const days = startedDays(payDeadline, at);
  return { days, fils: days * perDayFils };
}

/** The end of the free collection window after payment. */
export function collectBy(paidAt: Date, collectionDays: number): Date {
  return new Date(paidAt.getTime() + collectionDays * DAY_MS);
}

/** Storage owed for a car paid at `paidAt` and not collected at `at`. */
export function storageFee(paidAt: Date, collectionDays: number, at: Date, perDayFils: number): LateFee {
  const days = startedDays(collectBy(paidAt, collectionDays), at);
  return { days, fils: days * perDayFils };
}

/** The seller fee: `bps` of the hammer rounded half up, at least `minFils`, at most the hammer. */
export function sellerFee(hammerFils: number, bps: number, minFils: number): number {
  const rated = Number((BigInt(hammerFils) * BigInt(bps) * 2n + 10_000n) / 20_000n);
  return Math.min(hammerFils, Math.max(minFils, rated));
}

/** What the buyer still pays: total with late fee and storage, less the deposit credit, never below 0. */
export function amountDue(totalFils: number, lateFeeFils: number, depositFils: number): number {
  return Math.max(0, totalFils + lateFeeFils - depositFils);
}
