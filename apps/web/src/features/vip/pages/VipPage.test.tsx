import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import vip from '../../../../../../packages/shared/src/i18n/locales/en/vip.json';
import wallet from '../../../../../../packages/shared/src/i18n/locales/en/wallet.json';
import { renderWithProviders, setupComponentTests } from '../../../testing/components';

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

setupComponentTests({ vip, wallet }, ['vip']);

describe('the VIP page now that auctions are open', () => {
  it('sells the auction-deposit discount as a benefit of today, never as one to come', async () => {
    const { default: VipPage } = await import('./VipPage');
    renderWithProviders(
      <MemoryRouter>
        <VipPage />
      </MemoryRouter>,
    );
    const today = '20% off auction deposits';
    // On the member's card and on the plan.
    expect(screen.getAllByText(today)).toHaveLength(2);
    expect(screen.queryByText('20% off auction deposits, from the day auctions open')).toBeNull();
    expect(screen.getByText(vip.subtitle)).toBeTruthy();
    expect(screen.queryByText(vip.subtitleSoon)).toBeNull();
  });
});
