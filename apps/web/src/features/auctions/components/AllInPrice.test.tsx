import { DEFAULT_AUCTION_FEES } from '@souq/shared/auctions/fees';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import auctions from '../../../../../../packages/shared/src/i18n/locales/en/auctions.json';
import { renderWithProviders, setupComponentTests } from '../../../testing/components';
import { AllInPrice } from './AllInPrice';

vi.mock('../../../lib/i18n', async () => ({ i18n: (await import('i18next')).default, appLanguage: () => 'en' }));

setupComponentTests({ auctions }, ['auctions']);

const text = (id: string) => screen.getByTestId(id).textContent?.replace(/\s/g, ' ') ?? '';

describe('the all-in price beside an amount', () => {
  it('shows the total a hammer price costs, and on a tap every line that makes it', () => {
    // AED 40,000: premium 4.5% = 1,800; admin fee 500; VAT 5% of 42,300 = 2,115; total 44,415.
    renderWithProviders(<AllInPrice hammerFils={4_000_000} fees={DEFAULT_AUCTION_FEES} testId="x" />);
    expect(text('x-total')).toContain('44,415.00');
    const toggle = screen.getByTestId('x-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const lines = text('x-lines');
    expect(lines).toContain('Hammer price');
    expect(lines).toContain('40,000.00');
    expect(lines).toContain("Buyer's premium (4.5%)");
    expect(lines).toContain('1,800.00');
    expect(lines).toContain('Admin fee');
    expect(lines).toContain('500.00');
    expect(lines).toContain('VAT (5%)');
    expect(lines).toContain('2,115.00');
    expect(lines).toContain('You pay in total');
  });

  it("raises a small hammer price's premium to its minimum", () => {
    // AED 1,000: premium minimum 250; admin fee 200; VAT 5% of 1,450 = 72.50; total 1,522.50.
    renderWithProviders(<AllInPrice hammerFils={100_000} fees={DEFAULT_AUCTION_FEES} testId="y" defaultOpen />);
    expect(text('y-total')).toContain('1,522.50');
    expect(text('y-lines')).toContain('250.00');
  });
});
