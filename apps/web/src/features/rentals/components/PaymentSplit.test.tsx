import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../../../../packages/shared/src/i18n/locales/en/rentals.json';
import { PaymentSplit } from './PaymentSplit';

beforeAll(async () => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { rentals: en } }, ns: ['rentals'] });
});

afterEach(cleanup);

const show = (method: 'wallet' | 'card') =>
  render(
    <MantineProvider>
      <PaymentSplit method={method} totalFils={132_300} depositFils={300_000} />
    </MantineProvider>,
  );

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
