import { describe, expect, it } from 'vitest';
import { addReminder, isDuplicateReminder, type ReminderKey } from './reminders';

const r = (auctionId: string | null, carId: string | null, roomId: string | null, status: 0 | 1): ReminderKey => ({
  auctionId,
  carId,
  roomId,
  status,
});

describe('broadcast reminder dedupe', () => {
  it('adds a new auction or car', () => {
    const list = addReminder([r('a1', 'c1', 'r1', 0)], r('a2', 'c1', 'r1', 0));
    expect(list).toHaveLength(2);
    expect(addReminder(list, r('a1', 'c2', 'r1', 0))).toHaveLength(3);
  });

  it('drops the same auction and car when not a live start, whatever the room', () => {
    const list = [r('a1', 'c1', 'r1', 0)];
    expect(addReminder(list, r('a1', 'c1', 'r1', 0))).toBe(list);
    expect(addReminder(list, r('a1', 'c1', 'r9', 0))).toBe(list);
  });

  it('includes the room in the match of a live-start reminder (status 1)', () => {
    const list = [r('a1', 'c1', 'r1', 1)];
    expect(addReminder(list, r('a1', 'c1', 'r1', 1))).toBe(list);
    expect(addReminder(list, r('a1', 'c1', 'r2', 1))).toHaveLength(2);
    expect(isDuplicateReminder(r('a1', 'c1', 'r1', 0), r('a1', 'c1', 'r2', 1))).toBe(false);
  });

  it('treats missing ids as values (null matches null only)', () => {
    expect(isDuplicateReminder(r(null, null, 'r1', 0), r(null, null, 'r2', 0))).toBe(true);
    expect(isDuplicateReminder(r(null, 'c1', 'r1', 0), r('a1', 'c1', 'r1', 0))).toBe(false);
  });
});
