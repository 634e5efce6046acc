/**
 * Lease-to-own and car-loan arithmetic, shared by the web calculators and the API's quotes.
 *
 * Money is integer fils (numbers, safe integers); rates are integer basis points per year
 * (750 = 7.50 %). Interest of a month is computed exactly (BigInt) and rounded half up to the fils;
 * the level payment is the reducing-balance formula of DOMAIN-NOTES rounded half up, and the last
 * payment absorbs the rounding so the balance ends exactly at the balloon.
 *
 *   PMT = (P − B / (1 + r)^n) · r / (1 − (1 + r)^−n),  r = a / 12;   r = 0: (P − B) / n
 *
 * Limits: a lease (and lease-to-own) runs 1..36 months (spec: longest 3 years); a bank loan in
 * the comparison may be entered up to LOAN_MAX_MONTHS and is flagged above the Central Bank's
 * 60 months, and when it finances more than 80 % of the car's value.
 */
import { LEASE_MAX_MONTHS, LEASE_MIN_DOWN_PAYMENT_PERCENT, LEASE_MIN_MONTHS } from './lease.schema';

/** Central Bank of the UAE: a car loan finances at most 80 % of the value… */
export const CB_MAX_LOAN_TO_VALUE_PERCENT = 80;
/** …over at most 60 months. */
export const CB_MAX_LOAN_MONTHS = 60;
/** The loan comparison accepts terms up to 8 years (and warns above 60 months). */
export const LOAN_MAX_MONTHS = 96;
/** Highest rate the calculators accept, in basis points (30 % a year). */
export const FINANCE_MAX_RATE_BP = 3000;

export interface ScheduleRow {
  month: number;
  paymentFils: number;
  interestFils: number;
  principalFils: number;
  /** What is still owed after this payment (the balloon after the last one). */
  balanceFils: number;
}

export interface Schedule {
  /** The level monthly payment (every month but possibly the last). */
  paymentFils: number;
  /** The last monthly payment, which absorbs the rounding (the balloon is paid on top). */
  lastPaymentFils: number;
  rows: ScheduleRow[];
  /** Sum of the monthly payments (the balloon excluded). */
  totalPaymentsFils: number;
  totalInterestFils: number;
}

export interface ReducingLoan {
  principalFils: number;
  balloonFils: number;
  annualRateBp: number;
  months: number;
}

