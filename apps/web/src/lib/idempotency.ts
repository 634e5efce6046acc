/**
 * Idempotency keys for money-moving POSTs (spec: each request carries one; the server replays the
 * first result for a repeated key instead of moving money twice).
 *
 * One key per form submission: a new key for each new submission, the same key when the same
 * submission (same body) is sent again after it got no definite answer (network failure, timeout,
 * server error), so a retry can never pay twice. After a definite answer (success or a refusal
 * such as "insufficient funds") the next submission gets a fresh key.
 */
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { isApiError } from './api';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random UUID v4; `crypto.randomUUID` needs a secure context, `getRandomValues` does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function idempotencyHeaders(key: string): Record<string, string> {
  return { [IDEMPOTENCY_HEADER]: key };
}

/** True when the server may not have finished the request, so the same key must be reused. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}

/**
 * Keeps the key of the submission in flight: `keyFor(body)` gives the same key for the same body
 * until `settle(error?)` reports a definite answer.
 */
export class IdempotencyKeeper {
  private current: { key: string; body: string } | null = null;

  keyFor(body: unknown): string {
    const serial = JSON.stringify(body ?? null);
    if (!this.current || this.current.body !== serial) this.current = { key: newIdempotencyKey(), body: serial };
    return this.current.key;
  }

  settle(error?: unknown): void {
    if (error === undefined || error === null || !isRetryable(error)) this.current = null;
  }
}

/**
 * `useMutation` for a money-moving POST: `request(body, key)` gets the submission's key.
 * Repeated `mutate(body)` calls with an equal body after an unanswered attempt reuse the key.
 */
export function useIdempotentMutation<TBody, TResult>(
  request: (body: TBody, idempotencyKey: string) => Promise<TResult>,
  options: Omit<UseMutationOptions<TResult, Error, TBody>, 'mutationFn'> = {},
) {
  const keeper = useRef<IdempotencyKeeper | null>(null);
  keeper.current ??= new IdempotencyKeeper();
  const { onSettled, ...rest } = options;
  return useMutation<TResult, Error, TBody>({
    ...rest,
    mutationFn: (body) => request(body, (keeper.current as IdempotencyKeeper).keyFor(body)),
    onSettled: (data, error, body, result, context) => {
      keeper.current?.settle(error ?? undefined);
      return onSettled?.(data, error, body, result, context);
    },
  });
}
