import { boolean, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** Released app versions; the newest row is what clients are told to run. */
export const appVersions = pgTable('app_versions', {
  id: serial('id').primaryKey(),
  version: text('version').notNull().unique(),
  url: text('url'),
  mandatory: boolean('mandatory').notNull().default(false),
  notes: text('notes'),
  createdAt: createdAt(),
});
