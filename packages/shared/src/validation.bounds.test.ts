import { describe, expect, it } from 'vitest';
import * as shared from './index';
import { MAX_AMOUNT_FILS, MAX_AMOUNT_FILS_NUMBER } from './money';
import { RENTAL_EXCESS_KM_MAX_FILS, RENTAL_PRICE_MAX_FILS, rentalCarInput } from './rentals/rentals.schema';
import { amountSchema, cursorSchema, filsSchema, hasForbiddenCharacters, moneySchema, textSchema } from './validation';

const messageOf = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('moneySchema', () => {
  it('accepts the largest allowed amount and refuses one fils more', () => {
    expect(amountSchema.safeParse('100000000000').success).toBe(true);
    expect(amountSchema.safeParse('100000000000.00').success).toBe(true);
    const over = amountSchema.safeParse('100000000000.01');
    expect(messageOf(over)).toBe('validation:amountTooLarge');
    expect(over.error?.issues[0]).toMatchObject({ params: { max: '100000000000.00' } });
    expect(messageOf(amountSchema.safeParse('9'.repeat(400)))).toBe('validation:amountTooLarge');
  });

  it('keeps its other keys: junk is `amount`, zero is `amount` or `positive`', () => {
    expect(messageOf(amountSchema.safeParse('1.234'))).toBe('validation:amount');
    expect(messageOf(amountSchema.safeParse('0'))).toBe('validation:amount');
    expect(messageOf(moneySchema({ zeroKey: 'validation:positive' }).safeParse('0.00'))).toBe('validation:positive');
  });

  it('takes a tighter bound per field', () => {
    const price = rentalCarInput.shape.dailyPrice;
    const max = String(RENTAL_PRICE_MAX_FILS / 100n);
    expect(price.safeParse(max).success).toBe(true);
    expect(messageOf(price.safeParse(`${max}.01`))).toBe('validation:amountTooLarge');
    const km = rentalCarInput.shape.excessKmPrice;
    expect(km.safeParse(String(RENTAL_EXCESS_KM_MAX_FILS / 100n)).success).toBe(true);
    expect(km.safeParse(`${RENTAL_EXCESS_KM_MAX_FILS / 100n}.01`).success).toBe(false);
  });

  it('keeps a rental quote at the bounds inside safe integers', () => {
    const max = RENTAL_PRICE_MAX_FILS;
    const quote = shared.quoteRental({
      pickupAt: '2030-01-01T00:00:00Z',
      returnAt: '2032-12-31T00:00:00Z',
      car: { dailyFils: max, weeklyFils: max, monthlyFils: max, depositFils: max },
      extras: ['chauffeur', 'guide', 'delivery'],
      pricing: { vatBp: 500, chauffeurPerDayFils: 100_000, guidePerDayFils: 100_000, deliveryFils: 100_000 },
      now: '2029-01-01T00:00:00Z',
    });
    expect(filsSchema.safeParse(quote.totalFils).success).toBe(true);
    expect(shared.rentalQuoteSchema.safeParse(quote).success).toBe(true);
  });
});

describe('filsSchema', () => {
  it('takes exact integers only', () => {
    expect(filsSchema.safeParse(MAX_AMOUNT_FILS_NUMBER).success).toBe(true);
    expect(filsSchema.safeParse(-MAX_AMOUNT_FILS_NUMBER).success).toBe(true);
    expect(filsSchema.safeParse(Number.MAX_SAFE_INTEGER + 1).success).toBe(false);
    expect(filsSchema.safeParse(1.5).success).toBe(false);
    expect(MAX_AMOUNT_FILS).toBe(BigInt(MAX_AMOUNT_FILS_NUMBER));
  });
});

