import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_FILS_NUMBER } from '../money';
import {
  type AuctionFeeTable,
  allInPrice,
  biddingLimitForEarnest,
  DEFAULT_AUCTION_FEES,
  earnestMoneyFils,
  hammerForAllIn,
  validateAuctionFeeTable,
} from './fees';

const AED = 100;

/** A table with no premium minimum, no admin fee and no VAT unless a test sets them. */
const bare: AuctionFeeTable = {
  buyerPremiumBps: 0,
  buyerPremiumMinFils: 0,
  buyerPremiumMaxFils: null,
  adminFeeTiers: [{ upToFils: null, feeFils: 0 }],
  vatBps: 0,
};

describe('allInPrice', () => {
  it('itemises a AED 10,000 hammer: 4.5% premium, AED 500 admin fee, 5% VAT on all three', () => {
    expect(allInPrice(10_000 * AED)).toEqual({
      hammerFils: 1_000_000,
      buyerPremiumFils: 45_000,
      adminFeeFils: 50_000,
      vatFils: 54_750, // 5% of 1,095,000
      totalFils: 1_149_750,
    });
  });

  it('charges VAT on the premium and the admin fee as well as the hammer price', () => {
    const noVat = allInPrice(10_000 * AED, { ...DEFAULT_AUCTION_FEES, vatBps: 0 });
    const lines = allInPrice(10_000 * AED);
    expect(lines.vatFils).toBe((noVat.totalFils * 5) / 100);
  });

  it.each([
    [0, 100],
    [500, 100],
    [500.01, 200],
    [1_000, 200],
    [1_000.01, 300],
    [2_000, 300],
    [2_000.01, 500],
    [1_000_000, 500],
  ])('at a hammer of AED %d the admin fee is AED %d (a tier includes its upper bound)', (aed, fee) => {
    expect(allInPrice(Math.round(aed * AED)).adminFeeFils).toBe(fee * AED);
  });

  it.each([
    [0, 25_000], // the minimum, AED 250
    [555_566, 25_000], // 4.5% is 25,000.47: rounds to the minimum
    [555_567, 25_001], // 25,000.515 rounds half up
    [30_000_000, 1_350_000],
    [33_333_322, 1_499_999],
    [33_333_323, 1_500_000], // 1,499,999.535 rounds up to the cap
    [100_000_000, 1_500_000], // the cap, AED 15,000
  ])("at a hammer of %d fils the buyer's premium is %d fils", (hammer, premium) => {
    expect(allInPrice(hammer).buyerPremiumFils).toBe(premium);
  });

  it('rounds each line half up to the fil and adds the lines exactly', () => {
    const premiumOnly = { ...bare, buyerPremiumBps: 450 };
    expect(allInPrice(100, premiumOnly).buyerPremiumFils).toBe(5); // 4.5
    expect(allInPrice(99, premiumOnly).buyerPremiumFils).toBe(4); // 4.455
    expect(allInPrice(1_111, premiumOnly).buyerPremiumFils).toBe(50); // 49.995
    const vatOnly = { ...bare, vatBps: 500 };
    expect(allInPrice(10, vatOnly).vatFils).toBe(1); // 0.5
    expect(allInPrice(9, vatOnly).vatFils).toBe(0); // 0.45
    expect(allInPrice(30, vatOnly).vatFils).toBe(2); // 1.5
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_FILS_NUMBER }), (hammer) => {
        const p = allInPrice(hammer);
        expect(p.totalFils).toBe(p.hammerFils + p.buyerPremiumFils + p.adminFeeFils + p.vatFils);
        expect(Number.isSafeInteger(p.totalFils)).toBe(true);
        // 5% is a twentieth: 20 × VAT is within 10 fils of the base, and an exact half goes up.
        const off = 20 * p.vatFils - (p.hammerFils + p.buyerPremiumFils + p.adminFeeFils);
        expect(off).toBeGreaterThan(-10);
        expect(off).toBeLessThanOrEqual(10);
      }),
    );
  });

  it('never costs less for a higher hammer price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (h, more) => {
        expect(allInPrice(h + more).totalFils).toBeGreaterThanOrEqual(allInPrice(h).totalFils);
      }),
    );
  });

  it('refuses amounts that are not whole fils within the bound', () => {
    expect(() => allInPrice(-1)).toThrow(RangeError);
    expect(() => allInPrice(1.5)).toThrow(RangeError);
    expect(() => allInPrice(MAX_AMOUNT_FILS_NUMBER + 1)).toThrow(RangeError);
  });
});

