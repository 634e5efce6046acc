import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amortisationSchedule,
  CB_MAX_LOAN_MONTHS,
  compareLoanOffer,
  flatLoan,
  flatToReducingRatePct,
  fromMonthlyFils,
  type LeaseOfferTerms,
  leaseOfferProblems,
  leaseOfferQuote,
  leaseToOwn,
  leaseToOwnProblems,
  monthlyInterestFils,
  monthlyPaymentFils,
} from './finance';

const AED = 100;

/** The textbook formula in floating point, written out again: an independent oracle. */
function textbookPayment(p: number, b: number, annualPct: number, n: number): number {
  const r = annualPct / 1200;
  if (r === 0) return (p - b) / n;
  return ((p - b * (1 + r) ** -n) * r) / (1 - (1 + r) ** -n);
}

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('monthly payment (reducing balance, DOMAIN-NOTES formula)', () => {
  it.each([
    // principal AED, balloon AED, rate %, months, payment AED
    { p: 100_000, b: 0, rate: 5, n: 60, pay: 1_887.12 },
    { p: 50_000, b: 0, rate: 0, n: 36, pay: 1_388.89 },
    { p: 36_000, b: 6_000, rate: 0, n: 36, pay: 833.33 },
    { p: 200_000, b: 0, rate: 3.99, n: 48, pay: 4_514.92 },
    { p: 96_000, b: 36_000, rate: 4.5, n: 36, pay: 1_919.82 },
    { p: 60_000, b: 60_000, rate: 6, n: 12, pay: 300 },
  ])('AED $p, balloon $b, $rate % over $n months: AED $pay', ({ p, b, rate, n, pay }) => {
    const payment = monthlyPaymentFils({
      principalFils: p * AED,
      balloonFils: b * AED,
      annualRateBp: Math.round(rate * 100),
      months: n,
    });
    expect(payment).toBe(Math.round(pay * AED));
    expect(Math.abs(payment - textbookPayment(p * AED, b * AED, rate, n))).toBeLessThanOrEqual(0.5 + 1e-6);
  });

  it('charges a month of interest exactly, rounded half up', () => {
    // 1,000,000 fils at 6 %: 5,000 fils a month; 1 fils at 6 % is 0.005 fils (rounds to 0).
    expect(monthlyInterestFils(1_000_000, 600)).toBe(5_000);
    expect(monthlyInterestFils(1, 600)).toBe(0);
    // 100 fils at 6 %: 0.5 fils rounds half up to 1.
    expect(monthlyInterestFils(100, 600)).toBe(1);
    expect(monthlyInterestFils(1_234_567, 0)).toBe(0);
  });

  it('refuses a balloon above the principal and non-integer inputs', () => {
    expect(() => monthlyPaymentFils({ principalFils: 100, balloonFils: 101, annualRateBp: 0, months: 1 })).toThrow(
      RangeError,
    );
    expect(() => monthlyPaymentFils({ principalFils: 10.5, balloonFils: 0, annualRateBp: 0, months: 1 })).toThrow();
    expect(() => monthlyPaymentFils({ principalFils: 100, balloonFils: 0, annualRateBp: 0, months: 0 })).toThrow();
  });
});