describe('textSchema', () => {
  const line = textSchema({ max: 20 });
  const lines = textSchema({ max: 20, multiline: true });

  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007b'],
    ['escape', '\u001b[31m'],
    ['DEL', 'a\u007fb'],
    ['C1 (NEL)', 'a\u0085b'],
    ['C1 (CSI)', 'a\u009bb'],
    ['lone high surrogate', 'a\ud83db'],
    ['lone low surrogate', 'a\ude00b'],
    ['trailing high surrogate', 'ab\ud83d'],
  ])('refuses %s in any text', (_name, value) => {
    expect(messageOf(line.safeParse(value))).toBe('validation:controlCharacters');
    expect(messageOf(lines.safeParse(value))).toBe('validation:controlCharacters');
  });

  it('allows tab and line breaks only in multi-line text', () => {
    expect(lines.parse('one\r\ntwo\tthree')).toBe('one\r\ntwo\tthree');
    expect(messageOf(line.safeParse('one\ntwo'))).toBe('validation:controlCharacters');
  });

  it('keeps what people type: Arabic, CJK, emoji, accents', () => {
    for (const v of ['سيارة جميلة', '丰田陆地巡洋舰', 'ランクル', 'Très bien 🚗👍🏽', 'Привет']) {
      expect(line.parse(v)).toBe(v);
      expect(hasForbiddenCharacters(v)).toBe(false);
    }
  });

  it('trims, then checks required and lengths', () => {
    const named = textSchema({ min: 1, max: 3 });
    expect(named.parse('  ab ')).toBe('ab');
    expect(messageOf(named.safeParse('   '))).toBe('validation:required');
    expect(messageOf(named.safeParse('abcd'))).toBe('validation:maxLength');
    expect(messageOf(textSchema({ min: 3, max: 9 }).safeParse('ab'))).toBe('validation:minLength');
  });
});

describe('request schemas use the shared text schema', () => {
  // Every request schema of the shared package, with a NUL put into each of its text fields.
  const cases: [string, unknown, Record<string, unknown>][] = [
    ['updateProfileBody', shared.updateProfileBody, { nickname: 'a\u0000' }],
    ['registerBody.nickname', shared.registerBody, { nickname: 'a\u0000' }],
    ['createBankAccountBody', shared.createBankAccountBody, { holderName: 'a\u0000', iban: 'AE07', bankName: 'x' }],
    ['rejectWithdrawalBody', shared.rejectWithdrawalBody, { reason: 'a\u0000' }],
    ['leaseDemandBody', shared.leaseDemandBody, { contactName: 'a\u0000' }],
    ['driverInput', shared.driverInput, { name: 'a\u0000' }],
    ['shopListQuery', shared.shopListQuery, { q: 'a\u0000' }],
    ['openShopBody', shared.openShopBody, { name: 'a\u0000b' }],
    ['listingInput', shared.listingInput, { description: 'a\u0000' }],
    ['listingSearchQuery', shared.listingSearchQuery, { q: 'a\u0000' }],
    ['rentalSearchQuery', shared.rentalSearchQuery, { brandId: 'a\u0000' }],
    ['bookingListQuery', shared.bookingListQuery, { q: 'a\u0000' }],
    ['regionSearchQuery', shared.regionSearchQuery, { q: 'a\u0000' }],
    ['brandsQuery', shared.brandsQuery, { q: 'a\u0000' }],
    ['depositRef', shared.createDepositBody, { ref: { type: 'a\u0000', id: 'x' } }],
  ];
  it.each(cases)('%s refuses NUL', (_name, schema, value) => {
    const result = (schema as { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }).safeParse(
      value,
    );
    expect(result.error?.issues.map((i) => i.message)).toContain('validation:controlCharacters');
  });
});

describe('cursorSchema', () => {
  it('takes base64url text up to 512 characters', () => {
    expect(cursorSchema.safeParse('MjAyNi0wMS0wMVQwMDowMDowMC4wMDBafGFiYw').success).toBe(true);
    expect(cursorSchema.safeParse('a'.repeat(513)).success).toBe(false);
    expect(cursorSchema.safeParse('abc\u0000').success).toBe(false);
    expect(cursorSchema.safeParse('a+b/c=').success).toBe(false);
  });
});
