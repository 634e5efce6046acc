/**
 * Sign-up, logins, SMS codes, password reset, logout and account cancellation through the API.
 * One file over 500 lines: its groups share one test app and the accounts made along the way.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  lastSmsCode,
  newMobile,
  PASSWORD,
  registerUser,
  type TestApp,
} from '../../testing/test-app';
import { notifications } from '../notifications/notifications.tables';
import { smsOutbox } from '../sms/sms.tables';
import { users } from '../users/users.tables';
import { pushDevices, sessions, smsCodes } from './auth.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function sendCode(mobile: string, purpose: string) {
  return post('/api/auth/sms-codes', { mobile, purpose });
}

/** The SMS the dev outbox "sent" to a number, newest first. */
function outbox(mobile: string) {
  return t.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(desc(smsOutbox.createdAt));
}

describe('registration', () => {
  it('registers with a code from the SMS outbox and returns a working session', async () => {
    const mobile = newMobile();
    expect((await sendCode(mobile, 'register')).statusCode).toBe(200);
    const code = await lastSmsCode(t, mobile);
    const res = await post('/api/auth/register', { mobile, code, password: PASSWORD, passwordConfirm: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data.user.mobile).toBe(mobile);
    expect(body.data.user.roles).toEqual(['user']);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(body.data.token) });
    expect(me.json().data.id).toBe(body.data.user.id);
    // Only a hash of the token is stored.
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, body.data.user.id));
    expect(stored[0]?.tokenHash).not.toContain(body.data.token);
    t.clock.advance(61_000);
  });

  it('accepts UAE numbers written with 00971 or a leading 0 and stores E.164', async () => {
    const res = await sendCode('0502 345 678', 'register');
    expect(res.statusCode).toBe(200);
    const code = await lastSmsCode(t, '+971502345678');
    const reg = await post('/api/auth/register', {
      mobile: '00971502345678',
      code,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    });
    expect(reg.json().data.user.mobile).toBe('+971502345678');
    t.clock.advance(61_000);
  });

  it('registers a mainland China number', async () => {
    const mobile = '+8613812345678';
    await sendCode('13812345678', 'register');
    const code = await lastSmsCode(t, mobile);
    const reg = await post('/api/auth/register', {
      mobile: '13812345678',
      code,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    });
    expect(reg.statusCode).toBe(200);
    t.clock.advance(61_000);
  });

  it('refuses a malformed mobile, naming the field, in the request language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sms-codes',
      payload: { mobile: '0591234567', purpose: 'register' },
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.data.fields[0].field).toBe('mobile');
    expect(body.data.fields[0].message).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a weak password and passwords that differ, and writes nothing', async () => {
    const mobile = newMobile();
    await sendCode(mobile, 'register');
    const code = await lastSmsCode(t, mobile);
    const weak = await post('/api/auth/register', { mobile, code, password: 'abcdefgh', passwordConfirm: 'abcdefgh' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().data.fields.map((f: { field: string }) => f.field)).toContain('password');
    const differ = await post('/api/auth/register', {
      mobile,
      code,
      password: PASSWORD,
      passwordConfirm: `${PASSWORD}x`,
    });
    expect(differ.statusCode).toBe(400);
    expect(differ.json().data.fields).toEqual([
      expect.objectContaining({ field: 'passwordConfirm', key: 'passwordsDiffer' }),
    ]);
    expect(await t.database.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(0);
    // The code was not spent by the refused attempts.
    const ok = await post('/api/auth/register', { mobile, code, password: PASSWORD, passwordConfirm: PASSWORD });
    expect(ok.statusCode).toBe(200);
    t.clock.advance(61_000);
  });

  it('answers "sent" for a registered number, tells only its owner by SMS, and registers nothing', async () => {
    const { mobile } = await registerUser(t);
    const res = await sendCode(mobile, 'register');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    const [sms] = await outbox(mobile);
    expect(sms?.body).toContain('already have an account');
    expect(sms?.body).not.toMatch(/\d{6}/);
    for (const code of ['000000', '123456']) {
      const reg = await post('/api/auth/register', { mobile, code, password: PASSWORD, passwordConfirm: PASSWORD });
      expect(reg.statusCode).toBe(400);
      expect(reg.json().error).toBe('SMS_CODE_INVALID');
    }
    t.clock.advance(61_000);
  });
});

