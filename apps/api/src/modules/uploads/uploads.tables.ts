import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, uuidKey } from '../../db/columns';
import { userRef } from '../users/users.tables';

export const uploads = pgTable(
  'uploads',
  {
    id: uuidKey(),
    ownerId: userRef('owner_id', 'cascade'),
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
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);
