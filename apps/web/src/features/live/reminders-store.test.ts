import type { LiveReminder } from '@souq/shared/live/live.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { DISMISS_MS, reminderStore } from './reminders-store';

const r = (roomId: string, status: 0 | 1, auctionId = 'a1', carId: string | null = 'c1'): LiveReminder => ({
  auctionId,
  carId,
  roomId,
  status,
  title: 'Friday live',
  startsAt: null,
});

describe('reminder banner list', () => {
  beforeEach(() => reminderStore.clear());

  it('adds no duplicate for the same auction, car and room; room counts for status 1', () => {
    reminderStore.add(r('room1', 1));
    reminderStore.add(r('room1', 1));
    reminderStore.add(r('room2', 1));
    reminderStore.add(r('room3', 0));
    expect(reminderStore.get().map((x) => x.roomId)).toEqual(['room1', 'room2']);
  });

  it('tap clears the list', () => {
    reminderStore.add(r('room1', 1));
    reminderStore.add(r('room1', 0, 'a2'));
    reminderStore.clear();
    expect(reminderStore.get()).toEqual([]);
  });

  it('dismiss marks one leaving, then removes it after 0.5 s', () => {
    reminderStore.add(r('room1', 1));
    reminderStore.add(r('room2', 1));
    const later: { fn: () => void; ms: number }[] = [];
    const target = reminderStore.get()[0] as LiveReminder;
    reminderStore.dismiss(target, (fn, ms) => later.push({ fn, ms }));
    expect(reminderStore.get()[0]?.leaving).toBe(true);
    expect(later[0]?.ms).toBe(DISMISS_MS);
    later[0]?.fn();
    expect(reminderStore.get().map((x) => x.roomId)).toEqual(['room2']);
  });
});
