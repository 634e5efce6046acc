/** Postgres unique violation (23505), optionally on one named constraint; both drivers. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = ((err as { cause?: unknown })?.cause ?? err) as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return false;
  return !constraint || e.constraint === constraint || !!e.message?.includes(constraint);
}
