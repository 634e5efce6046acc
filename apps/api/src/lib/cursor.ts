import { AppError } from './errors';

/** Keyset cursor over (time, id): stable under inserts, no duplicates or gaps between pages. */
export interface TimeIdCursor {
  at: Date;
  id: string;
}

export function encodeCursor(cursor: TimeIdCursor): string {
  return Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string | undefined): TimeIdCursor | null {
  if (!value) return null;
  const [at, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const date = at ? new Date(at) : null;
  if (!date || Number.isNaN(date.getTime()) || !id) {
    throw new AppError('VALIDATION_FAILED', {}, [{ field: 'cursor', key: 'invalid' }]);
  }
  return { at: date, id };
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
  const parts = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const [t, key, id] = parts;
  if (parts.length !== 3 || t !== tag || key === undefined || !id || !validKey(key)) {
    throw new AppError('VALIDATION_FAILED', {}, [{ field: 'cursor', key: 'invalid' }]);
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
