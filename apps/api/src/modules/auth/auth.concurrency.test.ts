import { SMS_MAX_WRONG_TRIES, SMS_PURPOSES } from '@souq/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { createTestApp, lastSmsCode, newMobile, PASSWORD, registerUser, type TestApp } from '../../testing/test-app';
import { notifications } from '../notifications/notifications.tables';
import { smsCodes } from './auth.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const GUESSES = 60;
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

function tally(errors: (string | undefined)[]) {
  const out: Record<string, number> = {};
  for (const e of errors) out[e ?? 'OK'] = (out[e ?? 'OK'] ?? 0) + 1;
  return out;
}

async function triesOf(mobile: string) {
  const rows = await t.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
  return rows.map((r) => r.attempts);
}

describe('SMS code guesses racing', () => {
  it(`${GUESSES} concurrent wrong registration codes: at most ${SMS_MAX_WRONG_TRIES} are compared, then the right code is refused`, async () => {
    const mobile = newMobile();
    expect((await post('/api/auth/sms-codes', { mobile, purpose: 'register' })).statusCode).toBe(200);
    const code = await lastSmsCode(t, mobile);
    const body = (c: string) => ({ mobile, code: c, password: PASSWORD, passwordConfirm: PASSWORD });
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, () => post('/api/auth/register', body(wrongOf(code)))),
    );
    const counts = tally(answers.map((a) => a.json().error));
    expect(counts.SMS_CODE_INVALID).toBeLessThanOrEqual(SMS_MAX_WRONG_TRIES);
    expect((counts.SMS_CODE_INVALID ?? 0) + (counts.SMS_CODE_TOO_MANY_TRIES ?? 0)).toBe(GUESSES);
    expect(await triesOf(mobile)).toEqual([SMS_MAX_WRONG_TRIES]);
    const right = await post('/api/auth/register', body(code));
    expect(right.json().error).toBe('SMS_CODE_TOO_MANY_TRIES');
    t.clock.advance(61_000);
  });

  it(`every purpose: ${GUESSES} concurrent wrong codes are compared at most ${SMS_MAX_WRONG_TRIES} times`, async () => {
    const { smsCodes: codes } = t.app.services;
    for (const purpose of SMS_PURPOSES) {
      const mobile = newMobile();
      await codes.send(mobile, purpose, 'en');
      const code = await lastSmsCode(t, mobile);
      const results = await Promise.allSettled(
        Array.from({ length: GUESSES }, () => codes.verify(mobile, purpose, wrongOf(code))),
      );
      const errors = results.map((r) => (r.status === 'rejected' ? (r.reason as AppError).code : undefined));
      const counts = tally(errors);
      expect(counts.OK, purpose).toBeUndefined();
      expect(counts.SMS_CODE_INVALID, purpose).toBeLessThanOrEqual(SMS_MAX_WRONG_TRIES);
      expect(await triesOf(mobile), purpose).toEqual([SMS_MAX_WRONG_TRIES]);
      await expect(codes.verify(mobile, purpose, code)).rejects.toThrow(AppError);
    }
  });

  it(`${GUESSES} concurrent wrong SMS login codes: none logs in, at most ${SMS_MAX_WRONG_TRIES} are compared, the owner is told once`, async () => {
    const { mobile, userId } = await registerUser(t);
    expect((await post('/api/auth/sms-codes', { mobile, purpose: 'login' })).statusCode).toBe(200);
    const code = await lastSmsCode(t, mobile);
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, () => post('/api/auth/login/sms', { mobile, code: wrongOf(code) })),
    );
    const counts = tally(answers.map((a) => a.json().error));
    expect(counts.OK).toBeUndefined();
    expect(counts.SMS_CODE_INVALID).toBeLessThanOrEqual(SMS_MAX_WRONG_TRIES);
    expect(counts.LOGIN_LOCKED).toBeGreaterThanOrEqual(GUESSES - SMS_MAX_WRONG_TRIES);
    const [tries] = await triesOf(mobile);
    expect(tries).toBeLessThanOrEqual(SMS_MAX_WRONG_TRIES);
    // The right code: refused while the number is locked, and after the lock the code is used up.
    expect((await post('/api/auth/login/sms', { mobile, code })).json().error).toBe('LOGIN_LOCKED');
    t.clock.advance(61_000);
    expect((await post('/api/auth/login/sms', { mobile, code })).statusCode).not.toBe(200);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'account.sign_in_locked')));
    expect(told).toHaveLength(1);
  });

  it(`${GUESSES} concurrent wrong passwords on one account: at most ${SMS_MAX_WRONG_TRIES} are checked, the rest are locked out`, async () => {
    const { mobile, userId } = await registerUser(t);
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, () => post('/api/auth/login', { mobile, password: 'Wrong12345' })),
    );
    const counts = tally(answers.map((a) => a.json().error));
    expect(counts.WRONG_CREDENTIALS).toBeLessThanOrEqual(SMS_MAX_WRONG_TRIES);
    expect((counts.WRONG_CREDENTIALS ?? 0) + (counts.LOGIN_LOCKED ?? 0)).toBe(GUESSES);
    expect((await post('/api/auth/login', { mobile, password: PASSWORD })).json().error).toBe('LOGIN_LOCKED');
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'account.sign_in_locked')));
    expect(told).toHaveLength(1);
    t.clock.advance(61_000);
    expect((await post('/api/auth/login', { mobile, password: PASSWORD })).statusCode).toBe(200);
  });
});
