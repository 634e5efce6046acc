import { intlLocale } from '@souq/shared';
import type { LiveRoomStatus } from '@souq/shared/live/live.schema';
import { appLanguage } from '../../lib/i18n';

/** The room status labels, as literal keys (the locale tests find them). */
export const STATUS_KEYS = {
  idle: 'status.idle',
  live: 'status.live',
  ended: 'status.ended',
} as const satisfies Record<LiveRoomStatus, string>;

/** A start time in the app's language and the device's own time zone ("Sat, 28 Nov, 20:00"). */
export function localStart(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(appLanguage()), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}
