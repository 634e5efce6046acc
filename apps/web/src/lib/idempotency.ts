/**
 * Idempotency keys for money-moving POSTs (spec: each request carries one; the server replays the
 * first result for a repeated key instead of moving money twice).
 *
 * One key per user intent: a form (a page visit's instance of it) keeps its key while the same
 * content is submitted again after no definite answer (network failure, timeout, server error,
 * "still in progress"), so a retry can never pay twice, and a second click while the first
 * submission is unanswered sends nothing new: it shares the first's answer. After a definite
 * answer (success, or a refusal such as "insufficient funds", where nothing moved) or when the
 * content changes, the next submission gets a fresh key.
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

/** Answers that decide nothing: the first request with the key may still go through. */
const UNDECIDED: ReadonlySet<string> = new Set(['IDEMPOTENCY_IN_PROGRESS', 'CONFLICT_RETRY']);

/** True when the server may not have finished the request, so the same key must be reused. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500 || UNDECIDED.has(error.error);
}

/**
 * Keeps the key of the current submission: `keyFor(body)` gives the same key for the same body
 * until `settle(error?)` reports a definite answer; `send` also lets a repeated submission of the
 * same body share the unanswered first one instead of sending it again.
 */
export class IdempotencyKeeper {
  private current: { key: string; body: string; inFlight: Promise<unknown> | null } | null = null;

  keyFor(body: unknown): string {
    return this.entryFor(body).key;
  }

  send<T>(body: unknown, request: (key: string) => Promise<T>): Promise<T> {
    const entry = this.entryFor(body);
    if (entry.inFlight) return entry.inFlight as Promise<T>;
    const sent = request(entry.key).finally(() => {
      entry.inFlight = null;
    });
    entry.inFlight = sent;
    return sent;
  }

  settle(error?: unknown): void {
    if (error === undefined || error === null || !isRetryable(error)) this.current = null;
  }

  private entryFor(body: unknown) {
    const serial = JSON.stringify(body ?? null);
    if (!this.current || this.current.body !== serial) {
      this.current = { key: newIdempotencyKey(), body: serial, inFlight: null };
    }
    return this.current;
  }
}

/** The key keeper of this form instance: one per page visit, kept across renders. */
export function useIdempotencyKey(): IdempotencyKeeper {
  const keeper = useRef<IdempotencyKeeper | null>(null);
  keeper.current ??= new IdempotencyKeeper();
  return keeper.current;
}

/**
 * `useMutation` for a money-moving POST: `request(body, key)` gets the submission's key.
 * Repeated `mutate(body)` calls with an equal body reuse the key while no definite answer came,
 * and share the request while it is unanswered (a double click sends once).
 */
export function useIdempotentMutation<TBody, TResult>(
  request: (body: TBody, idempotencyKey: string) => Promise<TResult>,
  options: Omit<UseMutationOptions<TResult, Error, TBody>, 'mutationFn'> = {},
) {
  const keeper = useIdempotencyKey();
  const { onSettled, ...rest } = options;
  return useMutation<TResult, Error, TBody>({
    ...rest,
    mutationFn: (body) => keeper.send(body, (key) => request(body, key)),
    onSettled: (data, error, body, result, context) => {
      keeper.settle(error ?? undefined);
      return onSettled?.(data, error, body, result, context);
    },
  });
}
