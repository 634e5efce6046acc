import type { LiveReminder } from '@souq/shared/live/live.schema';
import { addReminder } from '@souq/shared/live/reminders';

/** The broadcast-reminder banner list (SPEC section 4), one per app: added without duplicates. */
export const DISMISS_MS = 500;

export interface ReminderItem extends LiveReminder {
  /** Being dismissed: shown fading for DISMISS_MS, then removed. */
  leaving?: boolean;
}

let items: readonly ReminderItem[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export const reminderStore = {
  get: (): readonly ReminderItem[] => items,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  add(reminder: LiveReminder): void {
    const next = addReminder(items, reminder);
    if (next !== items) {
      items = next;
      emit();
    }
  },
  /** Tapping a reminder enters its room and clears the whole list. */
  clear(): void {
    if (!items.length) return;
    items = [];
    emit();
  },
  /** Dismissing one removes it after the 0.5 s animation. */
  dismiss(target: LiveReminder, schedule: (fn: () => void, ms: number) => unknown = setTimeout): void {
    items = items.map((r) => (r === target ? { ...r, leaving: true } : r));
    emit();
    schedule(() => {
      items = items.filter((r) => !(r.leaving && sameKey(r, target)));
      emit();
    }, DISMISS_MS);
  },
};

function sameKey(a: LiveReminder, b: LiveReminder): boolean {
  return a.auctionId === b.auctionId && a.carId === b.carId && a.roomId === b.roomId && a.status === b.status;
}