describe('amortisation schedule', () => {
  it('a worked example: AED 36,000 over 36 months at 0 % with a AED 6,000 balloon', () => {
    const s = amortisationSchedule({ principalFils: 3_600_000, balloonFils: 600_000, annualRateBp: 0, months: 36 });
    expect(s.paymentFils).toBe(83_333);
    // 35 × 83,333 = 2,916,655; the last payment takes the rest down to the balloon.
    expect(s.lastPaymentFils).toBe(3_000_000 - 35 * 83_333);
    expect(s.rows).toHaveLength(36);
    expect(s.rows.at(-1)?.balanceFils).toBe(600_000);
    expect(s.totalInterestFils).toBe(0);
  });

  it('a worked example: AED 100,000 at 5 % over 60 months', () => {
    const s = amortisationSchedule({ principalFils: 10_000_000, balloonFils: 0, annualRateBp: 500, months: 60 });
    expect(s.rows[0]).toEqual({
      month: 1,
      paymentFils: 188_712,
      interestFils: 41_667,
      principalFils: 147_045,
      balanceFils: 9_852_955,
    });
    expect(s.rows.at(-1)?.balanceFils).toBe(0);
    // The textbook total interest is 60 × 1,887.123 − 100,000 ≈ AED 13,227.4.
    expect(Math.abs(s.totalInterestFils - 1_322_740)).toBeLessThan(100);
    expect(s.totalPaymentsFils).toBe(10_000_000 + s.totalInterestFils);
  });

  const loans = fc
    .record({
      principalFils: fc.integer({ min: 1, max: 2_000_000_000 }),
      balloonShare: fc.double({ min: 0, max: 1, noNaN: true }),
      annualRateBp: fc.integer({ min: 0, max: 3_000 }),
      months: fc.integer({ min: 1, max: 96 }),
    })
    .map(({ principalFils, balloonShare, annualRateBp, months }) => ({
      principalFils,
      balloonFils: Math.floor(principalFils * balloonShare),
      annualRateBp,
      months,
    }));

  it('repays exactly the principal less the balloon; payments are principal plus interest', () => {
    fc.assert(
      fc.property(loans, (loan) => {
        const s = amortisationSchedule(loan);
        expect(s.rows).toHaveLength(loan.months);
        expect(sum(s.rows.map((r) => r.principalFils))).toBe(loan.principalFils - loan.balloonFils);
        expect(s.rows.at(-1)?.balanceFils).toBe(loan.balloonFils);
        for (const r of s.rows) expect(r.paymentFils).toBe(r.principalFils + r.interestFils);
        expect(sum(s.rows.map((r) => r.paymentFils))).toBe(s.totalPaymentsFils);
        expect(sum(s.rows.map((r) => r.interestFils))).toBe(s.totalInterestFils);
      }),
    );
  });

  it('never lets the balance go negative or below the balloon, and keeps fils whole', () => {
    fc.assert(
      fc.property(loans, (loan) => {
        for (const r of amortisationSchedule(loan).rows) {
          expect(r.balanceFils).toBeGreaterThanOrEqual(loan.balloonFils);
          expect(r.balanceFils).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(r.interestFils) && Number.isInteger(r.principalFils)).toBe(true);
          expect(r.interestFils).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('keeps the last payment close to the level one (it only absorbs rounding, grown by interest)', () => {
    fc.assert(
      fc.property(loans, (loan) => {
        const s = amortisationSchedule(loan);
        // Each level payment is off by at most half a fils; the error compounds at the loan's rate.
        const bound = Math.ceil(loan.months * (1 + loan.annualRateBp / 120_000) ** loan.months);
        expect(Math.abs(s.lastPaymentFils - s.paymentFils)).toBeLessThanOrEqual(bound);
      }),
    );
  });

  it('at 0 % is (P − B) / n with no interest at all', () => {
    fc.assert(
      fc.property(loans, (loan) => {
        const s = amortisationSchedule({ ...loan, annualRateBp: 0 });
        expect(s.totalInterestFils).toBe(0);
        expect(Math.abs(s.paymentFils - (loan.principalFils - loan.balloonFils) / loan.months)).toBeLessThanOrEqual(
          0.5,
        );
      }),
    );
  });
});

describe('lease-to-own calculator', () => {
  it('a worked example: AED 120,000, 20 % down, 30 % balloon, 4.5 % over 36 months', () => {
    const r = leaseToOwn({
      priceFils: 12_000_000,
      downPaymentPct: 20,
      months: 36,
      annualRateBp: 450,
      balloon: { kind: 'percent', percent: 30 },
    });
    expect(r.downPaymentFils).toBe(2_400_000);
    expect(r.financedFils).toBe(9_600_000);
    expect(r.balloonFils).toBe(3_600_000);
    expect(r.monthlyPaymentFils).toBe(191_982);
    expect(r.schedule).toHaveLength(36);
    expect(r.schedule.at(-1)?.balanceFils).toBe(3_600_000);
    expect(r.totalPaidFils).toBe(r.downPaymentFils + sum(r.schedule.map((x) => x.paymentFils)) + r.balloonFils);
    expect(r.totalInterestFils).toBe(r.totalPaidFils - 12_000_000);
    expect(r.totalInterestFils).toBeGreaterThan(0);
  });

  it('takes the balloon in AED as well as in percent', () => {
    const base = { priceFils: 12_000_000, downPaymentPct: 20, months: 36, annualRateBp: 450 };
    const byPercent = leaseToOwn({ ...base, balloon: { kind: 'percent', percent: 30 } });
    const byAmount = leaseToOwn({ ...base, balloon: { kind: 'amount', fils: 3_600_000 } });
    expect(byAmount).toEqual(byPercent);
  });

  it('names what is wrong: down payment under 10 %, months outside 1..36, balloon above the financed amount', () => {
    const ok = {
      priceFils: 10_000_000,
      downPaymentPct: 10,
      months: 36,
      annualRateBp: 400,
      balloon: { kind: 'amount' as const, fils: 0 },
    };
    expect(leaseToOwnProblems(ok)).toEqual([]);
    expect(leaseToOwnProblems({ ...ok, downPaymentPct: 9.99 })).toEqual(['downPayment']);
    expect(leaseToOwnProblems({ ...ok, months: 37 })).toEqual(['months']);
    expect(leaseToOwnProblems({ ...ok, months: 0 })).toEqual(['months']);
    expect(leaseToOwnProblems({ ...ok, priceFils: 0 })).toEqual(['price']);
    expect(leaseToOwnProblems({ ...ok, annualRateBp: -1 })).toEqual(['rate']);
    expect(leaseToOwnProblems({ ...ok, balloon: { kind: 'amount', fils: 9_000_001 } })).toEqual(['balloon']);
    expect(leaseToOwnProblems({ ...ok, balloon: { kind: 'percent', percent: 90 } })).toEqual([]);
    expect(() => leaseToOwn({ ...ok, months: 37 })).toThrow(RangeError);
  });

  it('pays less each month, and no more in total, when the down payment rises', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 500_000_000 }),
        fc.integer({ min: 10, max: 70 }),
        fc.integer({ min: 1, max: 19 }),
        fc.integer({ min: 1, max: 36 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 0, max: 10 }),
        (priceFils, down, extra, months, annualRateBp, balloonPct) => {
          const at = (downPaymentPct: number) =>
            leaseToOwn({
              priceFils,
              downPaymentPct,
              months,
              annualRateBp,
              balloon: { kind: 'percent', percent: balloonPct },
            });
          const low = at(down);
          const high = at(down + extra);
          expect(high.monthlyPaymentFils).toBeLessThanOrEqual(low.monthlyPaymentFils);
          expect(high.totalInterestFils).toBeLessThanOrEqual(low.totalInterestFils + months);
        },
      ),
    );
  });
});