describe('SMS codes', () => {
  it('refuses a wrong code and a code past five minutes', async () => {
    const mobile = newMobile();
    await sendCode(mobile, 'register');
    const code = await lastSmsCode(t, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await post('/api/auth/register', {
      mobile,
      code: wrong,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    });
    expect(res.json().error).toBe('SMS_CODE_INVALID');
    t.clock.advance(5 * 60_000 + 1);
    const late = await post('/api/auth/register', { mobile, code, password: PASSWORD, passwordConfirm: PASSWORD });
    expect(late.json().error).toBe('SMS_CODE_EXPIRED');
  });

  it('voids a code on the sixth try after five wrong ones, even when right', async () => {
    const mobile = newMobile();
    await sendCode(mobile, 'register');
    const code = await lastSmsCode(t, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/register', {
        mobile,
        code: wrong,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
      });
      expect(res.json().error).toBe('SMS_CODE_INVALID');
    }
    const sixth = await post('/api/auth/register', { mobile, code, password: PASSWORD, passwordConfirm: PASSWORD });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().error).toBe('SMS_CODE_TOO_MANY_TRIES');
    t.clock.advance(61_000);
  });

  it('is single use', async () => {
    const mobile = newMobile();
    await sendCode(mobile, 'register');
    const code = await lastSmsCode(t, mobile);
    await post('/api/auth/register', { mobile, code, password: PASSWORD, passwordConfirm: PASSWORD });
    const loginCode = await post('/api/auth/login/sms', { mobile, code });
    expect(loginCode.json().error).toBe('SMS_CODE_INVALID');
    t.clock.advance(61_000);
  });

  it('waits 60 s between codes and allows 5 an hour', async () => {
    const mobile = newMobile();
    expect((await sendCode(mobile, 'register')).statusCode).toBe(200);
    t.clock.advance(30_000);
    const early = await sendCode(mobile, 'register');
    expect(early.statusCode).toBe(429);
    expect(early.json().error).toBe('SMS_RESEND_TOO_SOON');
    expect(early.json().message).toContain('30');
    expect(early.headers['retry-after']).toBe('30');
    for (let i = 0; i < 4; i++) {
      t.clock.advance(61_000);
      expect((await sendCode(mobile, 'register')).statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    const sixth = await sendCode(mobile, 'register');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toBe('SMS_HOURLY_LIMIT');
    t.clock.advance(60 * 60_000);
    expect((await sendCode(mobile, 'register')).statusCode).toBe(200);
    const stored = await t.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    const code = await lastSmsCode(t, mobile);
    expect(stored.every((s) => s.codeHash !== code && s.codeHash.length === 64)).toBe(true);
    t.clock.advance(61_000);
  });

  it('answers login and reset code requests alike for registered and unknown numbers', async () => {
    const { mobile: known } = await registerUser(t);
    const unknown = newMobile();
    for (const purpose of ['login', 'reset_password']) {
      const a = await sendCode(known, purpose);
      const b = await sendCode(unknown, purpose);
      expect(b.statusCode).toBe(a.statusCode);
      expect(b.json()).toEqual(a.json());
      expect(Object.keys(b.headers).sort()).toEqual(Object.keys(a.headers).sort());
    }
    // Only the owner of the unknown number learns, by SMS, that no account uses it.
    const [toUnknown] = await outbox(unknown);
    expect(toUnknown?.body).toContain('no account');
    expect(toUnknown?.body).not.toMatch(/\d{6}/);
    // Proving a code then fails the same way as a wrong code for a real account.
    const wrongKnown = await post('/api/auth/login/sms', { mobile: known, code: '000000' });
    const wrongUnknown = await post('/api/auth/login/sms', { mobile: unknown, code: '000000' });
    expect(wrongUnknown.statusCode).toBe(wrongKnown.statusCode);
    const { requestId: _a, ...unknownBody } = wrongUnknown.json();
    const { requestId: _b, ...knownBody } = wrongKnown.json();
    expect(unknownBody).toEqual(knownBody);
    const resetUnknown = await post('/api/auth/password/reset', {
      mobile: unknown,
      code: '000000',
      password: 'NewPass2026',
      passwordConfirm: 'NewPass2026',
    });
    expect(resetUnknown.json().error).toBe('SMS_CODE_INVALID');
    t.clock.advance(61_000);
  });
});

