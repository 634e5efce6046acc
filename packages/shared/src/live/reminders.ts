/**
 * Broadcast reminders (SPEC section 4): a new reminder is added unless one for the same auction,
 * car and room exists; for a live-start reminder (status 1) the room is part of the match, for the
 * others it is not. Pure, shared by the web's banner list and its test.
 */
export interface ReminderKey {
  auctionId: string | null;
  carId: string | null;
  roomId: string | null;
  status: 0 | 1;
}

/** Whether `candidate` repeats `existing` under the spec's rule (the candidate's status decides). */
export function isDuplicateReminder(existing: ReminderKey, candidate: ReminderKey): boolean {
  if (existing.auctionId !== candidate.auctionId || existing.carId !== candidate.carId) return false;
  return candidate.status === 1 ? existing.roomId === candidate.roomId : true;
}

/** The list with `candidate` appended, or the same list when it is a duplicate. */
export function addReminder<T extends ReminderKey>(list: readonly T[], candidate: T): readonly T[] {
  return list.some((r) => isDuplicateReminder(r, candidate)) ? list : [...list, candidate];
}
