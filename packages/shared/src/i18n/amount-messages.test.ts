/**
 * Amount limits inside a sentence: the amount comes formatted per language (Arabic writes the
 * dirham as "د.إ.", with its own full stop), so a sentence that adds its own full stop after the
 * amount reads "..". Every language, every message of the family, with the amounts the API sends.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatAed } from '../money';
import { LANGUAGE_CODES } from './languages';

const FAMILY: { ns: string; key: string; param: string }[] = [
  { ns: 'errors', key: 'AMOUNT_TOO_SMALL', param: 'limit' },
  { ns: 'errors', key: 'AMOUNT_TOO_LARGE', param: 'limit' },
  { ns: 'errors', key: 'WITHDRAWAL_DAILY_LIMIT', param: 'limit' },
  { ns: 'validation', key: 'amountTooSmall', param: 'min' },
  { ns: 'validation', key: 'amountTooLarge', param: 'max' },
];

/** Two punctuation marks in a row once bidi marks and spaces are set aside (". ." or ".،"). */
const DOUBLED = /[.。．،؛,!?！？]\s*[.。．،؛,!?！？]/u;
const BIDI_MARKS = /[\u200e\u200f\u061c\u2066-\u2069]/gu;

function message(lng: string, ns: string, key: string): string {
  const path = fileURLToPath(new URL(`./locales/${lng}/${ns}.json`, import.meta.url));
  return (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>)[key] ?? '';
}

describe('amount limit messages', () => {
  for (const lng of LANGUAGE_CODES) {
    it(`${lng}: no doubled punctuation around the amount`, () => {
      for (const { ns, key, param } of FAMILY) {
        const text = message(lng, ns, key);
        expect(text, `${lng} ${ns}:${key}`).toContain(`{{${param}}}`);
        // As the API fills them: formatted for the language, plain "1000.00 AED", or a bare number.
        for (const amount of [formatAed(1_000n, lng), formatAed(10_000_000n, lng), '1000.00 AED', '10.00']) {
          const filled = text.replace(`{{${param}}}`, amount).replace(BIDI_MARKS, '');
          expect(filled, `${lng} ${ns}:${key} with ${amount}`).not.toMatch(DOUBLED);
        }
      }
    });
  }
});
