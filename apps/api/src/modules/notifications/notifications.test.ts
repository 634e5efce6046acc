import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

type Item = {
  id: string;
  type: string;
  titleKey: string;
  params: Record<string, unknown>;
  read: boolean;
  createdAt: string;
};

async function get(token: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
}

async function post(token: string, url: string) {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
}

/** A user whose welcome notification (sent at registration) is already read: a clean slate. */
async function freshUser() {
  const user = await registerUser(t);
  await post(user.token, '/api/notifications/read-all');
  return user;
}

async function notifyMany(userId: string, n: number) {
  const ids: string[] = [];
  const sentAt = new Map<string, string>();
  for (let i = 0; i < n; i++) {
    const sent = await t.app.services.notifications.notify({
      userId,
      type: 'test.item',
      titleKey: 'notifications:welcome.title',
      params: { name: `n${i}` },
      route: `/items/${i}`,
    });
    ids.push(sent.id);
    sentAt.set(sent.id, sent.createdAt);
    // Some pairs share a timestamp, so the id breaks ties in the cursor.
    if (i % 2 === 1) t.clock.advance(1000);
  }
  return Object.assign(ids, { sentAt });
}

/** The order the API promises: newest first, ties broken by id (descending). */
function newestFirst(ids: string[], sentAt: Map<string, string>): string[] {
  return [...ids].sort((a, b) => {
    const byTime = Date.parse(sentAt.get(b) ?? '') - Date.parse(sentAt.get(a) ?? '');
    return byTime !== 0 ? byTime : a < b ? 1 : -1;
  });
}

describe('notifications', () => {
  it('pages newest first with a cursor, without duplicates or gaps', async () => {
    const user = await freshUser();
    const welcome = (await get(user.token, '/api/notifications?limit=100')).body.data.items as Item[];
    const sent = await notifyMany(user.userId, 25);

    const seen: Item[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/notifications?limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await get(user.token, url);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(200);
      const data = res.body.data as { items: Item[]; nextCursor: string | null; unread: number };
      expect(data.items.length).toBeLessThanOrEqual(10);
      expect(data.unread).toBe(25);
      seen.push(...data.items);
      cursor = data.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);

    expect(pages).toBe(3);
    const ids = seen.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(newestFirst(sent, sent.sentAt).concat(welcome.map((w) => w.id)));
    const times = seen.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('sends title keys with params, not translated text', async () => {
    const user = await freshUser();
    await t.app.services.notifications.notify({
      userId: user.userId,
      type: 'test.key',
      titleKey: 'notifications:welcome.title',
      params: { name: 'Aisha' },
    });
    const [item] = (await get(user.token, '/api/notifications')).body.data.items as Item[];
    expect(item).toMatchObject({
      type: 'test.key',
      titleKey: 'notifications:welcome.title',
      params: { name: 'Aisha' },
      read: false,
    });
    expect(item).not.toHaveProperty('title');
    expect(item).not.toHaveProperty('userId');
  });

  it('counts unread, marks one read and then all read', async () => {
    const user = await freshUser();
    const [first, second] = await notifyMany(user.userId, 3);
    expect((await get(user.token, '/api/notifications/unread-count')).body.data).toEqual({ unread: 3 });

    const one = await post(user.token, `/api/notifications/${first}/read`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual({ unread: 2 });
    // Marking it again changes nothing.
    expect((await post(user.token, `/api/notifications/${first}/read`)).body.data).toEqual({ unread: 2 });

    const items = (await get(user.token, '/api/notifications')).body.data.items as Item[];
    expect(items.find((n) => n.id === first)?.read).toBe(true);
    expect(items.find((n) => n.id === second)?.read).toBe(false);

    const all = await post(user.token, '/api/notifications/read-all');
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ unread: 0 });
    const after = (await get(user.token, '/api/notifications')).body.data as { items: Item[]; unread: number };
    expect(after.unread).toBe(0);
    expect(after.items.every((n) => n.read)).toBe(true);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const owner = await freshUser();
    const other = await freshUser();
    const [id] = await notifyMany(owner.userId, 1);
    const res = await post(other.token, `/api/notifications/${id}/read`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('NOT_FOUND');
    expect((await get(owner.token, '/api/notifications/unread-count')).body.data).toEqual({ unread: 1 });
    // Nor does another user see it in their list.
    const otherItems = (await get(other.token, '/api/notifications?limit=100')).body.data.items as Item[];
    expect(otherItems.map((n) => n.id)).not.toContain(id);
    // An unknown id is 404 too, and so is a malformed one: either way there is no such notification.
    expect((await post(owner.token, '/api/notifications/00000000-0000-4000-8000-000000000000/read')).status).toBe(404);
    const malformed = await post(owner.token, '/api/notifications/not-an-id/read');
    expect([malformed.status, malformed.body.error]).toEqual([404, 'NOT_FOUND']);
  });

  it('needs a login', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(403);
    }
  });

  it('refuses a malformed cursor', async () => {
    const user = await freshUser();
    const res = await get(user.token, '/api/notifications?cursor=bm9wZQ');
    expect(res.status).toBe(400);
  });
});
