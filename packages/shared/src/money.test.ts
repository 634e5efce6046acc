import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CODES } from './i18n/languages';
import {
  currencySymbol,
  filsToDecimalString,
  formatAed,
  formatNumber,
  intlLocale,
  MAX_AMOUNT_FILS,
  parseAmountToFils,
} from './money';

/** Spaces of any kind (Intl uses no-break spaces) as plain spaces. */
const sp = (s: string) => s.replace(/\s/g, ' ');

/** Western digits of a formatted string, whatever digits the locale uses. */
const digitsOf = (s: string) =>
  s
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '');

describe('parseAmountToFils', () => {
  it.each([
    ['0', 0n],
    ['0.00', 0n],
    ['0.01', 1n],
    ['0.1', 10n],
    ['1', 100n],
    ['12.5', 1250n],
    ['12.50', 1250n],
    ['12.05', 1205n],
    [' 7 ', 700n],
    ['1000000', 100000000n],
    ['100000000000', MAX_AMOUNT_FILS],
  ])('%j -> %s', (input, fils) => {
    expect(parseAmountToFils(input)).toBe(fils);
  });

  it('refuses amounts above the bound, which keeps sums exact in JSON numbers and int8 columns', () => {
    expect(MAX_AMOUNT_FILS).toBe(10n ** 13n);
    expect(MAX_AMOUNT_FILS * 900n).toBeLessThan(BigInt(Number.MAX_SAFE_INTEGER));
    expect(parseAmountToFils('100000000000.01')).toBeNull();
    expect(parseAmountToFils('900000000000000')).toBeNull();
    expect(parseAmountToFils('123456789012345678901.99')).toBeNull();
    expect(parseAmountToFils('9'.repeat(400))).toBeNull();
  });

  it('takes a tighter bound when a field has one', () => {
    expect(parseAmountToFils('100', 10_000n)).toBe(10_000n);
    expect(parseAmountToFils('100.01', 10_000n)).toBeNull();
  });

  it.each([
    '',
    ' ',
    '-1',
    '-0.5',
    '+1',
    '1.234',
    '12.',
    '.5',
    '01',
    '1e3',
    '1,000',
    '1 000',
    'abc',
    '12a',
    'NaN',
    'Infinity',
    '0x10',
    '١٢',
  ])('rejects %j', (input) => {
    expect(parseAmountToFils(input)).toBeNull();
  });

  it('rejects non-strings at run time', () => {
    expect(parseAmountToFils(12.5 as unknown as string)).toBeNull();
  });
});

describe('filsToDecimalString', () => {
  it.each([
    [0n, '0.00'],
    [1n, '0.01'],
    [10n, '0.10'],
    [100n, '1.00'],
    [1250n, '12.50'],
    [1205, '12.05'],
    [-5n, '-0.05'],
    [-1250n, '-12.50'],
    [12345678901234567890199n, '123456789012345678901.99'],
  ])('%s -> %s', (fils, text) => {
    expect(filsToDecimalString(fils)).toBe(text);
  });

  it('refuses fractional numbers', () => {
    expect(() => filsToDecimalString(12.5)).toThrow(RangeError);
    expect(() => filsToDecimalString(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });

  it('round-trips with parseAmountToFils for any non-negative fils', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_AMOUNT_FILS }), (fils) => {
        expect(parseAmountToFils(filsToDecimalString(fils))).toBe(fils);
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips from text with two decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: MAX_AMOUNT_FILS / 100n - 1n }),
        fc.integer({ min: 0, max: 99 }),
        (whole, cents) => {
          const text = `${whole}.${String(cents).padStart(2, '0')}`;
          const fils = parseAmountToFils(text);
          expect(fils).not.toBeNull();
          expect(filsToDecimalString(fils as bigint)).toBe(text);
        },
      ),
    );
  });
});

describe('intlLocale', () => {
  it('maps every language', () => {
    expect(LANGUAGE_CODES.map(intlLocale)).toEqual(['en-AE', 'ar-AE', 'zh-CN', 'zh-TW', 'ja-JP', 'fr-FR', 'ru-RU']);
  });
});

describe('formatAed', () => {
  it('formats English as AED with grouping and two decimals', () => {
    expect(sp(formatAed(123450n, 'en'))).toBe('AED 1,234.50');
    expect(sp(formatAed(5, 'en'))).toBe('AED 0.05');
    expect(sp(formatAed(0n, 'en'))).toBe('AED 0.00');
  });

  it('formats Arabic with the dirham sign and the digits Intl gives', () => {
    const text = formatAed(123450n, 'ar');
    expect(text).toMatch(/د\.إ/);
    expect(digitsOf(text)).toBe('123450');
    expect(text).toBe(new Intl.NumberFormat('ar-AE', { style: 'currency', currency: 'AED' }).format(1234.5));
  });

  it('formats Japanese, Chinese, French and Russian with the expected digits', () => {
    for (const lang of ['ja', 'zh-CN', 'zh-TW', 'fr', 'ru'] as const) {
      const text = formatAed(123450n, lang);
      expect(digitsOf(text), lang).toBe('123450');
      expect(text, lang).toMatch(/AED/);
    }
    expect(sp(formatAed(123450n, 'ja'))).toBe('AED 1,234.50');
    expect(sp(formatAed(123450n, 'fr'))).toBe('1 234,50 AED');
  });

  it('keeps every digit of very large amounts', () => {
    expect(sp(formatAed(12345678901234567890199n, 'en'))).toBe('AED 123,456,789,012,345,678,901.99');
  });

  it('formats negatives', () => {
    expect(sp(formatAed(-1250n, 'en'))).toMatch(/^-AED ?12\.50$/);
  });
});

