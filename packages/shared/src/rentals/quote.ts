/**
 * The rental price quote: one pure function for the detail page, the confirm page and the
 * server's final price, so what the renter saw is what is charged. Money is integer fils; the
 * arithmetic runs on bigint and answers numbers (fils) as the response schemas do.
 */
import type { ErrorCode } from '../errors';
import { cancellationTerms } from './cancellation';
import type { MileageTerms } from './mileage';
import {
  type QuoteLine,
  RENTAL_EXTRAS,
  RENTAL_LEAD_HOURS,
  RENTAL_MAX_DAYS,
  type RentalExtra,
  type RentalQuote,
} from './rentals.schema';

const HOUR_MS = 3_600_000;
export const RENTAL_DAY_MS = 24 * HOUR_MS;
/** A monthly price covers 30 days, a weekly one 7. */
export const MONTH_DAYS = 30;
export const WEEK_DAYS = 7;

type Fils = bigint | number;
type DateLike = Date | string | number;

function toMs(value: DateLike): number {
  const ms = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Invalid date: ${String(value)}`);
  return ms;
}

function toBig(fils: Fils): bigint {
  if (typeof fils === 'bigint') return fils;
  if (!Number.isSafeInteger(fils)) throw new RangeError(`fils must be an integer, got ${fils}`);
  return BigInt(fils);
}

function toNumber(fils: bigint): number {
  const n = Number(fils);
  if (!Number.isSafeInteger(n)) throw new RangeError(`amount out of range: ${fils}`);
  return n;
}

/** Rental days: each started 24-hour period from pick-up counts as a day, at least one. */
export function rentalDays(pickupAt: DateLike, returnAt: DateLike): number {
  const ms = toMs(returnAt) - toMs(pickupAt);
  return Math.max(1, Math.ceil(ms / RENTAL_DAY_MS));
}

/**
 * What is wrong with a pick-up/return range, as the API's error code, or null when it is fine:
 * return not after pick-up, pick-up before now, or longer than 3 years.
 */
export function rentalRangeProblem(
  pickupAt: DateLike,
  returnAt: DateLike,
  now: DateLike,
): Extract<ErrorCode, 'RENTAL_RANGE_INVALID' | 'PICKUP_IN_PAST' | 'RENTAL_TOO_LONG'> | null {
  const pickup = toMs(pickupAt);
  const back = toMs(returnAt);
  if (back <= pickup) return 'RENTAL_RANGE_INVALID';
  if (pickup < toMs(now)) return 'PICKUP_IN_PAST';
  if (back - pickup > RENTAL_MAX_DAYS * RENTAL_DAY_MS) return 'RENTAL_TOO_LONG';
  return null;
}

export interface RentalPrices {
  dailyFils: Fils;
  weeklyFils: Fils;
  monthlyFils: Fils;
}

/**
 * The cheapest combination of months (30 days), weeks (7) and days covering at least `days`
 * days. A unit may cover more days than are left when that is cheaper (a week for 6 days when
 * the weekly price is below six daily ones); the lines show the units charged. On equal totals
 * the combination covering fewer days wins, then the one with fewer lines' units.
 * Lines come in the order month, week, day; units with quantity 0 are left out.
 */
export function cheapestRentalLines(days: number, prices: RentalPrices): QuoteLine[] {
  if (!Number.isSafeInteger(days) || days < 1) throw new RangeError(`days must be a positive integer, got ${days}`);
  const daily = toBig(prices.dailyFils);
  const weekly = toBig(prices.weeklyFils);
  const monthly = toBig(prices.monthlyFils);
  if (daily < 0n || weekly < 0n || monthly < 0n) throw new RangeError('prices cannot be negative');

  let best: { months: number; weeks: number; days: number; total: bigint; covered: number } | null = null;
  const maxMonths = Math.ceil(days / MONTH_DAYS);
  for (let m = 0; m <= maxMonths; m++) {
    const afterMonths = Math.max(0, days - m * MONTH_DAYS);
    // Weeks against days is linear: the best number of weeks is none, as many as fit, or one more.
    const fit = Math.floor(afterMonths / WEEK_DAYS);
    for (const w of new Set([0, fit, Math.ceil(afterMonths / WEEK_DAYS)])) {
      const d = Math.max(0, afterMonths - w * WEEK_DAYS);
      const total = BigInt(m) * monthly + BigInt(w) * weekly + BigInt(d) * daily;
      const covered = m * MONTH_DAYS + w * WEEK_DAYS + d;
      if (
        !best ||
        total < best.total ||
        (total === best.total &&
          (covered < best.covered || (covered === best.covered && m + w + d < best.months + best.weeks + best.days)))
      ) {
        best = { months: m, weeks: w, days: d, total, covered };
      }
    }
  }
  const chosen = best as NonNullable<typeof best>;
  const lines: QuoteLine[] = [];
  const push = (kind: 'month' | 'week' | 'day', quantity: number, unit: bigint) => {
    if (quantity > 0) {
      lines.push({ kind, quantity, unitFils: toNumber(unit), amountFils: toNumber(unit * BigInt(quantity)) });
    }
  };
  push('month', chosen.months, monthly);
  push('week', chosen.weeks, weekly);
  push('day', chosen.days, daily);
  return lines;
}

export interface RentalPricing {
  /** VAT in basis points (500 = 5%). */
  vatBp: number;
  chauffeurPerDayFils: Fils;
  guidePerDayFils: Fils;
  /** Once per booking. */
  deliveryFils: Fils;
}

export interface QuoteRentalInput {
  pickupAt: DateLike;
  returnAt: DateLike;
  car: RentalPrices & { depositFils: Fils };
  extras: readonly RentalExtra[];
  pricing: RentalPricing;
  now: DateLike;
  /** A pick-up sooner than this is short notice (the merchant must confirm). */
  leadHours?: number;
  /** The car's mileage allowance and excess price, shown in the quote and charged at return. */
  mileage?: MileageTerms;
  /** The late-cancellation fee and free window (config), so the quote says what canceling costs. */
  cancellation?: { feeFils: number; freeHours: number };
}

/** VAT on an amount, rounded half up to the fils. */
export function vatOf(amountFils: Fils, vatBp: number): bigint {
  if (!Number.isSafeInteger(vatBp) || vatBp < 0) throw new RangeError(`vatBp must be a non-negative integer`);
  const amount = toBig(amountFils);
  return (amount * BigInt(vatBp) * 2n + 10_000n) / 20_000n;
}

/**
 * The whole quote of a rental: the cheapest rental lines, the extras (chauffeur and guide per
 * day, delivery once), the subtotal, VAT on it as its own figure, the total, and the car's
 * deposit, which is held rather than charged and so is not part of the total.
 */
export function quoteRental(input: QuoteRentalInput): RentalQuote {
  const days = rentalDays(input.pickupAt, input.returnAt);
  const rentalLines = cheapestRentalLines(days, input.car);
  const chosen = new Set(input.extras);
  const extraLines: QuoteLine[] = [];
  for (const extra of RENTAL_EXTRAS) {
    if (!chosen.has(extra)) continue;
    const unit =
      extra === 'chauffeur'
        ? toBig(input.pricing.chauffeurPerDayFils)
        : extra === 'guide'
          ? toBig(input.pricing.guidePerDayFils)
          : toBig(input.pricing.deliveryFils);
    const quantity = extra === 'delivery' ? 1 : days;
    extraLines.push({
      kind: extra,
      quantity,
      unitFils: toNumber(unit),
      amountFils: toNumber(unit * BigInt(quantity)),
    });
  }
  const subtotal = [...rentalLines, ...extraLines].reduce((sum, line) => sum + BigInt(line.amountFils), 0n);
  const vat = vatOf(subtotal, input.pricing.vatBp);
  const leadMs = (input.leadHours ?? RENTAL_LEAD_HOURS) * HOUR_MS;
  const total = toNumber(subtotal + vat);
  const cancel = input.cancellation
    ? cancellationTerms({ pickupAt: input.pickupAt, now: input.now, totalFils: total, ...input.cancellation })
    : null;
  return {
    days,
    rentalLines,
    extraLines,
    subtotalFils: toNumber(subtotal),
    vatFils: toNumber(vat),
    totalFils: total,
    depositFils: toNumber(toBig(input.car.depositFils)),
    shortNotice: toMs(input.pickupAt) - toMs(input.now) < leadMs,
    ...(input.mileage
      ? {
          mileage: {
            kmPerDay: input.mileage.kmPerDay,
            excessKmFils: toNumber(toBig(input.mileage.excessKmFils)),
            allowanceKm: input.mileage.kmPerDay * days,
          },
        }
      : {}),
    ...(cancel
      ? {
          cancellation: {
            freeUntil: cancel.freeUntil,
            freeWindowOpen: cancel.freeWindowOpen,
            lateFeeFils: cancel.lateFeeFils,
          },
        }
      : {}),
  };
}
