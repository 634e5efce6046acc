import type { LotState } from '@souq/shared/auctions/auctions.schema';
import { describe, expect, it } from 'vitest';
import { initialLiveLot, type LiveLot, stepLiveLot } from './lot-stream';

function state(seq: number, priceFils: number | null = seq * 100_00): LotState {
  return {
    lotId: 'lot-1',
    seq,
    status: 'open',
    result: null,
    startPriceFils: 1_000_00,
    priceFils,
    minNextBidFils: (priceFils ?? 1_000_00) + 100_00,
    bidCount: seq,
    leader: null,
    reserveMet: false,
    startsAt: null,
    endsAt: '2026-11-27T12:00:00.000Z',
    serverNow: '2026-11-27T11:00:00.000Z',
    extensions: 0,
  };
}

const at = (seq: number): LiveLot => ({ state: state(seq), stale: false });

describe('a lot kept live from its events', () => {
  it('shows the next event in order', () => {
    const step = stepLiveLot(at(4), { type: 'event', state: state(5) });
    expect(step).toEqual({ next: { state: state(5), stale: false }, refetch: false });
  });

  it('drops events at or below the last sequence seen', () => {
    for (const seq of [4, 3]) {
      const step = stepLiveLot(at(4), { type: 'event', state: state(seq, 1) });
      expect(step.next.state?.priceFils).toBe(4 * 100_00);
      expect(step.refetch).toBe(false);
    }
  });

  it('holds the price back and refetches when a sequence number was skipped', () => {
    const step = stepLiveLot(at(4), { type: 'event', state: state(6) });
    expect(step.refetch).toBe(true);
    expect(step.next.stale).toBe(true);
    expect(step.next.state?.seq).toBe(4);
    // Later events wait for the fetch; the fetch clears the gap.
    const waiting = stepLiveLot(step.next, { type: 'event', state: state(7) });
    expect(waiting.next.stale).toBe(true);
    expect(waiting.refetch).toBe(false);
    const fetched = stepLiveLot(waiting.next, { type: 'fetched', state: state(7) });
    expect(fetched.next).toEqual({ state: state(7), stale: false });
    expect(stepLiveLot(fetched.next, { type: 'event', state: state(8) }).next.state?.seq).toBe(8);
  });

  it('refetches an event that comes before the first fetch', () => {
    const step = stepLiveLot(initialLiveLot, { type: 'event', state: state(3) });
    expect(step.refetch).toBe(true);
    expect(step.next.state).toBeNull();
  });

  it('is stale from a disconnect until the fetch after the reconnect', () => {
    const down = stepLiveLot(at(4), { type: 'disconnected' });
    expect(down).toEqual({ next: { state: state(4), stale: true }, refetch: false });
    const up = stepLiveLot(down.next, { type: 'reconnected' });
    expect(up.refetch).toBe(true);
    expect(up.next.stale).toBe(true);
    expect(stepLiveLot(up.next, { type: 'fetched', state: state(9) }).next).toEqual({ state: state(9), stale: false });
  });

  it('keeps a newer socket state over an older fetched answer', () => {
    const step = stepLiveLot(at(6), { type: 'fetched', state: state(5) });
    expect(step.next.state?.seq).toBe(6);
    expect(step.next.stale).toBe(false);
  });
});
