/**
 * Excess kilometres at return (DOMAIN-NOTES: allowance typically 250-300 km a day, excess
 * AED 0.35-0.50 a km): the allowance is the car's km per day times the booked rental days; the
 * kilometres driven come from the odometer at hand-over and at return; what is beyond the
 * allowance costs the car's price per extra km. An excess price of 0 means unlimited mileage.
 * One pure function for the quote shown in advance, the server's charge at return and the
 * settlement the renter sees.
 */

/** The mileage terms a booking was made on (kept in its quote, so later edits of the car do not change them). */
export interface MileageTerms {
  kmPerDay: number;
  /** Price of one kilometre beyond the allowance, fils; 0 = unlimited mileage. */
  excessKmFils: number;
}

export interface ExcessMileageInput extends MileageTerms {
  /** Booked rental days (the quote's days). */
  days: number;
  handoverKm: number;
  returnKm: number;
}

export interface ExcessMileage {
  allowanceKm: number;
  drivenKm: number;
  excessKm: number;
  unitFils: number;
  amountFils: number;
}

function wholeNonNegative(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number >= 0`);
  return value;
}

/** Whether mileage is unlimited under these terms (nothing is charged beyond an allowance). */
export function isUnlimitedMileage(terms: MileageTerms): boolean {
  return terms.excessKmFils === 0;
}

/**
 * The excess-kilometre charge of a rental. Throws RangeError for a return reading below the
 * hand-over reading (the API refuses it with a 4xx before calling this).
 */
export function excessMileage(input: ExcessMileageInput): ExcessMileage {
  const kmPerDay = wholeNonNegative(input.kmPerDay, 'kmPerDay');
  const unit = wholeNonNegative(input.excessKmFils, 'excessKmFils');
  const days = wholeNonNegative(input.days, 'days');
  const from = wholeNonNegative(input.handoverKm, 'handoverKm');
  const to = wholeNonNegative(input.returnKm, 'returnKm');
  if (to < from) throw new RangeError('the return odometer reading is below the hand-over reading');
  const allowanceKm = kmPerDay * days;
  const drivenKm = to - from;
  const excessKm = unit === 0 ? 0 : Math.max(0, drivenKm - allowanceKm);
  const amount = BigInt(excessKm) * BigInt(unit);
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('excess mileage amount out of range');
  return { allowanceKm, drivenKm, excessKm, unitFils: unit, amountFils: Number(amount) };
}
