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
