/**
 * The overtime surcharge of a late return (spec section 9, DOMAIN-NOTES "Overtime"): 100 AED steps.
 * More than 10 minutes late adds one step, more than 30 minutes a second, more than one hour a
 * third, and from then on one more step for each further started hour:
 *
 * | late (minutes) | 0-10 | 11-30 | 31-60 | 61-120 | 121-180 | 181-240 | ... |
 * | steps          |  0   |   1   |   2   |   3    |    4    |    5    | ... |
 *
 * One pure function serves the server's charge at return and the web's breakdown.
 */

/** The default step: AED 100 in fils (config RENTAL_OVERTIME_STEP_AED). */
export const OVERTIME_STEP_FILS = 10_000;

/** Late by at most this many minutes costs nothing. */
export const OVERTIME_GRACE_MINUTES = 10;

/** How many surcharge steps a return `lateMinutes` late costs (0 for on time or early). */
export function overtimeSteps(lateMinutes: number): number {
  if (Number.isNaN(lateMinutes)) throw new RangeError('lateMinutes must be a number');
  if (lateMinutes <= OVERTIME_GRACE_MINUTES) return 0;
  if (lateMinutes <= 30) return 1;
  if (lateMinutes <= 60) return 2;
  // 61..120 -> 3, 121..180 -> 4: one step per started hour beyond the first.
  return 1 + Math.ceil(lateMinutes / 60);
}

/** The surcharge in fils of a return `lateMinutes` late, in steps of `stepFils`. */
export function overtimeSurchargeFils(lateMinutes: number, stepFils: number = OVERTIME_STEP_FILS): number {
  if (!Number.isSafeInteger(stepFils) || stepFils < 0) throw new RangeError('stepFils must be a whole number of fils');
  return overtimeSteps(lateMinutes) * stepFils;
}

/**
 * Whole minutes a car came back after it was due (0 when on time or early). Started minutes are
 * not counted: 10 minutes 59 seconds late is 10 minutes late.
 */
export function lateMinutesBetween(dueAt: Date | string | number, returnedAt: Date | string | number): number {
  const due = new Date(dueAt).getTime();
  const back = new Date(returnedAt).getTime();
  if (Number.isNaN(due) || Number.isNaN(back)) throw new RangeError('invalid date');
  return Math.max(0, Math.floor((back - due) / 60_000));
}
