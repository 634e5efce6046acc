import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatAed } from '../money';
import { localizeNotificationParams, NOTIFICATION_MONEY_PARAMS } from './notification-text';

const LOCALES = fileURLToPath(new URL('../i18n/locales/', import.meta.url));
const sp = (s: unknown) => String(s).replace(/\s/g, ' ');

describe('localizeNotificationParams', () => {
  it('formats amounts per language with grouping and the currency', () => {
    const params = { amount: '5000.00', orderNo: 'R1', hours: 72, reason: '1000.00' };
    expect(sp(localizeNotificationParams(params, 'en').amount)).toBe('AED 5,000.00');
    expect(sp(localizeNotificationParams(params, 'fr').amount)).toBe('5 000,00 AED');
    expect(localizeNotificationParams(params, 'ar').amount).toBe(formatAed(500000n, 'ar'));
    // Other params stay as they are, even when they look like numbers.
    expect(localizeNotificationParams(params, 'en')).toMatchObject({ orderNo: 'R1', hours: 72, reason: '1000.00' });
  });

  it('leaves values that are not decimal amounts alone', () => {
    expect(localizeNotificationParams({ amount: 'AED 5.00', fee: null }, 'en')).toEqual({
      amount: 'AED 5.00',
      fee: null,
    });
    expect(sp(localizeNotificationParams({ owed: '-12.5' }, 'en').owed)).toBe('-AED 12.50');
  });
});

describe('notification texts', () => {
  it('carry no currency beside an amount (the formatter writes it, once, where the language puts it)', () => {
    const money = NOTIFICATION_MONEY_PARAMS.join('|');
    const beside = new RegExp(
      `(AED|درهم|د\\.إ|dirhams?|迪拉姆|ディルハム|дирхам\\S*)\\s*\\{\\{(${money})\\}\\}|\\{\\{(${money})\\}\\}\\s*(AED|درهم|د\\.إ|dirhams?|迪拉姆|ディルハム|дирхам\\S*)`,
      'i',
    );
    const problems: string[] = [];
    for (const lng of readdirSync(LOCALES)) {
      const json = JSON.parse(readFileSync(`${LOCALES}${lng}/notifications.json`, 'utf8')) as Record<
        string,
        Record<string, string>
      >;
      for (const [key, texts] of Object.entries(json)) {
        for (const [field, text] of Object.entries(texts)) {
          if (beside.test(text)) problems.push(`${lng}: ${key}.${field}: ${text}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('end no Arabic sentence right after an amount with a full stop ("د.إ." already ends with one)', () => {
    const money = new RegExp(`\\{\\{(${NOTIFICATION_MONEY_PARAMS.join('|')})\\}\\}\\.`);
    const json = JSON.parse(readFileSync(`${LOCALES}ar/notifications.json`, 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    const problems = Object.entries(json).flatMap(([key, texts]) =>
      Object.values(texts)
        .filter((text) => money.test(text))
        .map((text) => `${key}: ${text}`),
    );
    expect(problems).toEqual([]);
  });
});
