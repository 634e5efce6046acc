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
