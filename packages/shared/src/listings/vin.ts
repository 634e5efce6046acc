/**
 * Vehicle identification numbers (ISO 3779 / 49 CFR 565): 17 characters, no I, O or Q;
 * positions 1-3 the maker (WMI), position 9 the check digit, position 10 the model year.
 * Pure functions shared by the API (validation, offline decoding) and the web (form hints).
 */
import { brandIdForWmi } from '../catalog/wmi';

export const VIN_LENGTH = 17;

/** What is wrong with a VIN, as the `validation:` key suffix: vinLength, vinLetters, vinCheckDigit. */
export type VinProblem = 'length' | 'letters' | 'checkDigit';

/** Transliteration of letters to digits (ISO 3779 annex; I, O and Q never appear). */
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** Weight of each position; position 9 (the check digit itself) weighs 0. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

const ALLOWED = /^[A-HJ-NPR-Z0-9]+$/;

/** Upper case, without spaces and dashes people type between groups. */
export function normalizeVin(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

function charValue(ch: string): number {
  if (ch >= '0' && ch <= '9') return ch.charCodeAt(0) - 48;
  const v = LETTER_VALUES[ch];
  if (v === undefined) throw new RangeError(`not a VIN character: ${ch}`);
  return v;
}

/**
 * The check digit a VIN must carry at position 9: the weighted sum of the transliterated
 * characters modulo 11, with 10 written as "X". The VIN must already be 17 allowed characters.
 */
export function vinCheckDigit(vin: string): string {
  const v = normalizeVin(vin);
  if (v.length !== VIN_LENGTH || !ALLOWED.test(v)) throw new RangeError('a VIN has 17 characters without I, O, Q');
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) sum += charValue(v[i] as string) * (WEIGHTS[i] as number);
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** Null when the VIN is well formed; otherwise the first problem found (length, then letters, then check digit). */
export function vinProblem(vin: string): VinProblem | null {
  const v = normalizeVin(vin);
  if (v.length !== VIN_LENGTH) return 'length';
  if (!/^[A-Z0-9]+$/.test(v) || !ALLOWED.test(v)) return 'letters';
  return v[8] === vinCheckDigit(v) ? null : 'checkDigit';
}

/** The `validation:` key of a VIN problem. */
export function vinProblemKey(problem: VinProblem): 'vinLength' | 'vinLetters' | 'vinCheckDigit' {
  return problem === 'length' ? 'vinLength' : problem === 'letters' ? 'vinLetters' : 'vinCheckDigit';
}

/** Position-10 codes in cycle order: A = 1980 (and 2010), ..., Y = 2000 (2030), 1 = 2001 (2031), ..., 9 = 2009 (2039). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const YEAR_CYCLE = 30;

/**
 * The model year of position 10. The code repeats every 30 years; the most recent year that is
 * not after next year (by `now`) is taken, since next year's models are already on sale.
 */
export function vinModelYear(vin: string, now: Date = new Date()): number | null {
  const code = normalizeVin(vin)[9];
  const index = code ? YEAR_CODES.indexOf(code) : -1;
  if (index < 0) return null;
  const latest = now.getUTCFullYear() + 1;
  let year = 1980 + index;
  while (year + YEAR_CYCLE <= latest) year += YEAR_CYCLE;
  return year;
}

/**
 * Country of manufacture (ISO 3166-1 alpha-2) from the first character, refined by the second
 * where one first character is shared by several countries.
 */
export function vinCountry(vin: string): string | null {
  const v = normalizeVin(vin);
  const a = v[0];
  const b = v[1] ?? '';
  if (!a) return null;
  const inRange = (from: string, to: string) => b >= from && b <= to;
  switch (a) {
    case '1':
    case '4':
    case '5':
      return 'US';
    case '2':
      return 'CA';
    case '3':
      return 'MX';
    case '6':
      return 'AU';
    case '7':
      return 'NZ';
    case '8':
      return 'AR';
    case '9':
      return 'BR';
    case 'A':
      return 'ZA';
    case 'J':
      return 'JP';
    case 'K':
      return inRange('L', 'R') ? 'KR' : null;
    case 'L':
      return 'CN';
    case 'M':
      return inRange('A', 'E') ? 'IN' : inRange('F', 'K') ? 'ID' : inRange('L', 'R') ? 'TH' : null;
    case 'N':
      return inRange('M', 'T') ? 'TR' : null;
    case 'P':
      return inRange('L', 'R') ? 'MY' : null;
    case 'S':
      return inRange('A', 'M') ? 'GB' : inRange('N', 'T') ? 'DE' : inRange('U', 'Z') ? 'PL' : null;
    case 'T':
      return inRange('M', 'V') ? 'CZ' : inRange('W', 'Z') || b === '1' ? 'PT' : inRange('A', 'H') ? 'CH' : null;
    case 'V':
      return inRange('A', 'E') ? 'AT' : inRange('F', 'R') ? 'FR' : inRange('S', 'W') ? 'ES' : null;
    case 'W':
      return 'DE';
    case 'X':
      return inRange('3', '9') || b === '0' ? 'RU' : null;
    case 'Y':
      return inRange('A', 'E') ? 'BE' : inRange('F', 'K') ? 'FI' : inRange('S', 'W') ? 'SE' : null;
    case 'Z':
      return inRange('A', 'R') ? 'IT' : null;
    default:
      return null;
  }
}

export interface OfflineVinDecode {
  vin: string;
  /** World manufacturer identifier, positions 1-3. */
  wmi: string;
  /** The manufacturer of the WMI, when it is one we know. */
  maker: string | null;
  /** The catalogue brand of the WMI, when it is one we know (null for a WMI shared by brands). */
  brandId: string | null;
  country: string | null;
  modelYear: number | null;
}

/** Decodes what the number itself tells, without any service: maker (WMI), country and model year. */
export function decodeVinOffline(vin: string, now: Date = new Date()): OfflineVinDecode {
  const v = normalizeVin(vin);
  const wmi = v.slice(0, 3);
  // Up to five characters: a longer prefix tells apart brands sharing one WMI.
  const match = brandIdForWmi(v.slice(0, 5));
  return {
    vin: v,
    wmi,
    maker: match?.maker ?? null,
    brandId: match?.brandId ?? null,
    country: vinCountry(v),
    modelYear: vinModelYear(v, now),
  };
}
