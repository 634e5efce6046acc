/**
 * Sending over the socket (`chat:send` with an ack): the same rules and answer as the HTTP send,
 * without a request per message.
 */
import { CHAT_CLIENT_EVENTS, CHAT_EVENTS, CHAT_LIMITS, type ChatMessage } from '@souq/shared/chat/chat.schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collect, emitWithAck, eventually, SocketClients } from '../../testing/sockets';
import { bearer, createTestApp, registerUser, type TestApp, type TestUser } from '../../testing/test-app';

let t: TestApp;
let baseUrl: string;
const sockets = new SocketClients();
let a: TestUser;
let b: TestUser;
let outsider: TestUser;
let conversationId: string;

type Ack = { ok: true; message: ChatMessage } | { ok: false; code: string };

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [a, b, outsider] = [await registerUser(t), await registerUser(t), await registerUser(t)];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat/conversations/single',
    headers: bearer(a.token),
    payload: { userId: b.userId },
  });
  expect(res.statusCode, res.body).toBe(200);
  conversationId = res.json().data.conversation.id;
});

afterEach(() => sockets.closeAll());

afterAll(async () => {
  await t?.close();
});

let n = 0;
const cid = () => `sock-${process.pid}-${++n}-${Date.now().toString(36)}`;

describe('chat:send over the socket', () => {
  it('stores the message, acks it with its seq, delivers it to the other member, and a retry answers the same message', async () => {
    const sender = await sockets.connect(baseUrl, a.token);
    const receiver = await sockets.connect(baseUrl, b.token);
    const received = collect<ChatMessage>(receiver, CHAT_EVENTS.message);
    const clientId = cid();
    const payload = { conversationId, type: 'text', clientId, text: 'Is the Patrol still for sale?' };
    const first = await emitWithAck<Ack>(sender, CHAT_CLIENT_EVENTS.send, payload);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.message).toMatchObject({ conversationId, clientId, senderId: a.userId, text: payload.text });
    await eventually(() => received.length === 1, 'the receiver gets the message');
    expect(received[0]).toMatchObject({ seq: first.message.seq, clientId });

    const again = await emitWithAck<Ack>(sender, CHAT_CLIENT_EVENTS.send, payload);
    expect(again).toEqual({ ok: true, message: first.message });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${conversationId}/messages`,
      headers: bearer(b.token),
    });
    expect(history.json().data.items.filter((m: ChatMessage) => m.clientId === clientId)).toHaveLength(1);
  });

  it('refuses bad payloads, non-members and a flood with an error id, storing nothing', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${conversationId}/messages`,
      headers: bearer(a.token),
    });
    const lastSeq = before.json().data.lastSeq as number;

    const mine = await sockets.connect(baseUrl, a.token);
    for (const bad of [
      null,
      'text',
      { conversationId, type: 'text', clientId: cid() },
      { conversationId, type: 'text', clientId: cid(), text: 'null\u0000byte' },
      { conversationId: 'single_../../etc', type: 'text', clientId: cid(), text: 'hi' },
      { conversationId, type: 'text', clientId: 'short', text: 'hi' },
    ]) {
      expect(await emitWithAck<Ack>(mine, CHAT_CLIENT_EVENTS.send, bad)).toEqual({
        ok: false,
        code: 'VALIDATION_FAILED',
      });
    }
    const stranger = await sockets.connect(baseUrl, outsider.token);
    expect(
      await emitWithAck<Ack>(stranger, CHAT_CLIENT_EVENTS.send, {
        conversationId,
        type: 'text',
        clientId: cid(),
        text: 'let me in',
      }),
    ).toEqual({ ok: false, code: 'NOT_FOUND' });

    // A burst of twice the rate passes, the rest are refused; the budget refills with the (server's) clock.
    const flood = await sockets.connect(baseUrl, b.token);
    const burst = CHAT_LIMITS.socketSendsPerSecond * 2;
    const floodOnce = (count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, i) =>
          emitWithAck<Ack>(flood, CHAT_CLIENT_EVENTS.send, {
            conversationId,
            type: 'text',
            clientId: cid(),
            text: `m${i}`,
          }),
        ),
      );
    const answers = await floodOnce(burst + 5);
    expect(answers.filter((x) => x.ok)).toHaveLength(burst);
    expect(answers.slice(burst)).toEqual(Array.from({ length: 5 }, () => ({ ok: false, code: 'RATE_LIMITED' })));
    t.clock.advance(1_000);
    const later = await floodOnce(CHAT_LIMITS.socketSendsPerSecond + 1);
    expect(later.filter((x) => x.ok)).toHaveLength(CHAT_LIMITS.socketSendsPerSecond);
    const accepted = burst + CHAT_LIMITS.socketSendsPerSecond;

    const after = await t.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${conversationId}/messages`,
      headers: bearer(a.token),
    });
    expect(after.json().data.lastSeq).toBe(lastSeq + accepted);
  });
});