describe('formatAed with a sign', () => {
  const LRM = '\u200e';

  it('marks credits with a plus and debits with a minus where the locale puts them, zero without a sign', () => {
    expect(sp(formatAed(500000n, 'en', { sign: 'exceptZero' }))).toBe('+AED 5,000.00');
    expect(sp(formatAed(-500000n, 'en', { sign: 'exceptZero' }))).toBe('-AED 5,000.00');
    expect(sp(formatAed(0n, 'en', { sign: 'exceptZero' }))).toBe('AED 0.00');
    expect(sp(formatAed(0n, 'en', { sign: 'always' }))).toBe('+AED 0.00');
    expect(sp(formatAed(500000n, 'fr', { sign: 'exceptZero' }))).toBe('+5 000,00 AED');
    expect(sp(formatAed(500000n, 'ru', { sign: 'exceptZero' }))).toBe('+5 000,00 AED');
  });

  it('keeps the Arabic sign glued before the digits with a left-to-right mark (never "5,000.00+ د.إ.")', () => {
    for (const fils of [500000n, -500000n]) {
      const text = formatAed(fils, 'ar', { sign: 'exceptZero' });
      const sign = fils > 0n ? '+' : '-';
      const at = text.indexOf(sign);
      expect(at, text).toBeGreaterThan(0);
      expect(text[at - 1], JSON.stringify(text)).toBe(LRM);
      expect(digitsOf(text.slice(at))).toBe('500000');
      expect(text).toMatch(/د\.إ/);
      // The sign comes before the number in reading order, as Intl places it, not appended.
      expect(text.replace(/[\u200e\u200f\u061c]/g, '').startsWith(sign)).toBe(true);
    }
    // Unsigned Arabic amounts are Intl's text unchanged.
    expect(formatAed(123450n, 'ar')).toBe(
      new Intl.NumberFormat('ar-AE', { style: 'currency', currency: 'AED' }).format(1234.5),
    );
  });

  it("adds the left-to-right mark where an engine's Arabic data has none (as some WebViews give)", () => {
    const bare: Intl.NumberFormatPart[] = [
      { type: 'literal', value: '\u200f' },
      { type: 'plusSign', value: '+' },
      { type: 'integer', value: '5' },
      { type: 'group', value: ',' },
      { type: 'integer', value: '000' },
      { type: 'decimal', value: '.' },
      { type: 'fraction', value: '00' },
      { type: 'literal', value: '\u00a0' },
      { type: 'currency', value: 'د.إ.' },
    ];
    const spy = vi.spyOn(Intl.NumberFormat.prototype, 'formatToParts').mockReturnValue(bare);
    try {
      expect(formatAed(500000n, 'ar', { sign: 'exceptZero' })).toBe('\u200f\u200e+5,000.00\u00a0د.إ.');
      // Left-to-right languages get Intl's text as it is.
      expect(formatAed(500000n, 'en', { sign: 'exceptZero' })).toBe('\u200f+5,000.00\u00a0د.إ.');
    } finally {
      spy.mockRestore();
    }
  });

  it('formats whole dirhams for headline prices, rounding the fils', () => {
    expect(sp(formatAed(12000000n, 'en', { whole: true }))).toBe('AED 120,000');
    expect(sp(formatAed(12000050n, 'en', { whole: true }))).toBe('AED 120,001');
    expect(sp(formatAed(12000049n, 'fr', { whole: true }))).toBe('120 000 AED');
  });
});

describe('currencySymbol', () => {
  it('is what Intl writes beside an amount in each language', () => {
    expect(currencySymbol('en')).toBe('AED');
    expect(currencySymbol('fr')).toBe('AED');
    expect(currencySymbol('ar')).toMatch(/^د\.إ\.?$/);
    for (const lang of LANGUAGE_CODES) expect(formatAed(100n, lang)).toContain(currencySymbol(lang));
  });
});

describe('formatNumber', () => {
  it('groups per locale', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567n, 'ja')).toBe('1,234,567');
    expect(digitsOf(formatNumber(1234567, 'ar'))).toBe('1234567');
    expect(sp(formatNumber(1234567, 'ru'))).toBe('1 234 567');
  });
});
