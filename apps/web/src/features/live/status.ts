import type { LiveRoomStatus } from '@souq/shared/live/live.schema';

/** The room status labels, as literal keys (the locale tests find them). */
export const STATUS_KEYS = {
  idle: 'status.idle',
  live: 'status.live',
  ended: 'status.ended',
} as const satisfies Record<LiveRoomStatus, string>;