describe('car-loan comparison', () => {
  it('a flat rate: AED 100,000 at 3.75 % flat over 5 years', () => {
    const flat = flatLoan(10_000_000, 375, 60);
    expect(flat.totalInterestFils).toBe(1_875_000);
    expect(flat.paymentFils).toBe(197_917);
    expect(flat.lastPaymentFils).toBe(11_875_000 - 59 * 197_917);
    expect(flat.totalPaymentsFils).toBe(11_875_000);
  });

  it('3.75 % flat is about 7 % on a reducing balance over 5 years (DOMAIN-NOTES: "about 7.5 %")', () => {
    const apr = flatToReducingRatePct(3.75, 60);
    expect(apr).toBeGreaterThan(6.5);
    expect(apr).toBeLessThan(7.5);
    expect(apr).toBeCloseTo(6.98, 2);
    // And back: the reducing payment at that rate is the flat instalment.
    expect(textbookPayment(100_000, 0, apr, 60)).toBeCloseTo(118_750 / 60, 6);
  });

  it('a flat rate is always more than the same reducing rate, and 0 % flat is 0 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 2, max: 96 }), (bp, months) => {
        expect(flatToReducingRatePct(bp / 100, months)).toBeGreaterThan(bp / 100);
      }),
    );
    expect(flatToReducingRatePct(0, 60)).toBe(0);
  });

  it('compares a flat and a reducing offer side by side with the Central Bank warnings', () => {
    const base = { priceFils: 15_000_000, months: 48 };
    const flat = compareLoanOffer({ ...base, downPaymentFils: 3_000_000, rateType: 'flat', annualRateBp: 299 });
    const reducing = compareLoanOffer({ ...base, downPaymentFils: 3_000_000, rateType: 'reducing', annualRateBp: 549 });
    expect(flat.loanFils).toBe(12_000_000);
    expect(flat.totalInterestFils).toBe(1_435_200);
    expect(flat.totalPaidFils).toBe(3_000_000 + 12_000_000 + 1_435_200);
    expect(flat.reducingRatePct).toBeGreaterThan(5.4);
    expect(reducing.reducingRatePct).toBe(5.49);
    expect(flat.warnings).toEqual([]);
    // 10 % down finances 90 % of the value; 72 months is beyond 60.
    const risky = compareLoanOffer({
      ...base,
      months: 72,
      downPaymentFils: 1_500_000,
      rateType: 'flat',
      annualRateBp: 299,
    });
    expect(risky.warnings).toEqual(['loanToValue', 'term']);
    const atLimit = compareLoanOffer({
      ...base,
      months: CB_MAX_LOAN_MONTHS,
      downPaymentFils: 3_000_000,
      rateType: 'reducing',
      annualRateBp: 549,
    });
    expect(atLimit.warnings).toEqual([]);
  });
});