function assertFils(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer of fils`);
}

function assertLoan({ principalFils, balloonFils, annualRateBp, months }: ReducingLoan): void {
  assertFils(principalFils, 'principal');
  assertFils(balloonFils, 'balloon');
  if (balloonFils > principalFils) throw new RangeError('the balloon cannot exceed the principal');
  if (!Number.isInteger(annualRateBp) || annualRateBp < 0) throw new RangeError('rate must be whole basis points');
  if (!Number.isInteger(months) || months < 1) throw new RangeError('months must be a positive integer');
}

/** a / b rounded half up, for non-negative BigInts. */
function divHalfUp(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

/** A non-negative number rounded half up to an integer (tolerates float noise just under .5). */
function roundHalfUp(x: number): number {
  return Math.floor(x + 0.5 + 1e-9);
}

/** One month's interest on a balance, exact, rounded half up to the fils. */
export function monthlyInterestFils(balanceFils: number, annualRateBp: number): number {
  if (balanceFils <= 0 || annualRateBp === 0) return 0;
  return Number(divHalfUp(BigInt(balanceFils) * BigInt(annualRateBp), 120_000n));
}

/** The exact (unrounded) reducing-balance payment of DOMAIN-NOTES. */
export function exactPayment(principal: number, balloon: number, annualRatePct: number, months: number): number {
  const r = annualRatePct / 100 / 12;
  if (r === 0) return (principal - balloon) / months;
  const growth = (1 + r) ** months;
  return ((principal - balloon / growth) * r) / (1 - 1 / growth);
}

/** The level monthly payment in fils, rounded half up. */
export function monthlyPaymentFils(loan: ReducingLoan): number {
  assertLoan(loan);
  return roundHalfUp(exactPayment(loan.principalFils, loan.balloonFils, loan.annualRateBp / 100, loan.months));
}

/**
 * The amortisation schedule of a reducing-balance loan with a balloon. Each month's interest is
 * charged on the balance; the level payment repays the rest; the last payment brings the balance to
 * exactly the balloon (it absorbs the rounding of the months before).
 */
export function amortisationSchedule(loan: ReducingLoan): Schedule {
  const paymentFils = monthlyPaymentFils(loan);
  const { balloonFils, annualRateBp, months } = loan;
  const rows: ScheduleRow[] = [];
  let balance = loan.principalFils;
  let totalPayments = 0;
  let totalInterest = 0;
  for (let month = 1; month <= months; month++) {
    const interest = monthlyInterestFils(balance, annualRateBp);
    // Never below the balloon: a rounding surplus early on shortens nothing, it lowers the last payment.
    const principal =
      month === months ? balance - balloonFils : Math.min(paymentFils - interest, balance - balloonFils);
    const payment = principal + interest;
    balance -= principal;
    totalPayments += payment;
    totalInterest += interest;
    rows.push({ month, paymentFils: payment, interestFils: interest, principalFils: principal, balanceFils: balance });
  }
  return {
    paymentFils,
    lastPaymentFils: rows.at(-1)?.paymentFils ?? 0,
    rows,
    totalPaymentsFils: totalPayments,
    totalInterestFils: totalInterest,
  };
}

// ---- Lease-to-own calculator ----------------------------------------------------------------

export type BalloonInput = { kind: 'amount'; fils: number } | { kind: 'percent'; percent: number };

export interface LeaseToOwnInput {
  priceFils: number;
  /** Whole or decimal percent of the price paid up front (at least 10). */
  downPaymentPct: number;
  months: number;
  annualRateBp: number;
  balloon: BalloonInput;
}

export interface LeaseToOwnResult {
  priceFils: number;
  downPaymentFils: number;
  financedFils: number;
  balloonFils: number;
  monthlyPaymentFils: number;
  lastPaymentFils: number;
  /** Down payment + every monthly payment + the balloon. */
  totalPaidFils: number;
  totalInterestFils: number;
  schedule: ScheduleRow[];
}

/** Why a calculator input cannot be computed; the web shows `lease:calculator.errors.<code>`. */
export type LeaseToOwnProblem = 'price' | 'downPayment' | 'months' | 'rate' | 'balloon';

/** Percent of an amount in fils, rounded half up (percent may have decimals, e.g. 12.5). */
export function percentOfFils(fils: number, percent: number): number {
  return roundHalfUp((fils * percent) / 100);
}

export function leaseToOwnProblems(input: LeaseToOwnInput): LeaseToOwnProblem[] {
  const problems: LeaseToOwnProblem[] = [];
  if (!Number.isSafeInteger(input.priceFils) || input.priceFils <= 0) problems.push('price');
  if (
    !Number.isFinite(input.downPaymentPct) ||
    input.downPaymentPct < LEASE_MIN_DOWN_PAYMENT_PERCENT ||
    input.downPaymentPct >= 100
  ) {
    problems.push('downPayment');
  }
  if (!Number.isInteger(input.months) || input.months < LEASE_MIN_MONTHS || input.months > LEASE_MAX_MONTHS) {
    problems.push('months');
  }
  if (!Number.isInteger(input.annualRateBp) || input.annualRateBp < 0 || input.annualRateBp > FINANCE_MAX_RATE_BP) {
    problems.push('rate');
  }
  if (problems.length === 0) {
    const financed = input.priceFils - percentOfFils(input.priceFils, input.downPaymentPct);
    const balloon = balloonFilsOf(input.balloon, input.priceFils);
    if (!Number.isSafeInteger(balloon) || balloon < 0 || balloon > financed) problems.push('balloon');
  }
  return problems;
}

function balloonFilsOf(balloon: BalloonInput, priceFils: number): number {
  return balloon.kind === 'amount' ? balloon.fils : percentOfFils(priceFils, balloon.percent);
}

/** The lease-to-own calculator. Throws a RangeError when `leaseToOwnProblems` is not empty. */
export function leaseToOwn(input: LeaseToOwnInput): LeaseToOwnResult {
  const problems = leaseToOwnProblems(input);
  if (problems.length) throw new RangeError(`lease-to-own input invalid: ${problems.join(', ')}`);
  const downPaymentFils = percentOfFils(input.priceFils, input.downPaymentPct);
  const financedFils = input.priceFils - downPaymentFils;
  const balloonFils = balloonFilsOf(input.balloon, input.priceFils);
  const schedule = amortisationSchedule({
    principalFils: financedFils,
    balloonFils,
    annualRateBp: input.annualRateBp,
    months: input.months,
  });
  const totalPaidFils = downPaymentFils + schedule.totalPaymentsFils + balloonFils;
  return {
    priceFils: input.priceFils,
    downPaymentFils,
    financedFils,
    balloonFils,
    monthlyPaymentFils: schedule.paymentFils,
    lastPaymentFils: schedule.lastPaymentFils,
    totalPaidFils,
    totalInterestFils: totalPaidFils - input.priceFils,
    schedule: schedule.rows,
  };
}

// ---- Car-loan comparison ----------------------------------------------------------------------

export const LOAN_RATE_TYPES = ['flat', 'reducing'] as const;
export type LoanRateType = (typeof LOAN_RATE_TYPES)[number];

export interface LoanOfferInput {
  priceFils: number;
  downPaymentFils: number;
  rateType: LoanRateType;
  annualRateBp: number;
  months: number;
}

export type LoanWarning = 'loanToValue' | 'term';

export interface LoanOfferResult {
  loanFils: number;
  monthlyPaymentFils: number;
  lastPaymentFils: number;
  totalInterestFils: number;
  /** Down payment + every monthly payment. */
  totalPaidFils: number;
  /** The flat rate's equivalent on a reducing balance (APR-like), percent; the rate itself for reducing. */
  reducingRatePct: number;
  /** Central Bank limits broken: more than 80 % financed, more than 60 months. */
  warnings: LoanWarning[];
}

/**
 * A flat-rate loan: interest on the whole amount for the whole term (P · flat · years), repaid in
 * equal instalments (P · (1 + flat · years)) / n; the last instalment absorbs the rounding.
 */
export function flatLoan(principalFils: number, annualRateBp: number, months: number) {
  assertLoan({ principalFils, balloonFils: 0, annualRateBp, months });
  const interest = Number(divHalfUp(BigInt(principalFils) * BigInt(annualRateBp) * BigInt(months), 120_000n));
  const total = principalFils + interest;
  const payment = roundHalfUp(total / months);
  const last = total - payment * (months - 1);
  return { paymentFils: payment, lastPaymentFils: last, totalInterestFils: interest, totalPaymentsFils: total };
}

/**
 * The annual reducing-balance rate (percent) at which the level payment of `principal` over
 * `months` equals `payment`, by bisection. 0 when the payment only repays the principal.
 */
export function impliedReducingRatePct(principal: number, payment: number, months: number): number {
  if (principal <= 0 || months < 1 || payment * months <= principal) return 0;
  let lo = 0;
  let hi = 1;
  // Widen until the payment at `hi` exceeds the target (rates beyond 100 % a year are absurd but finite).
  while (exactPayment(principal, 0, hi * 100, months) < payment && hi < 1e4) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12; i++) {
    const mid = (lo + hi) / 2;
    if (exactPayment(principal, 0, mid * 100, months) < payment) lo = mid;
    else hi = mid;
  }
  return ((lo + hi) / 2) * 100;
}

/** The equivalent reducing (APR-like) rate of a flat rate over a term, percent. */
export function flatToReducingRatePct(flatRatePct: number, months: number): number {
  if (flatRatePct <= 0) return 0;
  const principal = 1_000_000;
  const payment = (principal * (1 + (flatRatePct / 100) * (months / 12))) / months;
  return impliedReducingRatePct(principal, payment, months);
}

export function loanWarnings(priceFils: number, loanFils: number, months: number): LoanWarning[] {
  const warnings: LoanWarning[] = [];
  if (loanFils * 100 > priceFils * CB_MAX_LOAN_TO_VALUE_PERCENT) warnings.push('loanToValue');
  if (months > CB_MAX_LOAN_MONTHS) warnings.push('term');
  return warnings;
}

/** Why a loan offer cannot be computed; the web shows `lease:loans.errors.<code>`. */
export type LoanProblem = 'price' | 'downPayment' | 'months' | 'rate';

export function loanOfferProblems(input: LoanOfferInput): LoanProblem[] {
  const problems: LoanProblem[] = [];
  if (!Number.isSafeInteger(input.priceFils) || input.priceFils <= 0) problems.push('price');
  if (
    !Number.isSafeInteger(input.downPaymentFils) ||
    input.downPaymentFils < 0 ||
    input.downPaymentFils >= input.priceFils
  ) {
    problems.push('downPayment');
  }
  if (!Number.isInteger(input.months) || input.months < 1 || input.months > LOAN_MAX_MONTHS) problems.push('months');
  if (!Number.isInteger(input.annualRateBp) || input.annualRateBp < 0 || input.annualRateBp > FINANCE_MAX_RATE_BP) {
    problems.push('rate');
  }
  return problems;
}

/** One bank offer of the comparison. Throws a RangeError when `loanOfferProblems` is not empty. */
export function compareLoanOffer(input: LoanOfferInput): LoanOfferResult {
  const problems = loanOfferProblems(input);
  if (problems.length) throw new RangeError(`loan offer invalid: ${problems.join(', ')}`);
  const loanFils = input.priceFils - input.downPaymentFils;
  const warnings = loanWarnings(input.priceFils, loanFils, input.months);
  if (input.rateType === 'flat') {
    const flat = flatLoan(loanFils, input.annualRateBp, input.months);
    return {
      loanFils,
      monthlyPaymentFils: flat.paymentFils,
      lastPaymentFils: flat.lastPaymentFils,
      totalInterestFils: flat.totalInterestFils,
      totalPaidFils: input.downPaymentFils + flat.totalPaymentsFils,
      reducingRatePct: flatToReducingRatePct(input.annualRateBp / 100, input.months),
      warnings,
    };
  }
  const schedule = amortisationSchedule({
    principalFils: loanFils,
    balloonFils: 0,
    annualRateBp: input.annualRateBp,
    months: input.months,
  });
  return {
    loanFils,
    monthlyPaymentFils: schedule.paymentFils,
    lastPaymentFils: schedule.lastPaymentFils,
    totalInterestFils: schedule.totalInterestFils,
    totalPaidFils: input.downPaymentFils + schedule.totalPaymentsFils,
    reducingRatePct: input.annualRateBp / 100,
    warnings,
  };
}

// ---- Lease offers (longtermSelect) ------------------------------------------------------------

export interface LeaseOfferTerms {
  /** The car's value. */
  priceFils: number;
  /** Advertised monthly rent per term, at the offer's minimum down payment. */
  terms: { months: number; monthlyFils: number }[];
  minDownPaymentPct: number;
  annualRateBp: number;
  leaseToOwn: boolean;
  /** Lease-to-own: the final payment that makes the car yours, percent of the price. */
  balloonPct: number;
}

export interface LeaseOfferChoice {
  months: number;
  downPaymentPct: number;
  leaseToOwn: boolean;
}

export interface LeaseOfferQuote {
  months: number;
  downPaymentPct: number;
  leaseToOwn: boolean;
  downPaymentFils: number;
  monthlyFils: number;
  /** Lease-to-own only: paid at the end to own the car; 0 for a plain lease. */
  balloonFils: number;
  /** Down payment + every month + the balloon. */
  totalFils: number;
}

export type LeaseOfferProblem = 'months' | 'downPayment' | 'leaseToOwn';

export function leaseOfferProblems(offer: LeaseOfferTerms, choice: LeaseOfferChoice): LeaseOfferProblem[] {
  const problems: LeaseOfferProblem[] = [];
  if (!offer.terms.some((t) => t.months === choice.months)) problems.push('months');
  if (
    !Number.isInteger(choice.downPaymentPct) ||
    choice.downPaymentPct < Math.max(offer.minDownPaymentPct, LEASE_MIN_DOWN_PAYMENT_PERCENT) ||
    choice.downPaymentPct >= 100 ||
    (choice.leaseToOwn &&
      percentOfFils(offer.priceFils, choice.downPaymentPct) + percentOfFils(offer.priceFils, offer.balloonPct) >
        offer.priceFils)
  ) {
    problems.push('downPayment');
  }
  if (choice.leaseToOwn && !offer.leaseToOwn) problems.push('leaseToOwn');
  return problems;
}

/**
 * What a chosen term and down payment cost on an offer. A plain lease pays the advertised rent,
 * lowered by the extra down payment (above the offer's minimum) spread over the term at the
 * offer's rate. Lease-to-own finances the price less the down payment on a reducing balance down
 * to the balloon. Throws a RangeError when `leaseOfferProblems` is not empty.
 */
export function leaseOfferQuote(offer: LeaseOfferTerms, choice: LeaseOfferChoice): LeaseOfferQuote {
  const problems = leaseOfferProblems(offer, choice);
  if (problems.length) throw new RangeError(`lease choice invalid: ${problems.join(', ')}`);
  const downPaymentFils = percentOfFils(offer.priceFils, choice.downPaymentPct);
  const base = { months: choice.months, downPaymentPct: choice.downPaymentPct, leaseToOwn: choice.leaseToOwn };
  if (choice.leaseToOwn) {
    const balloonFils = percentOfFils(offer.priceFils, offer.balloonPct);
    const schedule = amortisationSchedule({
      principalFils: offer.priceFils - downPaymentFils,
      balloonFils,
      annualRateBp: offer.annualRateBp,
      months: choice.months,
    });
    return {
      ...base,
      downPaymentFils,
      monthlyFils: schedule.paymentFils,
      balloonFils,
      totalFils: downPaymentFils + schedule.totalPaymentsFils + balloonFils,
    };
  }
  const term = offer.terms.find((t) => t.months === choice.months) as { months: number; monthlyFils: number };
  const extraDown = downPaymentFils - percentOfFils(offer.priceFils, offer.minDownPaymentPct);
  const credit =
    extraDown > 0
      ? monthlyPaymentFils({
          principalFils: extraDown,
          balloonFils: 0,
          annualRateBp: offer.annualRateBp,
          months: choice.months,
        })
      : 0;
  const monthlyFils = Math.max(0, term.monthlyFils - credit);
  return {
    ...base,
    downPaymentFils,
    monthlyFils,
    balloonFils: 0,
    totalFils: downPaymentFils + monthlyFils * choice.months,
  };
}

/** The lowest advertised monthly rent of an offer ("from AED 1,299 / month"). */
export function fromMonthlyFils(terms: { monthlyFils: number }[]): number {
  return terms.reduce((min, t) => Math.min(min, t.monthlyFils), Number.POSITIVE_INFINITY);
}
