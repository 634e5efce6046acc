import type { Deal } from '@souq/shared/deals/deals.schema';
import { describe, expect, it } from 'vitest';
import { canChooseLogistics, countdown, nextStep, serverOffset, stepsFor } from './deal-view';

const deal = (over: Partial<Deal>): Pick<Deal, 'role' | 'status' | 'logistics'> => ({
  role: 'buyer',
  status: 'awaiting_payment',
  logistics: { mode: null, address: null, scheduledFor: null, steps: [] },
  ...over,
});

describe('deal view', () => {
  it('counts down in hours past a day', () => {
    expect(countdown(48 * 3_600_000)).toBe('48:00:00');
    expect(countdown(61_500)).toBe('0:01:01');
    expect(countdown(-5)).toBe('0:00:00');
  });
  it('measures the offset from the server clock', () => {
    expect(serverOffset('2026-01-01T00:00:10.000Z', Date.parse('2026-01-01T00:00:00.000Z'))).toBe(10_000);
  });
  it('offers the next logistics step, and the handover only once paid', () => {
    expect(stepsFor('delivery')).toEqual(['scheduled', 'out_for_delivery', 'delivered']);
    expect(nextStep(deal({}))).toBe('scheduled');
    const scheduled = {
      mode: 'pickup' as const,
      address: null,
      scheduledFor: null,
      steps: [{ step: 'scheduled' as const, at: 'x' }],
    };
    expect(nextStep(deal({ logistics: scheduled }))).toBeNull();
    expect(nextStep(deal({ status: 'paid', logistics: scheduled }))).toBe('picked_up');
    expect(nextStep(deal({ status: 'completed', logistics: scheduled }))).toBeNull();
  });
  it('lets the buyer choose until staff schedule', () => {
    expect(canChooseLogistics(deal({}))).toBe(true);
    expect(canChooseLogistics(deal({ role: 'seller' }))).toBe(false);
    expect(
      canChooseLogistics(
        deal({
          logistics: { mode: 'pickup', address: null, scheduledFor: null, steps: [{ step: 'scheduled', at: 'x' }] },
        }),
      ),
    ).toBe(false);
  });
});
