import { AppError } from './errors';

/** Keyset cursor over (time, id): stable under inserts, no duplicates or gaps between pages. */
export interface TimeIdCursor {
  at: Date;
  id: string;
}

export function encodeCursor(cursor: TimeIdCursor): string {
  return Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`).toString('base64url');
}

/** The longest cursor a list hands out; anything longer was not made here. */
const CURSOR_MAX = 512;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * An ISO 8601 instant of years 0000-9999 with seconds, up to microseconds and a zone, as
 * `Date#toISOString` and PostgreSQL's JSON write it (timestamptz takes every one of them).
 */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}(?::?\d{2})?)$/;

function invalidCursor(): AppError {
  return new AppError('VALIDATION_FAILED', {}, [{ field: 'cursor', key: 'invalid' }]);
}

/** Whether the id part of a cursor is a row id (every keyset list pages by a UUID primary key). */
export function isCursorId(value: string): boolean {
  return UUID.test(value);
}

/** Whether a key is an instant as cursors write it (and as every database column accepts it). */
export function isCursorTime(value: string): boolean {
  return ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}

export const INT8_MIN = -9_223_372_036_854_775_808n;
export const INT8_MAX = 9_223_372_036_854_775_807n;

/** Whether a key is a whole number in [min, max]: an int4 column by default, or e.g. int8 bounds. */
export function isCursorInteger(value: string, min = -2_147_483_648n, max = 2_147_483_647n): boolean {
  if (!/^-?\d{1,19}$/.test(value)) return false;
  const n = BigInt(value);
  return n >= min && n <= max;
}

/** The text of a cursor, or null when it is not base64url of valid UTF-8 within the length bound. */
function cursorText(value: string): string | null {
  if (value.length > CURSOR_MAX || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const text = Buffer.from(value, 'base64url').toString('utf8');
  return text.includes('\uFFFD') ? null : text;
}

export function decodeCursor(value: string | undefined): TimeIdCursor | null {
  if (!value) return null;
  const parts = cursorText(value)?.split('|');
  const [at, id] = parts ?? [];
  if (parts?.length !== 2 || !at || !isCursorTime(at) || !id || !isCursorId(id)) throw invalidCursor();
  return { at: new Date(at), id };
}

/**
 * One page from `limit + 1` rows fetched after the cursor: the extra row only says whether a next
 * page exists, and the last row shown is where it starts.
 */
export function pageOf<R, T>(
  rows: R[],
  limit: number,
  keyOf: (row: R) => TimeIdCursor,
  present: (row: R) => T,
): { items: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(present),
    nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null,
  };
}

/**
 * Keyset cursor over (sort key, id) for orders other than time: a price, a mileage, a year. The
 * key travels as text with a tag naming the order, so a cursor of one sort is refused by another.
 */
export interface KeyIdCursor {
  key: string;
  id: string;
}

export function encodeKeyCursor(tag: string, cursor: KeyIdCursor): string {
  return Buffer.from(`${tag}|${cursor.key}|${cursor.id}`).toString('base64url');
}

/** The cursor of `tag`; a cursor of another tag, or one `validKey` refuses, is a field error. */
export function decodeKeyCursor(
  tag: string,
  value: string | undefined,
  validKey: (key: string) => boolean = () => true,
): KeyIdCursor | null {
  if (!value) return null;
  const parts = cursorText(value)?.split('|');
  const [t, key, id] = parts ?? [];
  if (parts?.length !== 3 || t !== tag || key === undefined || !id || !isCursorId(id) || !validKey(key)) {
    throw invalidCursor();
  }
  return { key, id };
}

/** `pageOf` for a (sort key, id) cursor. */
export function keysetPageOf<R, T>(
  rows: R[],
  limit: number,
  tag: string,
  keyOf: (row: R) => KeyIdCursor,
  present: (row: R) => T,
): { items: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(present),
    nextCursor: rows.length > limit && last ? encodeKeyCursor(tag, keyOf(last)) : null,
  };
}
