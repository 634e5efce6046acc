/** The PostgreSQL error under a driver's wrapper (Drizzle puts the driver's error in `cause`). */
function pgErrorOf(err: unknown): { code?: string; constraint?: string; message?: string } | undefined {
  return ((err as { cause?: unknown })?.cause ?? err) as { code?: string; constraint?: string; message?: string };
}

function violates(err: unknown, sqlState: string, constraint?: string): boolean {
  const e = pgErrorOf(err);
  if (e?.code !== sqlState) return false;
  return !constraint || e.constraint === constraint || !!e.message?.includes(constraint);
}

/** Postgres unique violation (23505), optionally on one named constraint; both drivers. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  return violates(err, '23505', constraint);
}

/** Postgres exclusion violation (23P01), optionally on one named constraint; both drivers. */
export function isExclusionViolation(err: unknown, constraint?: string): boolean {
  return violates(err, '23P01', constraint);
}

/**
 * A serialization failure (40001) or a deadlock (40P01): PostgreSQL rolled the transaction back
 * and running it again may well succeed.
 */
export function isRetryableTransactionError(err: unknown): boolean {
  const code = pgErrorOf(err)?.code;
  return code === '40001' || code === '40P01';
}
