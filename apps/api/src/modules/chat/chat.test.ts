import {
  CHAT_EVENTS,
  type ChatMessage,
  type ChatMessageEvent,
  type ChatReadSync,
  type ChatRevoked,
  type ConversationPatch,
  type GroupRemoved,
} from '@souq/shared/chat/chat.schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collect, emitWithAck, eventually, nextEvent, type Socket, SocketClients } from '../../testing/sockets';
import {
  bearer,
  createTestApp,
  registerAdmin,
  registerUser,
  type TestApp,
  type TestUser,
} from '../../testing/test-app';
import { publishCar, registerDealer, uploadCarPhoto, uploadReportPdf } from '../listings/listings.testing';

let t: TestApp;
let baseUrl: string;
const sockets = new SocketClients();
let a: TestUser;
let b: TestUser;
let c: TestUser;
let outsider: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [a, b, c, outsider, admin] = [
    await registerUser(t),
    await registerUser(t),
    await registerUser(t),
    await registerUser(t),
    await registerAdmin(t),
  ];
});

afterEach(() => sockets.closeAll());

afterAll(async () => {
  await t?.close();
});

let n = 0;
const cid = () => `cid-${process.pid}-${Date.now().toString(36)}-${++n}`;

function api(user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
}

async function openSingle(from: TestUser, to: TestUser): Promise<string> {
  const res = await api(from, 'POST', '/api/chat/conversations/single', { userId: to.userId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.conversation.id as string;
}

function send(user: TestUser, conversationId: string, text: string, clientId = cid()) {
  return api(user, 'POST', `/api/chat/conversations/${conversationId}/messages`, { type: 'text', clientId, text });
}

async function sent(user: TestUser, conversationId: string, text: string): Promise<ChatMessage> {
  const res = await send(user, conversationId, text);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ChatMessage;
}

async function conversationOf(user: TestUser, conversationId: string) {
  const res = await api(user, 'GET', `/api/chat/conversations/${conversationId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function catchUpAll(user: TestUser, conversationId: string, afterSeq: number, limit = 200) {
  const items: ChatMessage[] = [];
  let from = afterSeq;
  for (;;) {
    const res = await api(
      user,
      'GET',
      `/api/chat/conversations/${conversationId}/catch-up?afterSeq=${from}&limit=${limit}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as { items: ChatMessage[]; hasMore: boolean };
    items.push(...page.items);
    if (!page.hasMore) return items;
    from = page.items[page.items.length - 1]?.seq as number;
  }
}

const bySeq = (messages: ChatMessage[]) => [...messages].sort((x, y) => x.seq - y.seq);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

async function makeGroup(owner: TestUser, members: TestUser[]) {
  const res = await api(owner, 'POST', '/api/chat/groups', {
    name: 'Cars club',
    memberIds: members.map((m) => m.userId),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; conversationId: string };
}

describe('single conversations over real sockets', () => {
  it('keeps order under 30 concurrent sends from two users: seqs 1..30, each socket gets all once, unread right', async () => {
    const [x, y] = [await registerUser(t), await registerUser(t)];
    const id = await openSingle(x, y);
    const sx = await sockets.connect(baseUrl, x.token);
    const sy = await sockets.connect(baseUrl, y.token);
    const gotX = collect<ChatMessage>(sx, CHAT_EVENTS.message);
    const gotY = collect<ChatMessage>(sy, CHAT_EVENTS.message);
    const patchesY: ConversationPatch[] = [];
    sy.on(CHAT_EVENTS.message, (m: ChatMessageEvent) => m.conversation && patchesY.push(m.conversation));
    const results = await Promise.all(range(1, 30).map((i) => send(i % 2 ? x : y, id, `message ${i}`)));
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const seqs = results.map((r) => r.json().data.seq as number).sort((p, q) => p - q);
    expect(seqs).toEqual(range(1, 30));
    await eventually(() => gotX.length >= 30 && gotY.length >= 30, 'both sockets to get 30 messages');
    for (const got of [gotX, gotY]) {
      expect(bySeq(got).map((m) => m.seq)).toEqual(range(1, 30));
      expect(new Set(got.map((m) => m.id)).size).toBe(30);
    }
    // The patch of the last message carries the final unread: y has x's 15 messages unread.
    await eventually(() => patchesY.some((p) => p.lastSeq === 30), 'the last conversation patch');
    const last = patchesY.reduce((p, q) => ((q.lastSeq ?? 0) > (p.lastSeq ?? 0) ? q : p));
    expect(last.unreadCount).toBe(15);
    expect((await conversationOf(y, id)).unreadCount).toBe(15);
    expect((await conversationOf(x, id)).unreadCount).toBe(15);
    const list = (await api(y, 'GET', '/api/chat/conversations')).json().data;
    expect(list.totalUnread).toBe(15);
    expect(list.items[0]).toMatchObject({ id, unreadCount: 15, lastSeq: 30, peer: { userId: x.userId } });
    expect(list.items[0].lastMessage.preview.length).toBeLessThanOrEqual(30);

    // Reading on one device clears the count and tells the user's other device; the peer sees the receipt.
    const otherDevice = await sockets.connect(baseUrl, y.token);
    const readSync = nextEvent<ChatReadSync>(otherDevice, CHAT_EVENTS.read);
    const receipt = nextEvent<{ readSeq: number }>(sx, CHAT_EVENTS.receipt);
    const read = await api(y, 'POST', `/api/chat/conversations/${id}/read`, { seq: 30 });
    expect(read.json().data).toMatchObject({ lastReadSeq: 30, unreadCount: 0, totalUnread: 0 });
    expect(await readSync).toMatchObject({ conversationId: id, lastReadSeq: 30, unreadCount: 0 });
    expect((await receipt).readSeq).toBe(30);
    expect((await conversationOf(x, id)).peerReadSeq).toBe(30);
  });

  it('stores a retried send once (same client id, sequential and racing): 200 and the same seq', async () => {
    const id = await openSingle(a, b);
    const sb = await sockets.connect(baseUrl, b.token);
    const got = collect<ChatMessage>(sb, CHAT_EVENTS.message);
    const clientId = cid();
    const racing = await Promise.all(range(1, 5).map(() => send(a, id, 'once only', clientId)));
    const again = await send(a, id, 'once only', clientId);
    const all = [...racing, again];
    expect(all.map((r) => r.statusCode)).toEqual(all.map(() => 200));
    expect(new Set(all.map((r) => r.json().data.id)).size).toBe(1);
    expect(new Set(all.map((r) => r.json().data.seq)).size).toBe(1);
    await sent(a, id, 'marker');
    await eventually(() => got.some((m) => m.text === 'marker'), 'the marker');
    expect(got.filter((m) => m.clientId === clientId)).toHaveLength(1);
    // The same client id in another conversation is refused, not stored.
    const other = await openSingle(a, c);
    const reused = await send(a, other, 'elsewhere', clientId);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toBe('CHAT_CLIENT_ID_REUSED');
  });

  it('a dropped connection that missed 20 messages gets all 20 by catch-up, in order, none twice', async () => {
    const id = await openSingle(a, b);
    let sb: Socket = await sockets.connect(baseUrl, b.token);
    const before = collect<ChatMessage>(sb, CHAT_EVENTS.message);
    const first = await sent(a, id, 'before the drop');
    await eventually(() => before.some((m) => m.id === first.id), 'the first message');
    const lastSeen = Math.max(...before.map((m) => m.seq));
    sb.disconnect();
    const missed: ChatMessage[] = [];
    for (const i of range(1, 20)) missed.push(await sent(a, id, `missed ${i}`));
    sb = await sockets.connect(baseUrl, b.token);
    const live = collect<ChatMessage>(sb, CHAT_EVENTS.message);
    // Paged at 8 to cross page bounds: 8 + 8 + 4.
    const caught = await catchUpAll(b, id, lastSeen, 8);
    expect(caught.map((m) => m.id)).toEqual(missed.map((m) => m.id));
    expect(caught.map((m) => m.seq)).toEqual(range(lastSeen + 1, lastSeen + 20));
    expect(live).toEqual([]);
  });

  it('revoke: the sender within 2 minutes, seen by every member, with a task record; later refused', async () => {
    const id = await openSingle(a, b);
    const sa = await sockets.connect(baseUrl, a.token);
    const sb = await sockets.connect(baseUrl, b.token);
    const message = await sent(a, id, 'oops, wrong price');
    const seenA = nextEvent<ChatRevoked>(sa, CHAT_EVENTS.revoked);
    const seenB = nextEvent<ChatRevoked>(sb, CHAT_EVENTS.revoked);
    t.clock.advance(60_000);
    expect((await api(b, 'POST', `/api/chat/conversations/${id}/messages/${message.id}/revoke`)).statusCode).toBe(403);
    const res = await api(a, 'POST', `/api/chat/conversations/${id}/messages/${message.id}/revoke`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ revoked: true, text: null });
    for (const seen of [await seenA, await seenB])
      expect(seen).toMatchObject({ messageId: message.id, seq: message.seq });
    const history = (await api(b, 'GET', `/api/chat/conversations/${id}/messages`)).json().data;
    expect(history.items.find((m: ChatMessage) => m.id === message.id)).toMatchObject({ revoked: true, text: null });
    const tasks = (await api(b, 'GET', '/api/chat/tasks')).json().data;
    expect(tasks.items).toContainEqual(expect.objectContaining({ type: 'revoke_msg', messageId: message.id }));

    const late = await sent(a, id, 'too late to take back');
    t.clock.advance(121_000);
    const refused = await api(a, 'POST', `/api/chat/conversations/${id}/messages/${late.id}/revoke`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('CHAT_REVOKE_WINDOW_PASSED');
    // A platform admin may still revoke it.
    const byAdmin = await api(admin, 'POST', `/api/chat/conversations/${id}/messages/${late.id}/revoke`);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('long messages travel as a 50-character preview on the socket; the full text is one GET away', async () => {
    const id = await openSingle(a, b);
    const sb = await sockets.connect(baseUrl, b.token);
    const got = nextEvent<ChatMessage>(sb, CHAT_EVENTS.message);
    const text = 'A'.repeat(300);
    const message = await sent(a, id, text);
    const pushed = await got;
    expect(pushed).toMatchObject({ long: true, truncated: true });
    expect(pushed.text).toHaveLength(50);
    const full = (await api(b, 'GET', `/api/chat/conversations/${id}/messages/${message.id}`)).json().data;
    expect(full).toMatchObject({ text, long: true, truncated: false });
  });

  it('delete for me hides a message for me only', async () => {
    const id = await openSingle(a, b);
    const message = await sent(a, id, 'to forget');
    expect((await api(b, 'DELETE', `/api/chat/conversations/${id}/messages/${message.id}`)).statusCode).toBe(200);
    const mine = (await api(b, 'GET', `/api/chat/conversations/${id}/messages/${message.id}`)).json().data;
    expect(mine).toMatchObject({ deleted: true, text: null });
    const theirs = (await api(a, 'GET', `/api/chat/conversations/${id}/messages/${message.id}`)).json().data;
    expect(theirs).toMatchObject({ deleted: false, text: 'to forget' });
  });

  it('history pages newest first, 30 at most, by seq', async () => {
    const [x, y] = [await registerUser(t), await registerUser(t)];
    const id = await openSingle(x, y);
    for (const i of range(1, 35)) await sent(x, id, `h${i}`);
    const first = (await api(y, 'GET', `/api/chat/conversations/${id}/messages`)).json().data;
    expect(first.items.map((m: ChatMessage) => m.seq)).toEqual(range(6, 35).reverse());
    expect(first.hasMore).toBe(true);
    const second = (await api(y, 'GET', `/api/chat/conversations/${id}/messages?beforeSeq=6`)).json().data;
    expect(second.items.map((m: ChatMessage) => m.seq)).toEqual(range(1, 5).reverse());
    expect(second.hasMore).toBe(false);
  });
});

describe('a group of three over real sockets', () => {
  it('keeps order under concurrent sends from three members, and an expelled member receives nothing more', async () => {
    const group = await makeGroup(a, [b, c]);
    const id = group.conversationId;
    const [sa, sb, sc] = [
      await sockets.connect(baseUrl, a.token),
      await sockets.connect(baseUrl, b.token),
      await sockets.connect(baseUrl, c.token),
    ];
    const got = [sa, sb, sc].map((s) => collect<ChatMessage>(s, CHAT_EVENTS.message));
    const results = await Promise.all(range(1, 30).map((i) => send([a, b, c][i % 3] as TestUser, id, `g${i}`)));
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    // Seq 1 is the "group created" system message.
    expect(results.map((r) => r.json().data.seq as number).sort((p, q) => p - q)).toEqual(range(2, 31));
    await eventually(() => got.every((g) => g.length >= 30), 'every member to get 30 messages');
    for (const g of got) expect(bySeq(g).map((m) => m.seq)).toEqual(range(2, 31));
    expect((await conversationOf(b, id)).unreadCount).toBe(21);
    const members = (await api(c, 'GET', `/api/chat/groups/${group.id}/members`)).json().data;
    expect(members.items.map((m: { role: string }) => m.role)).toEqual(['owner', 'member', 'member']);

    // The owner revokes a member's message after the sender's window.
    const fromC = results.find((r) => r.json().data.senderId === c.userId)?.json().data as ChatMessage;
    t.clock.advance(180_000);
    expect((await api(a, 'POST', `/api/chat/conversations/${id}/messages/${fromC.id}/revoke`)).statusCode).toBe(200);

    // Expel c: c hears it once, then nothing of the group.
    const removed = nextEvent<GroupRemoved>(sc, CHAT_EVENTS.groupRemoved);
    const leftSeen = nextEvent<{ userId: string }>(sb, CHAT_EVENTS.memberLeft);
    const expel = await api(a, 'DELETE', `/api/chat/groups/${group.id}/members/${c.userId}`);
    expect(expel.statusCode, expel.body).toBe(200);
    expect(await removed).toMatchObject({ groupId: group.id, reason: 'expelled' });
    expect((await leftSeen).userId).toBe(c.userId);
    const cCount = got[2]?.length ?? 0;
    const cRevokes = collect<ChatRevoked>(sc, CHAT_EVENTS.revoked);
    const after = await sent(a, id, 'after c left');
    await eventually(() => !!got[1]?.some((m) => m.id === after.id), 'b to get the message');
    t.clock.advance(1_000);
    await api(a, 'POST', `/api/chat/conversations/${id}/messages/${after.id}/revoke`);
    await sent(b, id, 'one more');
    await new Promise((r) => setTimeout(r, 200));
    expect(got[2]).toHaveLength(cCount);
    expect(cRevokes).toEqual([]);
    expect((await api(c, 'GET', `/api/chat/conversations/${id}/messages`)).statusCode).toBe(404);
    expect((await send(c, id, 'let me back')).statusCode).toBe(404);
    // Sync tells c's other devices the conversation is gone.
    const sync = (await api(c, 'GET', '/api/chat/sync')).json().data;
    expect(sync.items.find((x: { id: string }) => x.id === id)).toMatchObject({ left: true, leftReason: 'expelled' });
  });

  it('a non-member reads nothing: 404 on every conversation, message and group endpoint', async () => {
    const group = await makeGroup(a, [b]);
    const single = await openSingle(a, b);
    for (const id of [group.conversationId, single]) {
      const message = await sent(a, id, 'members only');
      const urls: ['GET' | 'POST' | 'DELETE' | 'PATCH', string, object?][] = [
        ['GET', `/api/chat/conversations/${id}`],
        ['PATCH', `/api/chat/conversations/${id}`, { pinned: true }],
        ['GET', `/api/chat/conversations/${id}/messages`],
        ['GET', `/api/chat/conversations/${id}/catch-up?afterSeq=0`],
        ['GET', `/api/chat/conversations/${id}/messages/${message.id}`],
        ['POST', `/api/chat/conversations/${id}/messages`, { type: 'text', clientId: cid(), text: 'hi' }],
        ['POST', `/api/chat/conversations/${id}/messages/${message.id}/revoke`],
        ['DELETE', `/api/chat/conversations/${id}/messages/${message.id}`],
        ['POST', `/api/chat/conversations/${id}/read`, { seq: 1 }],
        ['POST', `/api/chat/conversations/${id}/delivered`, { seq: 1 }],
      ];
      for (const [method, url, body] of urls) {
        const res = await api(outsider, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await api(outsider, 'GET', `/api/chat/groups/${group.id}/members`)).statusCode).toBe(404);
    expect((await api(outsider, 'PATCH', `/api/chat/groups/${group.id}`, { name: 'mine' })).statusCode).toBe(404);
    const sync = (await api(outsider, 'GET', '/api/chat/sync')).json().data;
    expect(sync.items.map((x: { id: string }) => x.id)).not.toContain(group.conversationId);
  });

  it('join request and approval, roles, exit, dissolve', async () => {
    const [owner, m1, joiner] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    const group = await makeGroup(owner, [m1]);
    const so = await sockets.connect(baseUrl, owner.token);
    const asked = nextEvent<{ id: string }>(so, CHAT_EVENTS.joinRequest);
    const req = await api(joiner, 'POST', `/api/chat/groups/${group.id}/join-requests`, { message: 'let me in' });
    expect(req.statusCode, req.body).toBe(200);
    expect((await asked).id).toBe(req.json().data.id);
    expect(
      (await api(m1, 'POST', `/api/chat/groups/${group.id}/join-requests/${req.json().data.id}/approve`)).statusCode,
    ).toBe(403);
    const joined = nextEvent<{ members: { userId: string }[] }>(so, CHAT_EVENTS.memberJoined);
    const ok = await api(owner, 'POST', `/api/chat/groups/${group.id}/join-requests/${req.json().data.id}/approve`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await joined).members.map((m) => m.userId)).toEqual([joiner.userId]);
    // The newcomer sees messages from their join on.
    const history = (await api(joiner, 'GET', `/api/chat/conversations/${group.conversationId}/messages`)).json().data;
    expect(history.items.map((m: ChatMessage) => m.system?.action)).toEqual(['joinGroupNotice']);
    const role = await api(owner, 'PUT', `/api/chat/groups/${group.id}/members/${m1.userId}/role`, { role: 'admin' });
    expect(role.json().data.role).toBe('admin');
    expect((await api(owner, 'POST', `/api/chat/groups/${group.id}/exit`)).json().error).toBe(
      'CHAT_OWNER_CANNOT_LEAVE',
    );
    expect((await api(joiner, 'POST', `/api/chat/groups/${group.id}/exit`)).statusCode).toBe(200);
    const sm = await sockets.connect(baseUrl, m1.token);
    const gone = nextEvent<GroupRemoved>(sm, CHAT_EVENTS.groupRemoved);
    expect((await api(m1, 'DELETE', `/api/chat/groups/${group.id}`)).statusCode).toBe(403);
    expect((await api(owner, 'DELETE', `/api/chat/groups/${group.id}`)).statusCode).toBe(200);
    expect((await gone).reason).toBe('dissolved');
    expect((await api(m1, 'GET', `/api/chat/groups/${group.id}`)).statusCode).toBe(404);
  });
});

describe('cards and media', () => {
  it('chat with the seller opens the conversation with the car as a card; images and files travel as uploads', async () => {
    const dealer = await registerDealer(t);
    const photo = await uploadCarPhoto(t, dealer);
    const car = await publishCar(t, dealer, photo);
    const buyer = await registerUser(t);
    const opened = await api(buyer, 'POST', '/api/chat/conversations/single', {
      userId: dealer.userId,
      card: { kind: 'listing', id: car.id },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { conversation, card } = opened.json().data;
    expect(card).toMatchObject({ kind: 'listing', id: car.id, title: car.title, route: `/cars/${car.id}` });
    const sentCard = await api(buyer, 'POST', `/api/chat/conversations/${conversation.id}/messages`, {
      type: 'card',
      clientId: cid(),
      card: { kind: 'listing', id: car.id },
    });
    expect(sentCard.json().data.card).toMatchObject({ title: car.title, priceFils: car.priceFils });
    const missing = await api(buyer, 'POST', '/api/chat/conversations/single', {
      userId: dealer.userId,
      card: { kind: 'shop', id: crypto.randomUUID() },
    });
    expect(missing.json().error).toBe('CHAT_CARD_NOT_FOUND');

    const image = await api(dealer, 'POST', `/api/chat/conversations/${conversation.id}/messages`, {
      type: 'image',
      clientId: cid(),
      uploadId: await uploadCarPhoto(t, dealer),
    });
    expect(image.statusCode, image.body).toBe(200);
    expect(image.json().data.media).toMatchObject({ kind: 'image' });
    const pdf = await api(dealer, 'POST', `/api/chat/conversations/${conversation.id}/messages`, {
      type: 'file',
      clientId: cid(),
      uploadId: await uploadReportPdf(t, dealer),
    });
    expect(pdf.json().data.media).toMatchObject({ kind: 'pdf' });
    // Someone else's upload, or an image sent as a file, is refused.
    const stolen = await api(buyer, 'POST', `/api/chat/conversations/${conversation.id}/messages`, {
      type: 'image',
      clientId: cid(),
      uploadId: photo,
    });
    expect(stolen.json().error).toBe('UPLOAD_NOT_USABLE');
    const wrongKind = await api(dealer, 'POST', `/api/chat/conversations/${conversation.id}/messages`, {
      type: 'file',
      clientId: cid(),
      uploadId: await uploadCarPhoto(t, dealer),
    });
    expect(wrongKind.json().error).toBe('UPLOAD_NOT_USABLE');
  });
});

describe('push', () => {
  it('asks for a push at once for members other than the sender who did not mute; chat:active marks presence', async () => {
    const [x, y, z] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    const group = await makeGroup(x, [y, z]);
    const id = group.conversationId;
    const notifications = t.app.services.notifications;
    const asked: { userIds: readonly string[]; body: string; conversationId?: string }[] = [];
    const original = notifications.pushMany.bind(notifications);
    notifications.pushMany = async (userIds, message) => {
      asked.push({ userIds, ...message });
      return original(userIds, message);
    };
    try {
      await api(z, 'PATCH', `/api/chat/conversations/${id}`, { muted: true });
      await sent(x, id, 'hello club');
      await eventually(() => asked.length > 0, 'a push request');
      expect(asked).toEqual([
        expect.objectContaining({ userIds: [y.userId], body: 'hello club', conversationId: id, route: `/chat/${id}` }),
      ]);
      // The conversation on y's screen: the notifications service skips y while it stays there.
      const sy = await sockets.connect(baseUrl, y.token);
      expect(await emitWithAck(sy, 'chat:active', { conversationId: id })).toEqual({ ok: true });
      expect(await notifications.isActiveInConversation(y.userId, id)).toBe(true);
      await emitWithAck(sy, 'chat:active', { conversationId: null });
      expect(await notifications.isActiveInConversation(y.userId, id)).toBe(false);
      expect(await emitWithAck(sy, 'chat:active', { conversationId: 'nope' })).toEqual({ ok: false });
    } finally {
      notifications.pushMany = original;
    }
  });
});

describe('safety', () => {
  it('masks contact details in a first message to a stranger and warns the receiver of scam phrasing', async () => {
    const [stranger, seller] = [await registerUser(t), await registerUser(t)];
    const id = await openSingle(stranger, seller);
    const first = await sent(stranger, id, 'Call me on ٠٥٠١٢٣٤٥٦٧ or +971 55 123 4567, mail me@cars.ae');
    expect(first.masked).toBe(true);
    expect(first.text).not.toMatch(/[0-9٠-٩]{3}|@/);
    const scam = await sent(stranger, id, 'Please send the deposit before viewing, I am abroad');
    expect(scam.warning).toBeNull();
    const seen = (await api(seller, 'GET', `/api/chat/conversations/${id}/messages/${scam.id}`)).json().data;
    expect(seen.warning).toBe('scam');
    // Once the receiver answered, numbers pass.
    await sent(seller, id, 'Hello');
    expect((await sent(stranger, id, 'my number 0501234567')).masked).toBe(false);
  });

  it('a blocked user cannot message (403 CHAT_BLOCKED) until unblocked', async () => {
    const [x, y] = [await registerUser(t), await registerUser(t)];
    const id = await openSingle(x, y);
    expect((await api(y, 'PUT', `/api/chat/blocks/${x.userId}`)).json().data).toEqual({
      userId: x.userId,
      blocked: true,
    });
    const refused = await send(x, id, 'hello?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('CHAT_BLOCKED');
    expect((await api(x, 'POST', '/api/chat/conversations/single', { userId: y.userId })).statusCode).toBe(403);
    await api(y, 'DELETE', `/api/chat/blocks/${x.userId}`);
    expect((await send(x, id, 'hello again')).statusCode).toBe(200);
  });

  it('reports reach the admins', async () => {
    const res = await api(b, 'POST', '/api/chat/reports', {
      userId: outsider.userId,
      reason: 'scam',
      details: 'asked for a deposit',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await api(b, 'GET', '/api/admin/chat/reports')).statusCode).toBe(403);
    const list = (await api(admin, 'GET', '/api/admin/chat/reports?status=open')).json().data;
    expect(list.items[0]).toMatchObject({
      id: res.json().data.id,
      reason: 'scam',
      reported: { userId: outsider.userId },
    });
    const resolved = await api(admin, 'PATCH', `/api/admin/chat/reports/${res.json().data.id}`, { status: 'resolved' });
    expect(resolved.json().data.status).toBe('resolved');
  });
});

describe('friends', () => {
  it('request, accept (both sides live), remark, list, delete (both sides live)', async () => {
    const [x, y] = [await registerUser(t), await registerUser(t)];
    const found = (await api(x, 'GET', `/api/chat/users/search?q=${encodeURIComponent(y.mobile)}`)).json().data;
    expect(found.items).toEqual([expect.objectContaining({ userId: y.userId, isFriend: false })]);
    const [sx, sy] = [await sockets.connect(baseUrl, x.token), await sockets.connect(baseUrl, y.token)];
    const requested = nextEvent<{ id: string }>(sy, CHAT_EVENTS.friendRequest);
    const req = await api(x, 'POST', '/api/chat/friend-requests', { userId: y.userId, message: 'hi' });
    expect(req.statusCode, req.body).toBe(200);
    expect((await requested).id).toBe(req.json().data.id);
    const addedX = nextEvent<{ userId: string }>(sx, CHAT_EVENTS.friendAdded);
    const addedY = nextEvent<{ userId: string }>(sy, CHAT_EVENTS.friendAdded);
    const accepted = await api(y, 'POST', `/api/chat/friend-requests/${req.json().data.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await addedX).userId).toBe(y.userId);
    expect((await addedY).userId).toBe(x.userId);
    expect((await api(y, 'POST', `/api/chat/friend-requests/${req.json().data.id}/accept`)).json().error).toBe(
      'CHAT_REQUEST_ANSWERED',
    );
    await api(x, 'PATCH', `/api/chat/friends/${y.userId}`, { remark: 'Seller Ali', className: 'Dealers' });
    const friends = (await api(x, 'GET', '/api/chat/friends')).json().data;
    expect(friends.items).toEqual([
      expect.objectContaining({ userId: y.userId, remark: 'Seller Ali', className: 'Dealers' }),
    ]);
    // Friends are no strangers: numbers pass.
    expect((await sent(x, friends.items[0].conversationId, '050 123 4567')).masked).toBe(false);
    const deleted = nextEvent<{ userId: string }>(sy, CHAT_EVENTS.friendDeleted);
    expect((await api(x, 'DELETE', `/api/chat/friends/${y.userId}`)).statusCode).toBe(200);
    expect((await deleted).userId).toBe(x.userId);
    expect((await api(y, 'GET', '/api/chat/friends')).json().data.items).toEqual([]);
  });
});

describe('bad input answers a translated 4xx, never a 500', () => {
  it('refuses bad ids, huge numbers, control characters and bad cursors', async () => {
    const id = await openSingle(a, b);
    const cases: ['GET' | 'POST' | 'PATCH', string, object?][] = [
      ['GET', '/api/chat/conversations/single_xyz'],
      ['GET', `/api/chat/conversations/${'group_'.padEnd(300, 'a')}`],
      ['GET', `/api/chat/conversations/${id}/messages?beforeSeq=1e30`],
      ['GET', `/api/chat/conversations/${id}/messages?limit=31`],
      ['GET', `/api/chat/conversations/${id}/catch-up?afterSeq=-1`],
      ['GET', `/api/chat/conversations/${id}/catch-up?afterSeq=99999999999999999999`],
      ['GET', `/api/chat/conversations/${id}/messages/not-a-uuid`],
      ['GET', '/api/chat/conversations?cursor=%%%'],
      ['GET', '/api/chat/conversations?cursor=bm90IGEgY3Vyc29y'],
      ['GET', '/api/chat/sync?since=yesterday'],
      ['GET', '/api/chat/tasks?cursor=AAAA'],
      ['POST', `/api/chat/conversations/${id}/messages`, { type: 'text', clientId: cid(), text: 'bad\u0000byte' }],
      ['POST', `/api/chat/conversations/${id}/messages`, { type: 'text', clientId: 'short', text: 'x' }],
      ['POST', `/api/chat/conversations/${id}/messages`, { type: 'text', clientId: cid(), text: 'x'.repeat(5001) }],
      ['POST', `/api/chat/conversations/${id}/messages`, { type: 'sticker', clientId: cid() }],
      [
        'POST',
        `/api/chat/conversations/${id}/messages`,
        { type: 'image', clientId: cid(), uploadId: crypto.randomUUID() },
      ],
      ['POST', `/api/chat/conversations/${id}/read`, { seq: 1e20 }],
      ['POST', `/api/chat/conversations/${id}/read`, { seq: 1.5 }],
      ['PATCH', `/api/chat/conversations/${id}`, {}],
      ['POST', '/api/chat/groups', { name: 'x\u0007' }],
      ['POST', '/api/chat/groups', { name: 'ok', memberIds: range(1, 101).map(() => crypto.randomUUID()) }],
      ['POST', '/api/chat/conversations/single', { userId: a.userId }],
      ['POST', '/api/chat/friend-requests', { userId: 'nope' }],
      ['GET', '/api/chat/users/search?q=%01'],
      ['GET', `/api/chat/groups/${crypto.randomUUID()}`],
    ];
    for (const [method, url, body] of cases) {
      const res = await api(a, method, url, body);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('answers the message text in the request language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/conversations/single',
      headers: { ...bearer(a.token), 'accept-language': 'ar' },
      payload: { userId: a.userId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'CHAT_NOT_WITH_SELF', message: 'لا يمكنك القيام بذلك مع نفسك.' });
  });
});