describe('hammerForAllIn', () => {
  it('finds the hammer price of an all-in amount exactly', () => {
    expect(hammerForAllIn(1_149_750)).toBe(1_000_000);
    expect(hammerForAllIn(1_149_749)).toBe(999_999);
    expect(allInPrice(999_999).totalFils).toBe(1_149_749);
  });

  it('stays below an admin fee tier while the all-in amount does not pay for the step', () => {
    const atTier = allInPrice(500 * AED).totalFils;
    const overTier = allInPrice(500 * AED + 1).totalFils;
    expect(overTier - atTier).toBeGreaterThan(100 * AED);
    expect(hammerForAllIn(overTier - 1)).toBe(500 * AED);
    expect(hammerForAllIn(overTier)).toBe(500 * AED + 1);
  });

  it('is 0 when even a hammer of 0 costs more', () => {
    const zero = allInPrice(0).totalFils;
    expect(zero).toBe(36_750); // AED 250 premium + AED 100 admin fee + 5% VAT
    expect(hammerForAllIn(zero - 1)).toBe(0);
    expect(hammerForAllIn(0)).toBe(0);
  });

  it('is the largest hammer price within the amount: all-in(H) <= T < all-in(H + 1)', () => {
    const zero = allInPrice(0).totalFils;
    const totals = fc.oneof(
      fc.integer({ min: zero, max: 1_000_000 }),
      fc.integer({ min: zero, max: 100_000_000_000 }),
      fc.integer({ min: zero, max: MAX_AMOUNT_FILS_NUMBER }),
    );
    fc.assert(
      fc.property(totals, (total) => {
        const hammer = hammerForAllIn(total);
        expect(allInPrice(hammer).totalFils).toBeLessThanOrEqual(total);
        expect(total).toBeLessThan(allInPrice(hammer + 1).totalFils);
      }),
    );
  });

  it('uses the table it is given and stops at the largest hammer price', () => {
    expect(hammerForAllIn(12_345, bare)).toBe(12_345);
    expect(hammerForAllIn(Number.MAX_SAFE_INTEGER, bare)).toBe(MAX_AMOUNT_FILS_NUMBER);
  });
});

describe('validateAuctionFeeTable', () => {
  it('accepts the default table', () => {
    expect(() => validateAuctionFeeTable(DEFAULT_AUCTION_FEES)).not.toThrow();
  });

  it.each<[string, Partial<AuctionFeeTable>]>([
    ['a negative rate', { buyerPremiumBps: -1 }],
    ['a fractional VAT rate', { vatBps: 2.5 }],
    ['a cap below the minimum', { buyerPremiumMinFils: 1_000, buyerPremiumMaxFils: 999 }],
    ['no admin tiers', { adminFeeTiers: [] }],
    ['an admin table without an open last tier', { adminFeeTiers: [{ upToFils: 100, feeFils: 1 }] }],
    [
      'admin bounds out of order',
      {
        adminFeeTiers: [
          { upToFils: 500, feeFils: 1 },
          { upToFils: 400, feeFils: 2 },
          { upToFils: null, feeFils: 3 },
        ],
      },
    ],
    [
      'an admin fee that falls',
      {
        adminFeeTiers: [
          { upToFils: 500, feeFils: 5 },
          { upToFils: null, feeFils: 3 },
        ],
      },
    ],
  ])('refuses %s', (_name, change) => {
    expect(() => validateAuctionFeeTable({ ...DEFAULT_AUCTION_FEES, ...change })).toThrow(RangeError);
    expect(() => allInPrice(100, { ...DEFAULT_AUCTION_FEES, ...change })).toThrow(RangeError);
  });
});

describe('earnestMoneyFils', () => {
  it.each([
    [100_000, 20_000], // 20%
    [25_000, 5_000], // 20% is the floor exactly
    [20_000, 5_000], // 20% is AED 4,000: the floor
    [5_000, 5_000],
    [3_000, 3_000], // never more than the limit
    [0, 0],
  ])('a limit of AED %d holds AED %d', (limit, hold) => {
    expect(earnestMoneyFils(limit * AED)).toBe(hold * AED);
  });

  it('rounds the rate up to the fil, so the hold is never below it', () => {
    expect(earnestMoneyFils(2_500_001)).toBe(500_001); // 500,000.2
    expect(earnestMoneyFils(2_500_005)).toBe(500_001);
  });

  it('takes a rate and a floor (a VIP plan names a lower rate)', () => {
    expect(earnestMoneyFils(100_000 * AED, { rateBps: 1_000 })).toBe(10_000 * AED);
    expect(earnestMoneyFils(10_000 * AED, { floorFils: 0 })).toBe(2_000 * AED);
    expect(() => earnestMoneyFils(100, { rateBps: 10_001 })).toThrow(RangeError);
    expect(() => earnestMoneyFils(100, { floorFils: -1 })).toThrow(RangeError);
    expect(() => earnestMoneyFils(-1)).toThrow(RangeError);
  });
});

describe('biddingLimitForEarnest', () => {
  it.each([
    [500_000, 2_500_000],
    [500_001, 2_500_005],
    [2_000_000, 10_000_000],
    [499_999, 499_999], // below the floor a deposit buys a limit of the same amount
    [0, 0],
  ])('a deposit of %d fils allows a limit of %d fils', (deposit, limit) => {
    expect(biddingLimitForEarnest(deposit)).toBe(limit);
  });

  it('reaches the largest amount when the rate is 0 and the floor is paid', () => {
    expect(biddingLimitForEarnest(500_000, { rateBps: 0 })).toBe(MAX_AMOUNT_FILS_NUMBER);
    expect(biddingLimitForEarnest(499_999, { rateBps: 0 })).toBe(499_999);
  });

  it('is the largest limit whose hold fits the deposit', () => {
    const rules = fc.record({
      rateBps: fc.integer({ min: 1, max: 10_000 }),
      floorFils: fc.integer({ min: 0, max: 1e9 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), rules, (deposit, rule) => {
        const limit = biddingLimitForEarnest(deposit, rule);
        expect(earnestMoneyFils(limit, rule)).toBeLessThanOrEqual(deposit);
        if (limit < MAX_AMOUNT_FILS_NUMBER) expect(earnestMoneyFils(limit + 1, rule)).toBeGreaterThan(deposit);
        expect(biddingLimitForEarnest(earnestMoneyFils(limit, rule), rule)).toBe(limit);
      }),
    );
  });
});
