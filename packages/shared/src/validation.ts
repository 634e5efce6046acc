/**
 * Generic checks of spec section 5, shared by the API (zod) and the web forms.
 * Each check is a plain predicate; zod helpers wrap them with a message key under `validation:`.
 */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, SMS_CODE_LENGTH } from './constants';
import { filsToDecimalString, MAX_AMOUNT_FILS, parseAmountToFils } from './money';

/** UAE mobile, national significant number: 9 digits, 5 then 0, 2-6 or 8. */
export const UAE_MOBILE_NSN = /^5[0234568]\d{7}$/;
/** Mainland China mobile: 11 digits, 1 then 3-9. */
export const CN_MOBILE = /^1[3-9]\d{9}$/;

export function isUaeMobile(value: string): boolean {
  return normalizeUaeNsn(value) !== null;
}

export function isChinaMobile(value: string): boolean {
  return normalizeChinaNsn(value) !== null;
}

function compact(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}

function normalizeUaeNsn(value: string): string | null {
  let v = compact(value);
  if (v.startsWith('+971')) v = v.slice(4);
  else if (v.startsWith('00971')) v = v.slice(5);
  else if (v.startsWith('971') && v.length === 12) v = v.slice(3);
  else if (v.startsWith('0') && v.length === 10) v = v.slice(1);
  return UAE_MOBILE_NSN.test(v) ? v : null;
}

function normalizeChinaNsn(value: string): string | null {
  let v = compact(value);
  if (v.startsWith('+86')) v = v.slice(3);
  else if (v.startsWith('0086')) v = v.slice(4);
  return CN_MOBILE.test(v) ? v : null;
}

/**
 * A UAE or mainland-China mobile in E.164 ("+971501234567", "+8613812345678"), or null.
 * UAE numbers are accepted with +971, 00971 or a leading 0.
 */
export function normalizeMobile(value: string): string | null {
  const uae = normalizeUaeNsn(value);
  if (uae) return `+971${uae}`;
  const cn = normalizeChinaNsn(value);
  if (cn) return `+86${cn}`;
  return null;
}

export function isMobile(value: string): boolean {
  return normalizeMobile(value) !== null;
}

/** At least 8 characters with at least one letter and one digit. */
export function isStrongPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(value) && /\d/.test(value);
}

/** N-digit code (default 6). */
export function isCode(value: string, length = SMS_CODE_LENGTH): boolean {
  return new RegExp(`^\\d{${length}}$`).test(value);
}

// ---- zod building blocks (messages are keys under the `validation` namespace) ----

export const mobileSchema = z
  .string({ error: 'validation:required' })
  .trim()
  .min(1, { error: 'validation:required' })
  .refine(isMobile, { error: 'validation:mobile' })
  .transform((v) => normalizeMobile(v) as string);

export const passwordSchema = z
  .string({ error: 'validation:required' })
  .min(1, { error: 'validation:required' })
  .max(128, { error: 'validation:maxLength' })
  .refine(isStrongPassword, { error: 'validation:password' });

export const smsCodeSchema = z
  .string({ error: 'validation:required' })
  .trim()
  .refine((v) => isCode(v), { error: 'validation:code' });

// ---- the rest of spec section 5's generic checks ----

const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** A practical email check: local@domain.tld, ASCII, no spaces, at most 254 characters. */
export function isEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > 64 || !EMAIL_LOCAL.test(local) || labels.length < 2) return false;
  const tld = labels[labels.length - 1] ?? '';
  return labels.every((l) => EMAIL_LABEL.test(l)) && /^[A-Za-z]{2,63}$/.test(tld);
}

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK = '10X98765432';

/** The ISO 7064 mod 11-2 check character of the first 17 digits of an 18-digit ID card. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (ID_CARD_WEIGHTS[i] ?? 0);
  return ID_CARD_CHECK[sum % 11] as string;
}

/** Mainland China resident ID card: 15 digits, or 17 digits plus its check character (0-9 or X). */
export function isIdCard(value: string): boolean {
  if (/^\d{15}$/.test(value)) return true;
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  return idCardCheckChar(value.slice(0, 17)) === value[17]?.toUpperCase();
}

/** One or more ASCII digits, nothing else. */
export function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}

/** Decimal amount: no sign, no leading zeros, at most two decimals ("12", "12.5", "0.01"). */
export const AMOUNT_PATTERN = /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/;

/** A positive amount with at most two decimals, as typed ("12.5"); zero is not an amount. */
export function isAmount(value: string): boolean {
  return AMOUNT_PATTERN.test(value) && /[1-9]/.test(value);
}

