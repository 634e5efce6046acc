import { describe, expect, it } from 'vitest';
import {
  decodeVinOffline,
  normalizeVin,
  vinCheckDigit,
  vinCountry,
  vinModelYear,
  vinProblem,
  vinProblemKey,
} from './vin';

const NOW = new Date('2026-06-01T00:00:00Z');

describe('vinCheckDigit (ISO 3779 weights, remainder 10 written X)', () => {
  it.each([
    ['1M8GDM9AXKP042788', 'X'], // the textbook example (49 CFR 565)
    ['11111111111111111', '1'],
    ['1HGCM82633A004352', '3'], // 2003 Honda Accord
    ['JTMHV05J004123456', '0'],
    ['WBA3A5C53CF256985', '3'],
    ['JN1TANY6XU0000001', 'X'],
  ])('%s → %s', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
  });

  it('refuses input that is not 17 allowed characters', () => {
    expect(() => vinCheckDigit('1HGCM82633A00435')).toThrow(RangeError);
    expect(() => vinCheckDigit('1HGCM82633A00435O')).toThrow(RangeError);
  });
});

describe('vinProblem', () => {
  it.each([
    ['1M8GDM9AXKP042788', null],
    ['11111111111111111', null],
    ['1hgcm82633a004352', null], // case does not matter
    ['1HGCM-82633-A004352', null], // nor dashes and spaces between groups
    ['1HGCM82633A00435', 'length'],
    ['1HGCM82633A0043521', 'length'],
    ['', 'length'],
    ['1HGCM82633A0O4352', 'letters'], // O
    ['1HGCM8263IA004352', 'letters'], // I
    ['QHGCM82633A004352', 'letters'], // Q
    ['1HGCM82633A00435!', 'letters'],
    ['1HGCM82643A004352', 'checkDigit'],
    ['1M8GDM9A1KP042788', 'checkDigit'],
    ['JTMHV05J604123456', 'checkDigit'],
  ])('%s → %s', (vin, problem) => {
    expect(vinProblem(vin)).toBe(problem);
  });

  it('names the validation keys', () => {
    expect(vinProblemKey('length')).toBe('vinLength');
    expect(vinProblemKey('letters')).toBe('vinLetters');
    expect(vinProblemKey('checkDigit')).toBe('vinCheckDigit');
  });

  it('changing any one character of a valid VIN to one of another value is caught', () => {
    const vin = '1HGCM82633A004352';
    for (let i = 0; i < 17; i++) {
      if (i === 8) continue;
      const ch = vin[i] as string;
      // Letters are worth 1-9, so 0 always differs; a digit becomes the next digit.
      const replacement = /\d/.test(ch) ? String((Number(ch) + 1) % 10) : '0';
      const changed = vin.slice(0, i) + replacement + vin.slice(i + 1);
      // Position weights are never a multiple of 11, so a different value always changes the sum.
      expect(vinProblem(changed), changed).toBe('checkDigit');
    }
  });
});

describe('vinModelYear (30-year cycle, the latest year not after next year)', () => {
  it.each([
    ['1HGCM82633A004352', 2003], // 3: 2003 (2033 is after next year)
    ['1M8GDM9AXKP042788', 2019], // K: 1989 or 2019
    ['JTMHV05J1E4123456', 2014], // E: 1984 or 2014
    ['WBA3A5C53CF256985', 2012], // C: 1982 or 2012
    ['JTEBU5JR8T5000001', 2026], // T: 1996 or 2026
    ['JTEBU5JR4V5000001', 2027], // V: 2027 is next year, already on sale
    ['JTEBU5JR2W5000001', 1998], // W: 2028 is after next year
  ])('%s → %i', (vin, year) => {
    expect(vinModelYear(vin, NOW)).toBe(year);
  });

  it('moves to the next cycle as the clock moves', () => {
    // W: 1998 or 2028; 2028 is "next year" only from 2027 on.
    expect(vinModelYear('JTEBU5JR2W5000001', new Date('2026-12-31T23:00:00Z'))).toBe(1998);
    expect(vinModelYear('JTEBU5JR2W5000001', new Date('2027-01-01T00:00:00Z'))).toBe(2028);
  });

  it('is null for characters that do not code a year', () => {
    expect(vinModelYear('JTEBU5JR305000001', NOW)).toBeNull(); // 0
    expect(vinModelYear('JTEBU5JR6U5000001', NOW)).toBeNull(); // U
    expect(vinModelYear('JTEBU5JR7Z5000001', NOW)).toBeNull(); // Z
  });
});

describe('vinCountry and decodeVinOffline', () => {
  it.each([
    ['1HGCM82633A004352', 'US'],
    ['2T1BURHEXJC000001', 'CA'],
    ['3N1AB7AP2KY000001', 'MX'],
    ['JTMHV05J004123456', 'JP'],
    ['KNAFX4A6XF5000001', 'KR'],
    ['LVGBE40K9GG000001', 'CN'],
    ['WBA3A5C53CF256985', 'DE'],
    ['SAJAA06E6HA000001', 'GB'],
    ['VF1RFD0020V000001', 'FR'],
    ['ZFA31200400000001', 'IT'],
    ['YV1MS38200V000001', 'SE'],
  ])('%s was made in %s', (vin, country) => {
    expect(vinCountry(vin)).toBe(country);
  });

  it('finds the catalogue brand and maker from the WMI', () => {
    const decoded = decodeVinOffline('jtmhv05j1e4123456', NOW);
    expect(decoded).toEqual({
      vin: 'JTMHV05J1E4123456',
      wmi: 'JTM',
      maker: expect.stringContaining('Toyota'),
      brandId: 'toyota',
      country: 'JP',
      modelYear: 2014,
    });
    expect(decodeVinOffline('JTHBK1EG7A2000001', NOW).brandId).toBe('lexus');
    expect(decodeVinOffline('1HGCM82633A004352', NOW)).toMatchObject({ brandId: 'honda', modelYear: 2003 });
  });

  it('leaves the maker unknown for a WMI it does not know', () => {
    expect(decodeVinOffline('11111111111111111', NOW)).toMatchObject({ maker: null, brandId: null, country: 'US' });
  });

  it('normalizes what people type', () => {
    expect(normalizeVin(' 1hgcm 82633-a004352 ')).toBe('1HGCM82633A004352');
  });
});