describe('lease offer quote (longtermSelect)', () => {
  /** Nissan Sunny 2024: AED 65,000; 1,599 / 1,399 / 1,299 a month for 12 / 24 / 36 months. */
  const sunny: LeaseOfferTerms = {
    priceFils: 6_500_000,
    terms: [
      { months: 12, monthlyFils: 159_900 },
      { months: 24, monthlyFils: 139_900 },
      { months: 36, monthlyFils: 129_900 },
    ],
    minDownPaymentPct: 10,
    annualRateBp: 499,
    leaseToOwn: true,
    balloonPct: 30,
  };

  it('at the minimum down payment a plain lease pays the advertised rent', () => {
    expect(leaseOfferQuote(sunny, { months: 36, downPaymentPct: 10, leaseToOwn: false })).toEqual({
      months: 36,
      downPaymentPct: 10,
      leaseToOwn: false,
      downPaymentFils: 650_000,
      monthlyFils: 129_900,
      balloonFils: 0,
      totalFils: 650_000 + 36 * 129_900,
    });
    expect(fromMonthlyFils(sunny.terms)).toBe(129_900);
  });

  it('a larger down payment lowers the rent, never below zero', () => {
    const more = leaseOfferQuote(sunny, { months: 12, downPaymentPct: 30, leaseToOwn: false });
    expect(more.monthlyFils).toBeLessThan(159_900);
    expect(more.downPaymentFils).toBe(1_950_000);
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 89 }), fc.constantFrom(12, 24, 36), fc.boolean(), (down, months, own) => {
        const fits = leaseOfferProblems(sunny, { months, downPaymentPct: down + 1, leaseToOwn: own }).length === 0;
        fc.pre(fits);
        const a = leaseOfferQuote(sunny, { months, downPaymentPct: down, leaseToOwn: own });
        const b = leaseOfferQuote(sunny, { months, downPaymentPct: down + 1, leaseToOwn: own });
        expect(b.monthlyFils).toBeLessThanOrEqual(a.monthlyFils);
        expect(b.monthlyFils).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('lease-to-own finances the price less the down payment down to the balloon', () => {
    const q = leaseOfferQuote(sunny, { months: 36, downPaymentPct: 10, leaseToOwn: true });
    expect(q.balloonFils).toBe(1_950_000);
    expect(q.monthlyFils).toBe(
      monthlyPaymentFils({ principalFils: 5_850_000, balloonFils: 1_950_000, annualRateBp: 499, months: 36 }),
    );
    expect(q.totalFils).toBeGreaterThan(6_500_000);
  });

  it('refuses a term the offer does not have, a down payment under its minimum, and lease-to-own where not offered', () => {
    expect(leaseOfferProblems(sunny, { months: 6, downPaymentPct: 10, leaseToOwn: false })).toEqual(['months']);
    expect(
      leaseOfferProblems({ ...sunny, minDownPaymentPct: 20 }, { months: 12, downPaymentPct: 15, leaseToOwn: false }),
    ).toEqual(['downPayment']);
    expect(
      leaseOfferProblems({ ...sunny, leaseToOwn: false }, { months: 12, downPaymentPct: 10, leaseToOwn: true }),
    ).toEqual(['leaseToOwn']);
    // 80 % down plus a 30 % balloon is more than the car.
    expect(leaseOfferProblems(sunny, { months: 12, downPaymentPct: 80, leaseToOwn: true })).toEqual(['downPayment']);
    expect(() => leaseOfferQuote(sunny, { months: 6, downPaymentPct: 10, leaseToOwn: false })).toThrow(RangeError);
  });
});