const UAE_EMIRATES = [
  'Dubai',
  'Abu Dhabi',
  'Sharjah',
  'Ajman',
  'Umm Al Quwain',
  'Ras Al Khaimah',
  'Fujairah',
  'DXB',
  'AUH',
  'SHJ',
  'AJM',
  'UAQ',
  'RAK',
  'FUJ',
];
const UAE_PLATE = new RegExp(
  `^(?:(?:${UAE_EMIRATES.map((e) => e.replace(/ /g, '\\s+')).join('|')})[\\s-]+)?` +
    '(?:[A-Z]{1,2}[\\s-]?|\\d{1,2}[\\s-]+)?\\d{1,5}$',
  'i',
);
const CN_PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
/** Ordinary 7-character plate; the last character may be 挂 (trailer), 学 (learner), 警, 港, 澳. */
const CN_PLATE = new RegExp(`^[${CN_PROVINCES}][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]$`);
/** New-energy 8-character plate: small cars D/F first ("京AD12345"), large vehicles D/F last. */
const CN_NEV_PLATE = new RegExp(`^[${CN_PROVINCES}][A-HJ-NP-Z](?:[DF][A-HJ-NP-Z0-9]\\d{4}|\\d{5}[DF])$`);

/**
 * A UAE plate ("A 12345", "Dubai A 12345", "AA 1234", "12345", "16 12345" for numeric
 * Abu Dhabi/Sharjah codes) or a mainland China plate ("京A12345", "京A·12345", "京AD12345").
 */
export function isPlate(value: string): boolean {
  const v = value.trim();
  if (UAE_PLATE.test(v)) return true;
  const cn = v.replace(/[\s·•-]/g, '').toUpperCase();
  return CN_PLATE.test(cn) || CN_NEV_PLATE.test(cn);
}

/** An absolute http(s) URL with a host and no whitespace. */
export function isUrl(value: string): boolean {
  if (!value || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** An IBAN as stored and compared: whitespace removed, upper case. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616 check: the first four characters moved to the end, letters as 10-35, mod 97 is 1. */
export function ibanChecksumValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** A UAE IBAN: AE, 2 check digits, 3-digit bank code, 16-digit account (23 characters), mod-97 valid. Spaces and case are ignored. */
export function isUaeIban(value: string): boolean {
  const iban = normalizeIban(value);
  return /^AE\d{21}$/.test(iban) && ibanChecksumValid(iban);
}

// ---- zod schemas for the checks above ----

const requiredString = () => z.string({ error: 'validation:required' }).trim().min(1, { error: 'validation:required' });

export const emailSchema = requiredString().refine(isEmail, { error: 'validation:email' });

/** Output has an upper-case check character. */
export const idCardSchema = requiredString()
  .refine(isIdCard, { error: 'validation:idCard' })
  .transform((v) => v.toUpperCase());

export const digitsSchema = requiredString().refine(isDigits, { error: 'validation:digits' });

// ---- money: one schema for amounts in requests, one for fils in responses ----

export interface MoneyOptions {
  /** The largest amount in fils (default MAX_AMOUNT_FILS, AED 100 billion). */
  max?: bigint;
  /** The key when the amount is zero: `validation:amount` (default) or `validation:positive`. */
  zeroKey?: 'validation:amount' | 'validation:positive';
}

/**
 * A positive decimal AED amount as typed ("12.5", at most two decimals), at most `max` fils:
 * `validation:amount` when it is not an amount, `zeroKey` when it is zero, `validation:amountTooLarge`
 * (params: max in AED) above the bound. Convert with `parseAmountToFils` from money.
 */
export function moneySchema({ max = MAX_AMOUNT_FILS, zeroKey = 'validation:amount' }: MoneyOptions = {}) {
  return requiredString()
    .refine((v) => AMOUNT_PATTERN.test(v), { error: 'validation:amount', abort: true })
    .refine((v) => /[1-9]/.test(v), { error: zeroKey, abort: true })
    .refine((v) => parseAmountToFils(v, max) !== null, {
      error: 'validation:amountTooLarge',
      params: { max: filsToDecimalString(max) },
    });
}

/** A positive decimal amount string ("12.5") up to MAX_AMOUNT_FILS; convert with `parseAmountToFils`. */
export const amountSchema = moneySchema();

/**
 * Money in responses: integer fils as a JSON number, exact (a safe integer), signed where a
 * movement is. Amounts are bounded when written (MAX_AMOUNT_FILS), so sums stay far inside.
 */
export const filsSchema = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

// ---- free text: one schema that refuses control characters ----

/**
 * Whether a text holds a character no field accepts: NUL and the other C0 controls (tab, line
 * feed and carriage return only in multi-line text), DEL, the C1 controls, and a lone surrogate
 * (half of a UTF-16 pair, which no encoding can store).
 */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20) {
      if (!(multiline && (c === 0x09 || c === 0x0a || c === 0x0d))) return true;
    } else if (c >= 0x7f && c <= 0x9f) {
      return true;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return true;
    }
  }
  return false;
}

export interface TextOptions {
  /** Fewest characters after trimming; 1 makes the field required (`validation:required`). */
  min?: number;
  max: number;
  /** Tab, line feed and carriage return allowed (descriptions, notes). */
  multiline?: boolean;
}

