import type { AuctionTerms, LotDetail, LotState } from '@souq/shared/auctions/auctions.schema';
import { DEFAULT_AUCTION_FEES } from '@souq/shared/auctions/fees';
import { DEFAULT_INCREMENT_BANDS } from '@souq/shared/auctions/increments';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import auctions from '../../../../../../packages/shared/src/i18n/locales/en/auctions.json';
import wallet from '../../../../../../packages/shared/src/i18n/locales/en/wallet.json';
import { renderWithProviders, setupComponentTests } from '../../../testing/components';
import { BidPanel, type BidPanelProps } from './BidPanel';

vi.mock('../../../lib/i18n', async () => ({ i18n: (await import('i18next')).default, appLanguage: () => 'en' }));
const mutate = vi.fn();
vi.mock('../api/place-bid', () => ({
  usePlaceBid: () => ({ mutate, isPending: false, variables: undefined }),
}));

setupComponentTests({ auctions, wallet }, ['auctions', 'wallet']);

beforeAll(() => {
  // Mantine's segmented control measures itself.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const terms: AuctionTerms = {
  fees: { ...DEFAULT_AUCTION_FEES, adminFeeTiers: [...DEFAULT_AUCTION_FEES.adminFeeTiers] },
  increments: [...DEFAULT_INCREMENT_BANDS],
  deposit: { rateBps: 2_000, floorFils: 500_000, vipRateBps: null },
  softCloseMs: 120_000,
  paymentHours: 48,
  serverNow: '2026-11-27T10:00:00.000Z',
};

const state: LotState = {
  lotId: 'lot-1',
  seq: 7,
  status: 'open',
  result: null,
  startPriceFils: 3_000_000,
  priceFils: 4_000_000,
  minNextBidFils: 4_050_000,
  bidCount: 6,
  leader: { alias: 2, isMe: false },
  reserveMet: false,
  startsAt: '2026-11-27T09:00:00.000Z',
  endsAt: '2026-11-27T11:00:00.000Z',
  serverNow: '2026-11-27T10:00:00.000Z',
  extensions: 0,
};

const me: LotDetail['me'] = {
  maxFils: null,
  leading: false,
  participation: 'active',
  limitFils: 20_000_000,
  limitLeftFils: 20_000_000,
  isSeller: false,
};

function renderPanel(props: Partial<BidPanelProps> = {}) {
  const all: BidPanelProps = { lot: { id: 'lot-1', me }, state, stale: false, terms, loggedIn: true, ...props };
  return renderWithProviders(
    <MemoryRouter>
      <BidPanel {...all} />
    </MemoryRouter>,
  );
}

const text = (id: string) => screen.getByTestId(id).textContent?.replace(/\s/g, ' ') ?? '';

beforeEach(() => mutate.mockReset());

describe('the bid panel', () => {
  it('asks a guest to sign in', () => {
    renderPanel({ loggedIn: false });
    expect(screen.getByTestId('bid-sign-in')).toBeTruthy();
    expect(screen.queryByTestId('bid-next')).toBeNull();
  });

  it('never lets the seller bid on their own car', () => {
    renderPanel({ lot: { id: 'lot-1', me: { ...me, isSeller: true } } });
    expect(screen.getByTestId('bid-own-car')).toBeTruthy();
    expect(screen.queryByTestId('bid-next')).toBeNull();
  });

  it('shows the way to join before a bidder without earnest money can bid', () => {
    renderPanel({
      lot: { id: 'lot-1', me: { ...me, participation: null } },
      joinSlot: <div data-testid="join-slot" />,
    });
    expect(screen.getByTestId('bid-join-first')).toBeTruthy();
    expect(screen.getByTestId('join-slot')).toBeTruthy();
    expect(screen.queryByTestId('bid-next')).toBeNull();
  });

  it('offers the next bid at the minimum with its all-in total beside it, and sends it', () => {
    renderPanel();
    expect(text('bid-next')).toContain('40,500');
    // 40,500 + 1,822.50 premium + 500 admin + 5% VAT 2,141.13 = 44,963.63
    expect(text('next-all-in-total')).toContain('44,963.63');
    fireEvent.click(screen.getByTestId('bid-next'));
    expect(mutate).toHaveBeenCalledWith(
      { lotId: 'lot-1', body: { amount: '40500.00', kind: 'bid', allIn: false } },
      expect.anything(),
    );
  });

  it('refuses an own amount below the next minimum, and shows what a valid one costs in all', () => {
    renderPanel();
    const input = screen.getByTestId('bid-amount');
    fireEvent.change(input, { target: { value: '40000' } });
    expect(screen.getByText('The lowest bid now is AED 40,500.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bid-submit'));
    expect(mutate).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '41000' } });
    expect(screen.getByTestId('own-all-in-total')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bid-submit'));
    expect(mutate).toHaveBeenCalledWith(
      { lotId: 'lot-1', body: { amount: '41000', kind: 'bid', allIn: false } },
      expect.anything(),
    );
  });

  it('converts a maximum entered as an all-in amount into the hammer price it allows', () => {
    renderPanel();
    fireEvent.click(screen.getByText('Maximum (automatic)'));
    fireEvent.click(screen.getByTestId('bid-all-in-switch'));
    fireEvent.change(screen.getByTestId('bid-amount'), { target: { value: '44415' } });
    // All-in AED 44,415 is exactly a hammer price of AED 40,000... below the minimum of 40,500.
    expect(text('bid-converted')).toContain('40,000.00');
    expect(screen.getByText('The lowest bid now is AED 40,500.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('bid-amount'), { target: { value: '50000' } });
    fireEvent.click(screen.getByTestId('bid-submit'));
    expect(mutate).toHaveBeenCalledWith(
      { lotId: 'lot-1', body: { amount: '50000', kind: 'max', allIn: true } },
      expect.anything(),
    );
  });

  it('holds bids back while the price is stale', () => {
    renderPanel({ stale: true });
    expect((screen.getByTestId('bid-next') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('bid-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('bid-stale')).toBeTruthy();
  });

  it('says when the next bid is beyond what the limit has left', () => {
    renderPanel({ lot: { id: 'lot-1', me: { ...me, limitLeftFils: 4_000_000 } } });
    expect((screen.getByTestId('bid-next') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('bid-over-limit')).toBeTruthy();
  });

  it('tells a leader they lead, and shows the result once closed', () => {
    const { unmount } = renderPanel({ lot: { id: 'lot-1', me: { ...me, leading: true, maxFils: 4_500_000 } } });
    expect(screen.getByTestId('you-lead')).toBeTruthy();
    expect(text('my-max')).toContain('45,000');
    // A maximum above the next bid can only be raised: the quick action raises it by one increment.
    expect(text('bid-next')).toContain('Raise my maximum to');
    expect(text('bid-next')).toContain('45,500');
    fireEvent.click(screen.getByTestId('bid-next'));
    expect(mutate).toHaveBeenCalledWith(
      { lotId: 'lot-1', body: { amount: '45500.00', kind: 'max', allIn: false } },
      expect.anything(),
    );
    fireEvent.change(screen.getByTestId('bid-amount'), { target: { value: '44000' } });
    expect(screen.getByText('Enter more than your maximum of AED 45,000.')).toBeTruthy();
    unmount();
    renderPanel({
      state: { ...state, status: 'closed', result: 'sold' },
      lot: { id: 'lot-1', me: { ...me, leading: true, maxFils: 4_500_000 } },
    });
    expect(text('bid-closed')).toContain('You won this car');
  });
});
