import { allInPrice } from '@souq/shared/auctions/fees';
import type { DealLine } from '@souq/shared/deals/deals.schema';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import deals from '../../../../../../packages/shared/src/i18n/locales/en/deals.json';
import { renderWithProviders, setupComponentTests } from '../../../testing/components';
import { DealLines } from './DealLines';

vi.mock('../../../lib/i18n', async () => ({ i18n: (await import('i18next')).default, appLanguage: () => 'en' }));

setupComponentTests({ deals }, ['deals']);

describe('DealLines', () => {
  it('shows the allInPrice lines, the late fee with its days and the deposit as a credit', () => {
    const p = allInPrice(1_125_000);
    const lines: DealLine[] = [
      { kind: 'hammer', amountFils: p.hammerFils, days: null },
      { kind: 'buyerPremium', amountFils: p.buyerPremiumFils, days: null },
      { kind: 'adminFee', amountFils: p.adminFeeFils, days: null },
      { kind: 'vat', amountFils: p.vatFils, days: null },
      { kind: 'lateFee', amountFils: 40_000, days: 2 },
      { kind: 'deposit', amountFils: -500_000, days: null },
    ];
    renderWithProviders(<DealLines lines={lines} totalLabel="Amount due" totalFils={p.totalFils + 40_000 - 500_000} />);
    expect(screen.getByText("Buyer's premium")).toBeTruthy();
    expect(screen.getByText('Late fee (2 days)')).toBeTruthy();
    expect(screen.getByText('Earnest money applied')).toBeTruthy();
    expect(screen.getByText(/-AED\s?5,000\.00|AED\s?-5,000\.00|−/)).toBeTruthy();
    expect(screen.getByTestId('deal-total').textContent).toContain('8,269.06');
  });
});
