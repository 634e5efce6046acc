import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import vip from '../../../../../../packages/shared/src/i18n/locales/en/vip.json';
import wallet from '../../../../../../packages/shared/src/i18n/locales/en/wallet.json';

vi.mock('../../../lib/i18n', async () => ({ i18n: (await import('i18next')).default, appLanguage: () => 'en' }));
vi.mock('../api/get-vip-me', () => ({
  useVipMe: () => ({
    data: { active: true, planCode: 'gold', expiresAt: '2027-01-01T00:00:00.000Z', depositDiscountPct: 20 },
    isError: false,
  }),
}));
vi.mock('../api/get-vip-plans', () => ({
  useVipPlans: () => ({
    data: [
      {
        id: 'p1',
        code: 'gold',
        nameKey: 'vip:plans.gold.name',
        priceFils: 50_000,
        vatFils: 0,
        currency: 'AED',
        validityDays: 30,
        depositDiscountPct: 20,
      },
    ],
    isPending: false,
    isError: false,
  }),
}));
vi.mock('../api/subscribe-vip', () => ({ useSubscribeVip: () => ({ mutateAsync: vi.fn(), isPending: false }) }));
vi.mock('../../wallet/components/PayMethodPicker', () => ({
  PayMethodPicker: () => null,
  ShortBalanceAlert: () => null,
  useWalletShort: () => false,
}));

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
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { vip, wallet } }, ns: ['vip'] });
});

afterEach(cleanup);

describe('the VIP page before auctions open', () => {
  it('sells the auction-deposit discount as starting the day auctions open, never as a benefit of today', async () => {
    const { default: VipPage } = await import('./VipPage');
    render(
      <MantineProvider>
        <MemoryRouter>
          <VipPage />
        </MemoryRouter>
      </MantineProvider>,
    );
    const soon = '20% off auction deposits, from the day auctions open';
    // On the member's card and on the plan.
    expect(screen.getAllByText(soon)).toHaveLength(2);
    expect(screen.queryByText('20% off auction deposits')).toBeNull();
    expect(screen.getByText(vip.subtitleSoon)).toBeTruthy();
    expect(screen.queryByText(vip.subtitle)).toBeNull();
  });
});