describe('login', () => {
  it('logs in with mobile and password, and refuses a wrong password', async () => {
    const { mobile } = await registerUser(t);
    const good = await post('/api/auth/login', { mobile, password: PASSWORD });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.token).toBeTruthy();
    const bad = await post('/api/auth/login', { mobile, password: 'Wrong12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('WRONG_CREDENTIALS');
    const unknown = await post('/api/auth/login', { mobile: newMobile(), password: PASSWORD });
    expect(unknown.json().error).toBe('WRONG_CREDENTIALS');
  });

  it('logs in with an SMS code', async () => {
    const { mobile, userId } = await registerUser(t);
    expect((await sendCode(mobile, 'login')).statusCode).toBe(200);
    const code = await lastSmsCode(t, mobile);
    const res = await post('/api/auth/login/sms', { mobile, code });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(userId);
  });
});

describe('abuse limits', () => {
  const wrongLogin = (mobile: string) => post('/api/auth/login', { mobile, password: 'Wrong12345' });

  it('sends a locked account a login code like anyone, and says it is locked only after the code is proven', async () => {
    const victim = await registerUser(t);
    const other = await registerUser(t);
    await t.database.db.update(users).set({ lockedAt: t.clock.now() }).where(eq(users.id, victim.userId));
    const locked = await sendCode(victim.mobile, 'login');
    const open = await sendCode(other.mobile, 'login');
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toEqual(open.json());
    const code = await lastSmsCode(t, victim.mobile);
    const wrong = await post('/api/auth/login/sms', {
      mobile: victim.mobile,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().error).toBe('SMS_CODE_INVALID');
    const right = await post('/api/auth/login/sms', { mobile: victim.mobile, code });
    expect(right.statusCode).toBe(401);
    expect(right.json().error).toBe('USER_LOCKED');
    t.clock.advance(61_000);
  });

  it("sends withdrawal and cancellation codes only to the logged-in user's own number", async () => {
    const owner = await registerUser(t);
    const victim = newMobile();
    for (const purpose of ['withdraw', 'cancel_account']) {
      const anonymous = await sendCode(victim, purpose);
      expect(anonymous.statusCode).toBe(400);
      const noSession = await post('/api/me/sms-codes', { purpose });
      expect(noSession.statusCode).toBe(401);
      const own = await post('/api/me/sms-codes', { purpose, mobile: victim }, bearer(owner.token));
      expect(own.statusCode).toBe(200);
      const code = await lastSmsCode(t, owner.mobile);
      await expect(
        t.app.services.smsCodes.verify(owner.mobile, purpose as 'withdraw' | 'cancel_account', code),
      ).resolves.toBeUndefined();
    }
    expect(await outbox(victim)).toHaveLength(0);
    t.clock.advance(61_000);
  });

  it('keeps the waits and the hourly quota per purpose: register codes pumped to a number leave its login codes alone', async () => {
    const { mobile } = await registerUser(t);
    // The code of the registration itself was the first of the hour.
    for (let i = 0; i < 4; i++) {
      expect((await sendCode(mobile, 'register')).statusCode).toBe(200);
      t.clock.advance(61_000);
    }
    expect((await sendCode(mobile, 'register')).json().error).toBe('SMS_HOURLY_LIMIT');
    const login = await sendCode(mobile, 'login');
    expect(login.statusCode).toBe(200);
    // A reset code right after a login code: the 60 s wait is per purpose too.
    expect((await sendCode(mobile, 'reset_password')).statusCode).toBe(200);
    const code = await lastSmsCode(t, mobile);
    expect(
      (await post('/api/auth/password/reset', { mobile, code, password: PASSWORD, passwordConfirm: PASSWORD }))
        .statusCode,
    ).toBe(200);
    t.clock.advance(61_000);
  });

  it('locks a number after 5 wrong passwords, tells the owner once per lockout, and doubles the next lock', async () => {
    const { mobile, userId } = await registerUser(t);
    for (let i = 0; i < 5; i++) expect((await wrongLogin(mobile)).json().error).toBe('WRONG_CREDENTIALS');
    for (let i = 0; i < 3; i++) {
      const locked = await post('/api/auth/login', { mobile, password: PASSWORD });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error).toBe('LOGIN_LOCKED');
      expect(locked.headers['retry-after']).toBe('60');
    }
    const told = async () => {
      const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
      const sms = (await outbox(mobile)).filter((m) => m.body.includes('locked'));
      return { inApp: rows.filter((n) => n.type === 'account.sign_in_locked').length, sms: sms.length };
    };
    expect(await told()).toEqual({ inApp: 1, sms: 1 });
    t.clock.advance(61_000);
    for (let i = 0; i < 5; i++) expect((await wrongLogin(mobile)).json().error).toBe('WRONG_CREDENTIALS');
    const second = await post('/api/auth/login', { mobile, password: PASSWORD });
    expect(second.json().error).toBe('LOGIN_LOCKED');
    expect(second.headers['retry-after']).toBe('120');
    expect(await told()).toEqual({ inApp: 2, sms: 2 });
    t.clock.advance(121_000);
    expect((await post('/api/auth/login', { mobile, password: PASSWORD })).statusCode).toBe(200);
    // A success starts over: 4 wrong tries do not lock.
    for (let i = 0; i < 4; i++) await wrongLogin(mobile);
    expect((await post('/api/auth/login', { mobile, password: PASSWORD })).statusCode).toBe(200);
  });

  it('counts wrong SMS login and reset codes toward the same lockout, and locks unknown numbers alike', async () => {
    const { mobile } = await registerUser(t);
    const unknown = newMobile();
    for (const m of [mobile, unknown]) {
      await sendCode(m, 'login');
      await sendCode(m, 'reset_password');
      for (let i = 0; i < 2; i++) await post('/api/auth/login/sms', { mobile: m, code: '000000' });
      for (let i = 0; i < 2; i++) {
        await post('/api/auth/password/reset', {
          mobile: m,
          code: '000000',
          password: PASSWORD,
          passwordConfirm: PASSWORD,
        });
      }
      await wrongLogin(m);
      const sixth = await post('/api/auth/login/sms', { mobile: m, code: '000000' });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error).toBe('LOGIN_LOCKED');
    }
    t.clock.advance(61_000);
  });
});

