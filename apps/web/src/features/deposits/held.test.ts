import type { HeldFund } from '@souq/shared';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { tFor } from '../../testing/i18n-node';
import { holdPurposeLabel } from '../wallet/format';
import { heldFundReason, moneyStateColor } from './held';

let t: TFunction<'wallet'>;
beforeAll(async () => {
  t = (await tFor('en', ['wallet'])) as TFunction<'wallet'>;
});

const item = (over: Partial<HeldFund>): HeldFund => ({
  id: 'h1',
  kind: 'wallet_hold',
  purpose: 'rental_deposit',
  ref: { type: 'booking', id: 'b1', label: 'R261125000123' },
  amountFils: 100_000,
  capturedFils: 0,
  state: 'held',
  createdAt: '2026-11-25T10:00:00.000Z',
  releaseAt: null,
  resolvedAt: null,
  ...over,
});

describe('a hold on the deposits page', () => {
  it('names its reason with the order number', () => {
    const it1 = item({});
    expect(heldFundReason(t, it1, holdPurposeLabel(t, it1.purpose))).toBe('Rental deposit, order R261125000123');
    const card = item({ kind: 'card_authorisation', state: 'authorised' });
    expect(heldFundReason(t, card, holdPurposeLabel(t, card.purpose))).toBe('Rental deposit, order R261125000123');
  });

  it('names a hold without an order by its purpose', () => {
    const w = item({ purpose: 'withdrawal', ref: { type: 'withdrawal', id: 'w1', label: null } });
    expect(heldFundReason(t, w, holdPurposeLabel(t, w.purpose))).toBe('Withdrawal in progress');
  });
});

describe('the state of a hold', () => {
  it('reads a refund on its way to a card as the refund, not as a capture', async () => {
    const { heldFundStateLabel } = await import('./held');
    const refund = item({ purpose: 'card_refund', state: 'captured' });
    expect(heldFundStateLabel(t, refund, 'AED 346.50')).toBe('Refunded to card');
    expect(heldFundStateLabel(t, item({ kind: 'card_authorisation', state: 'partly_captured' }), 'AED 450.00')).toBe(
      'Partly captured: AED 450.00',
    );
  });
});

describe('the badge colour of blocked money', () => {
  it('is one scale for a deposits-page line and a booking deposit', () => {
    expect(moneyStateColor('held')).toBe('indigo');
    expect(moneyStateColor('authorised')).toBe('indigo');
    expect(moneyStateColor('held_until')).toBe('indigo');
    expect(moneyStateColor('released')).toBe('teal');
    expect(moneyStateColor('partly_captured')).toBe('orange');
    expect(moneyStateColor('captured')).toBe('orange');
    expect(moneyStateColor('not_secured')).toBe('red');
    expect(moneyStateColor('expired')).toBe('gray');
    expect(moneyStateColor('pending')).toBe('gray');
  });
});
