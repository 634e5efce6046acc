import type { LocalizedNames } from '@souq/shared';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const REGION_LEVELS = ['emirate', 'city', 'area'] as const;
export type RegionLevel = (typeof REGION_LEVELS)[number];

/**
 * The seven emirates (the spec's provinces), their cities and areas: reference data loaded from a
 * checked-in file when the database is migrated. Ids are stable slugs ('dubai', 'dubai-marina').
 */
export const regions = pgTable(
  'regions',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    level: text('level').$type<RegionLevel>().notNull(),
    /** The emirate a row belongs to (an emirate's own id for an emirate): the "isProvence" filter. */
    emirateId: text('emirate_id').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    hot: boolean('hot').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [index('regions_parent_idx').on(t.parentId, t.sort), index('regions_emirate_idx').on(t.emirateId)],
);

export type RegionRow = typeof regions.$inferSelect;
