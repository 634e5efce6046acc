/**
 * Column builders that the tables of every domain share, so that a table states only what is its own.
 * Each call makes a fresh builder (a Drizzle builder belongs to one table); the SQL is the same as the
 * columns written out in full. References to a domain's table live beside that table (users.tables.ts,
 * catalog.tables.ts), since only tables may import another domain's tables.
 */
import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The row's key: a random uuid made by the database. */
export const uuidKey = () => uuid('id').primaryKey().defaultRandom();

/** An instant, stored as UTC `timestamptz`. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written: the database's clock unless the insert gives the time. */
export const createdAt = () => at('created_at').notNull().defaultNow();

/** Money as integer fils (1 AED = 100 fils) in a `bigint`. */
export const fils = (name: string) => bigint(name, { mode: 'bigint' });

/** When the row last changed; it starts at the time of the insert. */
export const updatedAt = () => at('updated_at').notNull().defaultNow();
