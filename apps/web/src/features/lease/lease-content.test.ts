// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LEASE_DEMAND_STATUSES, LEASE_OFFER_STATUSES } from '@souq/shared';
import { describe, expect, it } from 'vitest';
import { LEASE_DOCUMENTS, LEASE_FAQ, LEASE_PERKS, LEASE_STEPS, RENTAL_TERM_SECTIONS } from './content';

const LOCALES = fileURLToPath(new URL('../../../../../packages/shared/src/i18n/locales/', import.meta.url));
const LANGUAGES = ['en', 'ar', 'zh-CN', 'zh-TW', 'ja', 'fr', 'ru'];

function bundle(lng: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${LOCALES}${lng}/lease.json`, 'utf8'));
}

function at(tree: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

/** Keys the lease pages build from ids (the literal ones are checked by src/i18n-keys.test.ts). */
const dynamicKeys = [
  ...LEASE_PERKS.flatMap((id) => [`perks.${id}.title`, `perks.${id}.text`]),
  ...LEASE_FAQ.flatMap((id) => [`faq.items.${id}.q`, `faq.items.${id}.a`]),
  ...LEASE_STEPS.flatMap((id) => [`tips.steps.${id}.title`, `tips.steps.${id}.text`]),
  ...LEASE_DOCUMENTS.map((id) => `tips.documents.${id}`),
  ...RENTAL_TERM_SECTIONS.flatMap((id) => [`rentalTerms.${id}.title`, `rentalTerms.${id}.text`]),
  ...LEASE_DEMAND_STATUSES.map((s) => `status.${s}`),
  ...LEASE_OFFER_STATUSES.map((s) => `offerStatus.${s}`),
  ...['demand', 'offer'].map((k) => `kind.${k}`),
  ...['price', 'downPayment', 'months', 'rate', 'balloon'].map((e) => `calculator.errors.${e}`),
  ...['loanToValue', 'term'].map((w) => `loans.warnings.${w}`),
];

describe('lease page content', () => {
  it.each(LANGUAGES)('has every key the pages build from ids in %s', (lng) => {
    const tree = bundle(lng);
    const missing = dynamicKeys.filter((key) => typeof at(tree, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('answers at least ten questions and advertises the eight lease terms of the spec', () => {
    expect(LEASE_FAQ.length).toBeGreaterThanOrEqual(10);
    expect(LEASE_PERKS).toHaveLength(8);
  });

  it('covers every rental rule the terms page must explain', () => {
    expect(RENTAL_TERM_SECTIONS).toEqual(
      expect.arrayContaining(['booking', 'deposit', 'licence', 'fuel', 'mileage', 'salik', 'overtime', 'cancellation']),
    );
  });
});
