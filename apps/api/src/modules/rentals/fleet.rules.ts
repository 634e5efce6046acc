/** Rules of the rental fleet that need no database: prices and quotes from config, the range check, who publishes. */
import { quoteRental, type RentalExtra, type RentalPricing, type RentalQuote, rentalRangeProblem } from '@souq/shared';
import type { Config } from '../../config';
import { type Actor, hasRole } from '../../lib/authz';
import { AppError } from '../../lib/errors';
import type { RentalCarRow } from './rentals.tables';

/** Extras and VAT from config, in fils. */
export function rentalPricing(c: Config): RentalPricing {
  return {
    vatBp: c.RENTAL_VAT_BP,
    chauffeurPerDayFils: BigInt(c.RENTAL_CHAUFFEUR_PER_DAY_AED) * 100n,
    guidePerDayFils: BigInt(c.RENTAL_GUIDE_PER_DAY_AED) * 100n,
    deliveryFils: BigInt(c.RENTAL_DELIVERY_AED) * 100n,
  };
}

/** The quote of a car for a range: the same function the web shows, with the server's prices. */
export function quoteCar(
  config: Config,
  car: RentalCarRow,
  pickupAt: Date,
  returnAt: Date,
  extras: readonly RentalExtra[],
  now: Date,
): RentalQuote {
  return quoteRental({
    pickupAt,
    returnAt,
    car: {
      dailyFils: car.dailyPriceFils,
      weeklyFils: car.weeklyPriceFils,
      monthlyFils: car.monthlyPriceFils,
      depositFils: car.depositFils,
    },
    extras,
    pricing: rentalPricing(config),
    now,
    leadHours: config.RENTAL_LEAD_HOURS,
    mileage: { kmPerDay: car.mileageKmPerDay, excessKmFils: Number(car.excessKmFils) },
    cancellation: {
      feeFils: config.RENTAL_CANCEL_FEE_AED * 100,
      freeHours: config.RENTAL_FREE_CANCEL_HOURS,
    },
  });
}

/** Throws RENTAL_RANGE_INVALID, PICKUP_IN_PAST or RENTAL_TOO_LONG for a bad range. */
export function checkRentalRange(pickupAt: Date, returnAt: Date, now: Date): void {
  const problem = rentalRangeProblem(pickupAt, returnAt, now);
  if (problem) throw new AppError(problem);
}

/** Only merchants publish cars and keep branches. */
export function requireMerchant(actor: Actor): void {
  if (!hasRole(actor, 'merchant')) throw new AppError('MERCHANT_REQUIRED');
}

/** "Toyota Land Cruiser GXR 2024": brand, series, model when chosen, year. */
export function titleOf(brand: string, series: string, model: string | null, year: number): string {
  return [brand, series, model, String(year)].filter(Boolean).join(' ');
}
