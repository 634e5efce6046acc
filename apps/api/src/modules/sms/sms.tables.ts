import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, uuidKey } from '../../db/columns';

/** The dev SMS outbox: what would have been sent, readable in development and tests. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuidKey(),
    mobile: text('mobile').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.createdAt)],
);
