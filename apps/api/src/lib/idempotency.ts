import type { FastifyRequest } from 'fastify';
import { sha256 } from './crypto';
import { AppError, fieldError } from './errors';

const KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * The `Idempotency-Key` header of a money-moving POST: required, printable ASCII, at most 200
 * characters. The same key with the same body replays the first result; another body is refused.
 */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers['idempotency-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!key) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  if (!KEY.test(key)) throw fieldError('VALIDATION_FAILED', 'Idempotency-Key', 'invalid');
  return key;
}

/** Canonical JSON: sorted keys, undefined dropped, bigints and dates as strings. */
function canonical(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .filter((k) => record[k] !== undefined)
        .map((k) => [k, canonical(record[k])]),
    );
  }
  return value ?? null;
}

/** A stable hash of what a request asked for: the "same request" test of an idempotency key. */
export function requestHash(value: unknown): string {
  return sha256(JSON.stringify(canonical(value)));
}
