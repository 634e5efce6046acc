// @vitest-environment node
import { formatAed } from '@souq/shared';
import { describe, expect, it } from 'vitest';
import { tFor as load } from '../../testing/i18n-node';
import { notificationText } from './text';

const tFor = (lng: Parameters<typeof load>[0]) => load(lng, ['notifications']);

const sp = (s: string) => s.replace(/\s/g, ' ');

describe('notification texts', () => {
  it('format amounts with thousands separators and the currency once, per language', async () => {
    const n = { titleKey: 'notifications:withdrawalPaid.title', params: { amount: '5000.00', withdrawalId: 'w1' } };
    expect(sp(notificationText(await tFor('en'), 'en', n))).toBe(
      'Your withdrawal of AED 5,000.00 was paid to your bank.',
    );
    const fr = sp(notificationText(await tFor('fr'), 'fr', n));
    expect(fr).toContain('5 000,00 AED');
    expect(fr).not.toMatch(/AED.*AED/);
    const ar = notificationText(await tFor('ar'), 'ar', n);
    expect(ar).toContain(formatAed(500000n, 'ar'));
    expect(ar).not.toContain('درهم');
  });

  it('format every amount of a text, and leave other params alone', async () => {
    const n = {
      titleKey: 'notifications:rentalClaimUpheld.title',
      params: { orderNo: 'R2611250001', approved: '12345.50', charged: '10000.00', owed: '2345.50' },
    };
    expect(sp(notificationText(await tFor('en'), 'en', n))).toBe(
      'Rental order R2611250001: an admin upheld AED 12,345.50 of the claim; AED 10,000.00 was charged and AED 2,345.50 is still owed.',
    );
  });
});