/**
 * Every free-text field of a request: trimmed, `validation:required` / `minLength` / `maxLength`,
 * and `validation:controlCharacters` for a character that `hasForbiddenCharacters` refuses.
 */
export function textSchema({ min = 0, max, multiline = false }: TextOptions) {
  let schema = z.string({ error: 'validation:required' }).trim();
  if (min > 0) schema = schema.min(min, { error: min === 1 ? 'validation:required' : 'validation:minLength' });
  return schema
    .max(max, { error: 'validation:maxLength' })
    .refine((v) => !hasForbiddenCharacters(v, multiline), { error: 'validation:controlCharacters' });
}

/**
 * A list cursor as a query parameter: the opaque base64url text the list answered, at most 512
 * characters. What it decodes to is checked by the list (field `cursor`).
 */
export const cursorSchema = z
  .string()
  .max(512, { error: 'validation:invalid' })
  .regex(/^[A-Za-z0-9_-]*$/, { error: 'validation:invalid' });

export const plateSchema = requiredString().refine(isPlate, { error: 'validation:plate' });

export const urlSchema = requiredString().refine(isUrl, { error: 'validation:url' });

/** An N-digit code (default 6); the issue carries `params: { length }` for the message. */
export function codeSchema(length: number = SMS_CODE_LENGTH) {
  return requiredString().refine((v) => isCode(v, length), {
    error: 'validation:code',
    params: { length },
  });
}

// ---- a tiny form-rules engine for web forms ----

/** One rule of a field; `key` overrides the default message key (e.g. 'validation:mobile'). */
export type Rule = (
  | { type: 'required' }
  | { type: 'regex'; pattern: RegExp }
  | { type: 'length'; length: number }
  | { type: 'minLength'; min: number }
  | { type: 'maxLength'; max: number }
  /** Equal to another field of the form (password confirmation). */
  | { type: 'equals'; field: string }
  /** Equal to a fixed value (an agreement checkbox must be `true`). */
  | { type: 'equals'; value: string | number | boolean }
  /** Any predicate, e.g. `isEmail`; receives the value as a trimmed string. */
  | { type: 'check'; test: (value: string, values: Record<string, unknown>) => boolean }
) & { key?: string };

export interface FormError {
  /** Message key with its namespace, e.g. 'validation:minLength'. */
  key: string;
  params: Record<string, unknown>;
}

const DEFAULT_KEYS: Record<Rule['type'], string> = {
  required: 'validation:required',
  regex: 'validation:pattern',
  length: 'validation:length',
  minLength: 'validation:minLength',
  maxLength: 'validation:maxLength',
  equals: 'validation:equals',
  check: 'validation:invalid',
};

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value);
}

/** Characters as a user counts them (code points: an emoji or a CJK character is one). */
function charCount(value: string): number {
  return [...value].length;
}

/** The failure of one rule, or null when it passes. Rules other than required/equals skip empty values. */
export function checkRule(rule: Rule, value: unknown, values: Record<string, unknown> = {}): FormError | null {
  const fail = (params: Record<string, unknown> = {}): FormError => ({
    key: rule.key ?? DEFAULT_KEYS[rule.type],
    params,
  });
  if (rule.type === 'required') return isEmptyValue(value) ? fail() : null;
  if (rule.type === 'equals') {
    if ('field' in rule) return asText(value) === asText(values[rule.field]) ? null : fail({ field: rule.field });
    return value === rule.value ? null : fail({ value: rule.value });
  }
  if (isEmptyValue(value)) return null;
  const text = asText(value);
  switch (rule.type) {
    case 'regex':
      rule.pattern.lastIndex = 0;
      return rule.pattern.test(text) ? null : fail();
    case 'length':
      return charCount(text) === rule.length ? null : fail({ length: rule.length });
    case 'minLength':
      return charCount(text) >= rule.min ? null : fail({ min: rule.min });
    case 'maxLength':
      return charCount(text) <= rule.max ? null : fail({ max: rule.max });
    case 'check':
      return rule.test(text.trim(), values) ? null : fail();
  }
}

/**
 * Runs each field's rules in order and keeps the first failure per field.
 * Fields that pass are absent from the result; an empty object means the form is valid.
 */
export function validateForm<V extends object, F extends string = Extract<keyof V, string>>(
  values: V,
  rulesByField: Partial<Record<F, readonly Rule[]>>,
): Partial<Record<F, FormError>> {
  const all = values as Record<string, unknown>;
  const errors: Partial<Record<F, FormError>> = {};
  for (const field of Object.keys(rulesByField) as F[]) {
    for (const rule of rulesByField[field] ?? []) {
      const error = checkRule(rule, all[field], all);
      if (error) {
        errors[field] = error;
        break;
      }
    }
  }
  return errors;
}
