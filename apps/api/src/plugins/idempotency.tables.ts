import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Requests with an Idempotency-Key being worked on right now: one row per user, path and key
 * while the first request runs, deleted when it answers. A twin sent meanwhile waits for the
 * row to go (then replays the first's result) instead of racing it. A row older than a few
 * minutes is left over from a crash and may be taken over.
 */
export const idempotencyClaims = pgTable(
  'idempotency_claims',
  {
    userId: uuid('user_id').notNull(),
    /** The method and path of the request, e.g. `POST /api/vip/subscriptions`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Who holds the claim: only its holder deletes it. */
    token: uuid('token').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);
