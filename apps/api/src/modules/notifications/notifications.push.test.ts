import type { PushPayload } from '@souq/shared/notifications/push.schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createTestApp,
  registerAdmin,
  registerUser,
  type TestApp,
  type TestUser,
} from '../../testing/test-app';
import type { PushOutcome, PushSender, PushTarget } from './push.port';

let t: TestApp;

/** The push port, recording what it was asked to send; endpoints listed in `gone` answer 410. */
class FakeSender implements PushSender {
  sent: { target: PushTarget; payload: PushPayload }[] = [];
  gone = new Set<string>();
  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    this.sent.push({ target, payload });
    return this.gone.has(target.endpoint) ? 'gone' : 'sent';
  }
  to(endpoint: string) {
    return this.sent.filter((s) => s.target.endpoint === endpoint);
  }
}
const fake = new FakeSender();

beforeAll(async () => {
  t = await createTestApp();
  t.app.services.notifications.usePushSender(fake);
});

afterAll(async () => {
  await t?.close();
});

let n = 0;
const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'a'.repeat(22);
function webSub(host = 'fcm.googleapis.com') {
  n += 1;
  return {
    kind: 'web' as const,
    endpoint: `https://${host}/fcm/send/device-${n}-${Date.now()}`,
    keys: { p256dh: P256DH, auth: AUTH },
    lang: 'en' as const,
  };
}

async function req(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}

async function subscribe(user: TestUser, body: unknown = webSub()) {
  return req('POST', '/api/notifications/push/subscriptions', user.token, body);
}

describe('push subscriptions', () => {
  it('gives the public VAPID key to anyone, the same on every call', async () => {
    const a = await req('GET', '/api/notifications/push/key');
    expect(a.status).toBe(200);
    expect(a.body.data.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await req('GET', '/api/notifications/push/key')).body.data).toEqual(a.body.data);
  });

  it('subscribes and unsubscribes a device, needing a login', async () => {
    const user = await registerUser(t);
    const sub = webSub();
    expect((await req('POST', '/api/notifications/push/subscriptions', undefined, sub)).status).toBe(401);
    const on = await subscribe(user, sub);
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ subscribed: true, devices: 1 });
    // The same browser again is still one device.
    expect((await subscribe(user, sub)).body.data).toEqual({ subscribed: true, devices: 1 });
    // An FCM token of the Capacitor shell is a device too.
    expect((await subscribe(user, { kind: 'fcm', endpoint: `fcm-token:${'x'.repeat(40)}` })).body.data.devices).toBe(2);

    const off = await req('POST', '/api/notifications/push/subscriptions/remove', user.token, {
      endpoint: sub.endpoint,
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ subscribed: false, devices: 1 });
  });

  it("leaves another user's device alone when asked to remove it", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const sub = webSub();
    await subscribe(owner, sub);
    await req('POST', '/api/notifications/push/subscriptions/remove', other.token, { endpoint: sub.endpoint });
    fake.sent = [];
    await t.app.services.notifications.push(owner.userId, { title: 'Hi', body: 'there', route: '/mine' });
    expect(fake.to(sub.endpoint)).toHaveLength(1);
  });

  it('refuses endpoints that are not https on a public host, bad keys and control characters, without a 500', async () => {
    const user = await registerUser(t);
    const good = webSub();
    const bad: unknown[] = [
      { ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
      { ...good, endpoint: 'https://127.0.0.1/push' },
      { ...good, endpoint: 'https://localhost/push' },
      { ...good, endpoint: 'https://[::1]/push' },
      { ...good, endpoint: 'https://intranet/push' },
      { ...good, endpoint: 'https://user:pw@fcm.googleapis.com/x' },
      { ...good, endpoint: 'javascript:alert(1)' },
      { ...good, endpoint: `https://fcm.googleapis.com/${'a'.repeat(1100)}` },
      { ...good, endpoint: 'https://fcm.googleapis.com/a\u0000b' },
      { ...good, endpoint: 'https://fcm.googleapis.com/a\nb' },
      { ...good, keys: { p256dh: 'short', auth: AUTH } },
      { ...good, keys: { p256dh: P256DH, auth: 'a'.repeat(200) } },
      { ...good, keys: { p256dh: `${P256DH.slice(1)}\u0007`, auth: AUTH } },
      { ...good, keys: { p256dh: P256DH } },
      { ...good, lang: 'xx' },
      { ...good, kind: 'apns' },
      { kind: 'fcm', endpoint: 'short' },
      { kind: 'fcm', endpoint: `${'x'.repeat(30)}\u0000` },
      { kind: 'fcm', endpoint: 'x'.repeat(600) },
      {},
      null,
    ];
    for (const body of bad) {
      const res = await subscribe(user, body);
      expect([res.status, JSON.stringify(body)?.slice(0, 60)]).toEqual([400, JSON.stringify(body)?.slice(0, 60)]);
    }
    // Not JSON at all: refused as such.
    expect((await subscribe(user, 'text')).status).toBe(415);
    const removeBad = await req('POST', '/api/notifications/push/subscriptions/remove', user.token, {
      endpoint: 'a\u0001b',
    });
    expect(removeBad.status).toBe(400);
    expect(
      (await req('POST', '/api/notifications/push/subscriptions/remove', user.token, { endpoint: '' })).status,
    ).toBe(400);
  });

  it('keeps at most 10 devices per user, dropping the oldest', async () => {
    const user = await registerUser(t);
    const subs = Array.from({ length: 12 }, () => webSub());
    for (const sub of subs) {
      const res = await subscribe(user, sub);
      expect(res.status).toBe(200);
      t.clock.advance(1000);
    }
    expect((await subscribe(user, subs[11])).body.data.devices).toBe(10);
    fake.sent = [];
    await t.app.services.notifications.push(user.userId, { title: 'T', body: 'B', route: '/' });
    const reached = new Set(fake.sent.map((s) => s.target.endpoint));
    expect(reached.size).toBe(10);
    expect(reached.has(subs[0]?.endpoint ?? '')).toBe(false);
    expect(reached.has(subs[1]?.endpoint ?? '')).toBe(false);
    expect(reached.has(subs[11]?.endpoint ?? '')).toBe(true);
  });
});

