import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../../../../packages/shared/src/i18n/locales/en/rentals.json';
import { renderWithProviders, setupComponentTests } from '../../../testing/components';
import { PaymentSplit } from './PaymentSplit';

setupComponentTests({ rentals: en }, ['rentals']);

const show = (method: 'wallet' | 'card') =>
  renderWithProviders(<PaymentSplit method={method} totalFils={132_300} depositFils={300_000} />);

describe('the checkout says before paying what is taken and how', () => {
  it('by card: the rental charged to the card, the deposit only authorised on it', () => {
    show('card');
    expect(screen.getByTestId('payment-split-rental').textContent).toMatch(
      /^Rental AED\s1,323\.00 — charged to the card$/,
    );
    expect(screen.getByTestId('payment-split-deposit').textContent).toMatch(
      /^Deposit AED\s3,000\.00 — authorised on the card, not charged; released at return$/,
    );
  });

  it('from the wallet: the rental paid, the deposit held', () => {
    show('wallet');
    expect(screen.getByTestId('payment-split-rental').textContent).toMatch(/paid from your wallet$/);
    expect(screen.getByTestId('payment-split-deposit').textContent).toMatch(/held on your wallet, not charged/);
  });
});
