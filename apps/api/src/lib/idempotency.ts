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

/** A stable hash of what a request asked for (bigints as decimal strings, keys in the given order). */
export function requestHash(value: Record<string, unknown>): string {
  return sha256(JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
}