describe('push', () => {
  it('sends the payload to every device of the user, and nothing to others', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const a = webSub();
    const b = webSub('updates.push.services.mozilla.com');
    await subscribe(user, a);
    await subscribe(user, b);
    const o = webSub();
    await subscribe(other, o);
    fake.sent = [];
    const result = await t.app.services.notifications.push(user.userId, {
      title: 'Aisha',
      body: 'Is the car still for sale?',
      route: '/chat/single_abc',
      tag: 'single_abc',
      conversationId: 'single_abc',
    });
    expect(result).toEqual({ sent: 2, failed: 0, removed: 0, skipped: false });
    expect(fake.to(a.endpoint)[0]).toEqual({
      target: { kind: 'web', endpoint: a.endpoint, p256dh: P256DH, auth: AUTH },
      payload: { title: 'Aisha', body: 'Is the car still for sale?', route: '/chat/single_abc', tag: 'single_abc' },
    });
    expect(fake.to(b.endpoint)).toHaveLength(1);
    expect(fake.to(o.endpoint)).toHaveLength(0);
  });

  it("stops pushing to a session's devices once the session ends: logout, or a password change for the other devices", async () => {
    const user = await registerUser(t);
    const login = async () => {
      const res = await req('POST', '/api/auth/login', undefined, { mobile: user.mobile, password: user.password });
      expect(res.status).toBe(200);
      return { ...user, token: res.body.data.token as string };
    };
    const phone = await login();
    const laptop = await login();
    const tablet = await login();
    const [onPhone, onLaptop, onTablet] = [webSub(), webSub(), webSub()];
    await subscribe(phone, onPhone);
    await subscribe(laptop, onLaptop);
    await subscribe(tablet, onTablet);
    const pushToUser = () =>
      t.app.services.notifications.push(user.userId, { title: 'Aisha', body: 'Hello', route: '/notifications' });

    expect((await req('POST', '/api/auth/logout', phone.token, {})).status).toBe(200);
    fake.sent = [];
    expect((await pushToUser()).sent).toBe(2);
    expect(fake.to(onPhone.endpoint)).toHaveLength(0);

    // The laptop changes the password: the tablet's session ends, the laptop's device goes on with the new one.
    const changed = await req('POST', '/api/me/password', laptop.token, {
      oldPassword: user.password,
      password: 'Another2026pass',
      passwordConfirm: 'Another2026pass',
    });
    expect(changed.status).toBe(200);
    fake.sent = [];
    expect((await pushToUser()).sent).toBe(1);
    expect(fake.to(onLaptop.endpoint)).toHaveLength(1);
    expect(fake.to(onTablet.endpoint)).toHaveLength(0);
    // The new session owns the laptop's device: logging it out ends the pushes too.
    expect((await req('POST', '/api/auth/logout', changed.body.data.token, {})).status).toBe(200);
    fake.sent = [];
    expect((await pushToUser()).sent).toBe(0);
  });

  it('pushes one message to several users: each device once, none of a user looking at the conversation', async () => {
    const [looking, away, noDevice] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    const [a, b] = [webSub(), webSub()];
    await subscribe(looking, a);
    await subscribe(away, b);
    await t.app.services.notifications.setActiveConversation(looking.userId, 'group_x');
    fake.sent = [];
    const message = { title: 'Group', body: 'Hi all', route: '/chat/group_x', conversationId: 'group_x' };
    const ids = [looking.userId, away.userId, noDevice.userId];
    expect(await t.app.services.notifications.pushMany(ids, message)).toEqual({
      sent: 1,
      failed: 0,
      removed: 0,
      skipped: false,
    });
    expect(fake.to(b.endpoint)).toHaveLength(1);
    expect(fake.to(a.endpoint)).toHaveLength(0);
    // Everyone with a device is looking: nothing is sent, and the answer says why.
    await t.app.services.notifications.setActiveConversation(away.userId, 'group_x');
    fake.sent = [];
    expect((await t.app.services.notifications.pushMany(ids, message)).skipped).toBe(true);
    expect(fake.sent).toHaveLength(0);
  });

  it('never carries a route out of the app, and cuts long texts', async () => {
    const user = await registerUser(t);
    const sub = webSub();
    await subscribe(user, sub);
    fake.sent = [];
    await t.app.services.notifications.push(user.userId, {
      title: 'x'.repeat(500),
      body: 'y'.repeat(5000),
      route: '//evil.example/phish',
    });
    const [sent] = fake.to(sub.endpoint);
    expect(sent?.payload.route).toBe('/notifications');
    expect(sent?.payload.title.length).toBeLessThanOrEqual(120);
    expect(sent?.payload.body.length).toBeLessThanOrEqual(300);
  });

  it('deletes a subscription the push service no longer knows (410)', async () => {
    const user = await registerUser(t);
    const dead = webSub();
    const live = webSub();
    await subscribe(user, dead);
    await subscribe(user, live);
    fake.gone.add(dead.endpoint);
    const first = await t.app.services.notifications.push(user.userId, { title: 'a', body: 'b', route: '/' });
    expect(first).toMatchObject({ sent: 1, removed: 1 });
    fake.sent = [];
    await t.app.services.notifications.push(user.userId, { title: 'a', body: 'b', route: '/' });
    expect(fake.to(dead.endpoint)).toHaveLength(0);
    expect(fake.to(live.endpoint)).toHaveLength(1);
  });

  it('sends nothing while the user is active in that conversation, again once they leave or the mark expires', async () => {
    const user = await registerUser(t);
    const sub = webSub();
    await subscribe(user, sub);
    const notifications = t.app.services.notifications;
    const msg = { title: 'Omar', body: 'hello', route: '/chat/c1', conversationId: 'c1' };
    fake.sent = [];

    await notifications.setActiveConversation(user.userId, 'c1');
    expect(await notifications.push(user.userId, msg)).toMatchObject({ skipped: true, sent: 0 });
    // Another conversation still pushes.
    expect(await notifications.push(user.userId, { ...msg, conversationId: 'c2' })).toMatchObject({ sent: 1 });
    await notifications.setActiveConversation(user.userId, 'c1', false);
    expect(await notifications.push(user.userId, msg)).toMatchObject({ skipped: false, sent: 1 });

    await notifications.setActiveConversation(user.userId, 'c1', true, 5_000);
    expect((await notifications.push(user.userId, msg)).skipped).toBe(true);
    t.clock.advance(6_000);
    expect((await notifications.push(user.userId, msg)).skipped).toBe(false);
  });

  it('gives up on a push service that does not answer (within 5 s; here the cap is shortened)', async () => {
    try {
      const user = await registerUser(t);
      const sub = webSub();
      await subscribe(user, sub);
      t.app.services.notifications.usePushSender(
        { send: () => new Promise<PushOutcome>(() => {}) },
        { timeoutMs: 300 },
      );
      const started = Date.now();
      expect(await t.app.services.notifications.push(user.userId, { title: 'a', body: 'b', route: '/' })).toMatchObject(
        {
          sent: 0,
          failed: 1,
        },
      );
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      t.app.services.notifications.usePushSender(fake);
    }
  });

  it('pushes a notification of the centre in the language of each device, routed by its type', async () => {
    const user = await registerUser(t);
    const en = webSub();
    const ar = { ...webSub(), lang: 'ar' as const };
    await subscribe(user, en);
    await subscribe(user, ar);
    fake.sent = [];
    const sent = await t.app.services.notifications.notify({
      userId: user.userId,
      type: 'system.message',
      titleKey: 'notifications:systemMessage.longTerm',
      params: { kind: 6 },
      route: null,
    });
    await vi.waitFor(() => expect(fake.sent).toHaveLength(2), { timeout: 5_000 });
    const [toEn] = fake.to(en.endpoint);
    const [toAr] = fake.to(ar.endpoint);
    expect(toEn?.payload).toMatchObject({ route: '/admin/lease/demands', notificationId: sent.id, title: 'System' });
    expect(toAr?.payload.body).toMatch(/[\u0600-\u06FF]/);
    expect(toAr?.payload.body).not.toEqual(toEn?.payload.body);
  });
});

