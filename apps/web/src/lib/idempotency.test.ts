import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { IdempotencyKeeper, isRetryable, newIdempotencyKey } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const error = (status: number, id = 'X') => new ApiError({ status, code: status, error: id, message: id });

describe('idempotency keys', () => {
  it('are random UUIDs', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('are UUIDs without crypto.randomUUID (insecure contexts)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('are reused for a retry of the same submission after no definite answer', () => {
    const keeper = new IdempotencyKeeper();
    const first = keeper.keyFor({ amount: '500' });
    keeper.settle(error(0, 'NETWORK_ERROR'));
    expect(keeper.keyFor({ amount: '500' })).toBe(first);
    keeper.settle(error(503, 'SERVICE_UNAVAILABLE'));
    expect(keeper.keyFor({ amount: '500' })).toBe(first);
  });

  it('change when the body changes or after a definite answer', () => {
    const keeper = new IdempotencyKeeper();
    const first = keeper.keyFor({ amount: '500' });
    const second = keeper.keyFor({ amount: '200' });
    expect(second).not.toBe(first);
    keeper.settle(error(400, 'INSUFFICIENT_FUNDS'));
    const third = keeper.keyFor({ amount: '200' });
    expect(third).not.toBe(second);
    keeper.settle();
    expect(keeper.keyFor({ amount: '200' })).not.toBe(third);
  });

  it('treat network failures and server errors as retryable, refusals as definite', () => {
    expect(isRetryable(error(0, 'TIMEOUT'))).toBe(true);
    expect(isRetryable(error(500))).toBe(true);
    expect(isRetryable(new Error('boom'))).toBe(true);
    expect(isRetryable(error(400, 'INSUFFICIENT_FUNDS'))).toBe(false);
    expect(isRetryable(error(409, 'IDEMPOTENCY_CONFLICT'))).toBe(false);
    // "Still in progress" and "try again" decide nothing: the first request may still go through.
    expect(isRetryable(error(409, 'IDEMPOTENCY_IN_PROGRESS'))).toBe(true);
    expect(isRetryable(error(409, 'CONFLICT_RETRY'))).toBe(true);
  });
});
