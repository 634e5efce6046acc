import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ibanChecksumValid, isUaeIban, normalizeIban } from './validation';

/** Builds a valid UAE IBAN for a 19-digit BBAN by computing its check digits (98 - mod 97). */
function uaeIban(bban: string): string {
  const numeric = `${bban}101400`; // "AE" is 10 14, then "00" for the check digits
  let remainder = 0;
  for (const d of numeric) remainder = (remainder * 10 + Number(d)) % 97;
  return `AE${String(98 - remainder).padStart(2, '0')}${bban}`;
}

describe('UAE IBAN', () => {
  it('accepts published examples, with spaces and in lower case', () => {
    expect(isUaeIban('AE070331234567890123456')).toBe(true);
    expect(isUaeIban('AE07 0331 2345 6789 0123 456')).toBe(true);
    expect(isUaeIban('ae070331234567890123456')).toBe(true);
    expect(isUaeIban('AE460090000000123456789')).toBe(true);
  });

  it('refuses a wrong check digit, wrong length, other countries and junk', () => {
    expect(isUaeIban('AE080331234567890123456')).toBe(false);
    expect(isUaeIban('AE07033123456789012345')).toBe(false);
    expect(isUaeIban('AE0703312345678901234567')).toBe(false);
    expect(isUaeIban('GB82WEST12345698765432')).toBe(false);
    expect(isUaeIban('AE07033123456789012345X')).toBe(false);
    expect(isUaeIban('')).toBe(false);
    expect(isUaeIban('AE07-0331-2345-6789-0123-456')).toBe(false);
  });

  it('checks other countries with the same ISO 13616 rule', () => {
    expect(ibanChecksumValid('GB82WEST12345698765432')).toBe(true);
    expect(ibanChecksumValid('GB83WEST12345698765432')).toBe(false);
  });

  it('normalises spaces and case', () => {
    expect(normalizeIban(' ae07 0331 2345\t6789 0123 456 ')).toBe('AE070331234567890123456');
  });

  it('accepts every IBAN with computed check digits and catches any single changed digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{19}$/), fc.nat(18), fc.integer({ min: 1, max: 9 }), (bban, pos, shift) => {
        const iban = uaeIban(bban);
        expect(isUaeIban(iban)).toBe(true);
        const i = 4 + pos;
        const changed = iban.slice(0, i) + String((Number(iban[i]) + shift) % 10) + iban.slice(i + 1);
        expect(isUaeIban(changed)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
