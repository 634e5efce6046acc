import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visibility: text('visibility').$type<'public' | 'private'>().notNull(),
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull(),
    /** WebP thumbnail of an image; null for videos and PDFs. */
    thumbKey: text('thumb_key'),
    mime: text('mime').notNull(),
    /** Pixels of an image; null for videos and PDFs. */
    width: integer('width'),
    height: integer('height'),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);