describe('tokens', () => {
  it('answers a missing or bad token with the logged-out code', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 403, error: 'AUTH_REQUIRED' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer('not-a-token') });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 403, error: 'SESSION_INVALID' });
  });

  it('revokes the token at logout and removes the push device bound to it', async () => {
    const { token, userId } = await registerUser(t);
    const bind = await post('/api/me/push-devices', { pushId: `push-${userId}`, platform: 'android' }, bearer(token));
    expect(bind.statusCode).toBe(200);
    expect(await t.database.db.select().from(pushDevices).where(eq(pushDevices.userId, userId))).toHaveLength(1);
    expect((await post('/api/auth/logout', {}, bearer(token))).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(after.json().error).toBe('SESSION_INVALID');
    expect(await t.database.db.select().from(pushDevices).where(eq(pushDevices.userId, userId))).toHaveLength(0);
  });

  it('expires tokens after the configured lifetime', async () => {
    const { token } = await registerUser(t);
    t.clock.advance(31 * 86_400_000);
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(res.json().error).toBe('SESSION_INVALID');
  });

  it('tells a locked user "user is locked" and revokes the sessions', async () => {
    const admin = await registerUser(t);
    await t.database.db
      .update(users)
      .set({ roles: ['user', 'admin'] })
      .where(eq(users.id, admin.userId));
    const victim = await registerUser(t);
    const lock = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${victim.userId}`,
      payload: { locked: true },
      headers: bearer(admin.token),
    });
    expect(lock.statusCode).toBe(200);
    expect(lock.json().data.locked).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(victim.token) });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe(403);
    const login = await post('/api/auth/login', { mobile: victim.mobile, password: PASSWORD });
    expect(login.json()).toMatchObject({ error: 'USER_LOCKED', message: 'User is locked.' });
    const unlock = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${victim.userId}`,
      payload: { locked: false },
      headers: bearer(admin.token),
    });
    expect(unlock.json().data.locked).toBe(false);
    expect((await post('/api/auth/login', { mobile: victim.mobile, password: PASSWORD })).statusCode).toBe(200);
  });

  it('keeps admin actions from ordinary users', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${b.userId}`,
      payload: { locked: true },
      headers: bearer(a.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('FORBIDDEN');
  });
});

describe('passwords', () => {
  it('resets a forgotten password with an SMS code and revokes old sessions', async () => {
    const { mobile, token } = await registerUser(t);
    await sendCode(mobile, 'reset_password');
    const code = await lastSmsCode(t, mobile);
    const res = await post('/api/auth/password/reset', {
      mobile,
      code,
      password: 'NewPass2026',
      passwordConfirm: 'NewPass2026',
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { mobile, password: PASSWORD })).statusCode).toBe(400);
    expect((await post('/api/auth/login', { mobile, password: 'NewPass2026' })).statusCode).toBe(200);
  });

  it('changes the password: old sessions die, the new one works', async () => {
    const { mobile, token } = await registerUser(t);
    const other = (await post('/api/auth/login', { mobile, password: PASSWORD })).json().data.token as string;
    const wrong = await post(
      '/api/me/password',
      { oldPassword: 'Nope12345', password: 'Fresh2026x', passwordConfirm: 'Fresh2026x' },
      bearer(token),
    );
    expect(wrong.json().error).toBe('WRONG_PASSWORD');
    const res = await post(
      '/api/me/password',
      { oldPassword: PASSWORD, password: 'Fresh2026x', passwordConfirm: 'Fresh2026x' },
      bearer(token),
    );
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.token as string;
    for (const old of [token, other]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(old) })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(fresh) })).statusCode).toBe(200);
  });
});

describe('profile', () => {
  it('updates nickname, username and email, and says when nothing changed', async () => {
    const { token } = await registerUser(t);
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/me', payload, headers: bearer(token) });
    const first = await patch({ nickname: 'Khalid', username: `khalid_${Date.now() % 100000}`, email: 'k@example.ae' });
    expect(first.json()).toMatchObject({
      message: 'Updated.',
      data: { changed: true, user: { nickname: 'Khalid', email: 'k@example.ae' } },
    });
    const same = await patch({ nickname: 'Khalid' });
    expect(same.json()).toMatchObject({ message: 'No change.', data: { changed: false } });
    const badEmail = await patch({ email: 'not-an-email' });
    expect(badEmail.json().data.fields[0]).toMatchObject({ field: 'email', key: 'email' });
  });

  it('refuses a username someone else has, in any letter case', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      payload: { username: 'DesertFox' },
      headers: bearer(a.token),
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      payload: { username: 'desertfox' },
      headers: bearer(b.token),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('USERNAME_TAKEN');
  });

  it('stores markup as text', async () => {
    const { token } = await registerUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      payload: { nickname: '<b>bold</b>' },
      headers: bearer(token),
    });
    expect(res.json().data.user.nickname).toBe('<b>bold</b>');
  });
});

describe('account cancellation', () => {
  it('needs the password, then revokes every session, removes personal data and frees the number', async () => {
    const { mobile, token, userId } = await registerUser(t);
    const wrong = await post('/api/me/cancel', { password: 'Wrong12345' }, bearer(token));
    expect(wrong.json().error).toBe('WRONG_PASSWORD');
    const res = await post('/api/me/cancel', { password: PASSWORD }, bearer(token));
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ mobile: null, nickname: null, email: null, passwordHash: null });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await post('/api/auth/login', { mobile, password: PASSWORD })).json().error).toBe('WRONG_CREDENTIALS');
    // The number can be registered again by its new owner.
    expect((await sendCode(mobile, 'register')).statusCode).toBe(200);
    t.clock.advance(61_000);
  });
});

describe('platform', () => {
  it('reports health with the database checked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ code: 200, message: 'OK', data: { status: 'ok', database: 'ok' } });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document with the account routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/me']),
    );
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeTruthy();
  });

  it('answers unknown API routes with a translated 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, error: 'ROUTE_NOT_FOUND' });
    expect(res.json().message).not.toBe('This address does not exist.');
  });

  it('refuses a body over the size limit', async () => {
    const res = await post('/api/auth/login', { mobile: '0501234567', password: 'x'.repeat(2_000_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('reports the latest version and a mandatory update', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/app/version?current=1.0.63' });
    expect(first.json().data).toMatchObject({ mandatory: false });
    const { appVersions } = await import('../app/app.tables');
    await t.database.db
      .insert(appVersions)
      .values({ version: '1.0.64', mandatory: true, url: 'https://example.ae/app' });
    const res = await t.app.inject({ method: 'GET', url: '/api/app/version?current=1.0.63' });
    expect(res.json().data).toMatchObject({ latest: '1.0.64', mandatory: true, url: 'https://example.ae/app' });
    const current = await t.app.inject({ method: 'GET', url: '/api/app/version?current=1.0.64' });
    expect(current.json().data.mandatory).toBe(false);
  });
});
