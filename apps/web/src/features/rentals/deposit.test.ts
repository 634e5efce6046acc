import type { BookingDeposit } from '@souq/shared';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { tFor } from '../../testing/i18n-node';
import { depositStateLabel, refundLabel } from './deposit';

let t: TFunction<'rentals'>;
let ar: TFunction<'rentals'>;
beforeAll(async () => {
  t = (await tFor('en', ['rentals'])) as TFunction<'rentals'>;
  ar = (await tFor('ar', ['rentals'])) as TFunction<'rentals'>;
});

const deposit = (over: Partial<BookingDeposit>): BookingDeposit => ({
  method: 'card',
  state: 'authorised',
  amountFils: 100_000,
  capturedFils: 0,
  releasedFils: 0,
  releaseAt: null,
  expiresAt: null,
  ...over,
});

describe('a booking deposit in words', () => {
  it('says a completed booking’s deposit was released or captured, never "held"', () => {
    expect(depositStateLabel(t, deposit({ state: 'released', releasedFils: 100_000 }), 'en')).toBe('Released in full');
    expect(
      depositStateLabel(t, deposit({ state: 'partly_captured', capturedFils: 45_000, releasedFils: 55_000 }), 'en'),
    ).toMatch(/^Partly captured: AED\s450\.00 taken for charges, AED\s550\.00 released$/);
    expect(depositStateLabel(t, deposit({ state: 'captured', capturedFils: 100_000 }), 'en')).toMatch(
      /^Captured in full: AED\s1,000\.00/,
    );
  });

  it('says a card deposit is authorised, not charged, and a wallet one held', () => {
    expect(depositStateLabel(t, deposit({}), 'en')).toBe('Authorised on the card, not charged');
    expect(depositStateLabel(t, deposit({ method: 'wallet', state: 'held' }), 'en')).toBe(
      'Held on the wallet, not charged',
    );
    expect(depositStateLabel(ar, deposit({}), 'ar')).toContain('مفوَّض');
  });

  it('names a card refund by where it stands and a wallet refund as before', () => {
    const base = { amountFils: 15_750, createdAt: '', completedAt: null };
    expect(refundLabel(t, { ...base, method: 'card', status: 'pending' })).toBe('Refund to your card on its way');
    expect(refundLabel(t, { ...base, method: 'card', status: 'succeeded' })).toBe('Refunded to your card');
    expect(refundLabel(t, { ...base, method: 'wallet', status: 'succeeded' })).toBe('Refunded to wallet');
  });
});