describe('station messages', () => {
  async function send(admin: TestUser, body: unknown) {
    return req('POST', '/api/admin/notifications/station-messages', admin.token, body);
  }
  type Item = { id: string; type: string; params: Record<string, unknown>; read: boolean; route: string | null };
  async function stationItems(user: TestUser) {
    const res = await req('GET', '/api/notifications?category=station&limit=100', user.token);
    expect(res.status).toBe(200);
    return res.body.data.items as Item[];
  }
  async function badges(user: TestUser) {
    return (await req('GET', '/api/notifications/unread-by-category', user.token)).body.data as {
      unread: number;
      categories: Record<string, number>;
    };
  }

  it('only admins send them', async () => {
    const user = await registerUser(t);
    const res = await send(user, { audience: 'all', title: 'Hi', body: 'All' });
    expect(res.status).toBe(403);
    const anonymous = { audience: 'all', title: 'Hi', body: 'All' };
    expect((await req('POST', '/api/admin/notifications/station-messages', undefined, anonymous)).status).toBe(401);
  });

  it('a message to everyone reaches each user once, with read state of their own, and is pushed to devices', async () => {
    const admin = await registerAdmin(t);
    const a = await registerUser(t);
    const b = await registerUser(t);
    const sub = webSub();
    await subscribe(b, sub);
    fake.sent = [];
    const res = await send(admin, {
      audience: 'all',
      title: 'Ramadan hours',
      body: 'The showroom opens at 8 pm.',
      route: '/lease',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ audience: 'all', title: 'Ramadan hours', route: '/lease' });
    await vi.waitFor(() => expect(fake.to(sub.endpoint)).toHaveLength(1), { timeout: 5_000 });
    expect(fake.to(sub.endpoint)[0]?.payload).toMatchObject({ title: 'Ramadan hours', route: '/lease' });

    const before = await badges(a);
    expect(before.categories.station).toBe(1);
    const itemsA = await stationItems(a);
    expect(itemsA.filter((i) => i.params.title === 'Ramadan hours')).toHaveLength(1);
    // Asking again does not deliver it twice.
    expect((await stationItems(a)).filter((i) => i.params.title === 'Ramadan hours')).toHaveLength(1);
    const item = itemsA.find((i) => i.params.title === 'Ramadan hours') as Item;
    expect(item).toMatchObject({ type: 'station.message', read: false, route: '/lease' });
    expect((await req('POST', `/api/notifications/${item.id}/read`, a.token)).status).toBe(200);
    expect((await badges(a)).categories.station).toBe(0);
    // b's copy is still unread.
    expect((await badges(b)).categories.station).toBe(1);
  });

  it('a message to one user (by mobile) reaches only them, live', async () => {
    const admin = await registerAdmin(t);
    const target = await registerUser(t);
    const other = await registerUser(t);
    const res = await send(admin, { audience: 'user', mobile: target.mobile, title: 'Your car', body: 'is ready' });
    expect(res.status).toBe(200);
    expect((await stationItems(target)).map((i) => i.params.title)).toContain('Your car');
    expect((await stationItems(other)).map((i) => i.params.title)).not.toContain('Your car');
    const unknown = await send(admin, { audience: 'user', mobile: '+971509999999', title: 'x', body: 'y' });
    expect(unknown.status).toBe(404);
  });

  it('marks all read per category', async () => {
    const admin = await registerAdmin(t);
    const user = await registerUser(t);
    await send(admin, { audience: 'user', mobile: user.mobile, title: 'One', body: 'two' });
    await t.app.services.notifications.notify({
      userId: user.userId,
      type: 'auction.outbid',
      titleKey: 'notifications:welcome.title',
    });
    const before = await badges(user);
    expect(before.categories.station).toBeGreaterThanOrEqual(1);
    expect(before.categories.auction).toBe(1);
    const res = await req('POST', '/api/notifications/read-all?category=station', user.token);
    expect(res.status).toBe(200);
    const after = await badges(user);
    expect(after.categories.station).toBe(0);
    expect(after.categories.auction).toBe(1);
    expect((await req('POST', '/api/notifications/read-all?category=nope', user.token)).status).toBe(400);
  });

  it('refuses bad input without a 500', async () => {
    const admin = await registerAdmin(t);
    const bad: unknown[] = [
      { audience: 'all', title: '', body: 'x' },
      { audience: 'all', title: 'x'.repeat(81), body: 'x' },
      { audience: 'all', title: 'a\u0000b', body: 'x' },
      { audience: 'all', title: 'ok', body: 'x'.repeat(501) },
      { audience: 'all', title: 'ok', body: 'a\u0007' },
      { audience: 'all', title: 'ok', body: 'x', route: 'https://evil.example' },
      { audience: 'all', title: 'ok', body: 'x', route: '//evil.example' },
      { audience: 'user', title: 'ok', body: 'x' },
      { audience: 'user', mobile: 'not-a-number', title: 'ok', body: 'x' },
      { audience: 'everyone', title: 'ok', body: 'x' },
      {},
    ];
    for (const body of bad) expect((await send(admin, body)).status).toBe(400);
    const list = await req('GET', '/api/admin/notifications/station-messages?limit=1000', admin.token);
    expect(list.status).toBe(400);
    expect((await req('GET', '/api/admin/notifications/station-messages?limit=5', admin.token)).status).toBe(200);
  });
});
