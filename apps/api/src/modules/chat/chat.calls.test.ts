import type { ChatMessage } from '@souq/shared/chat/chat.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp, type TestUser } from '../../testing/test-app';

let t: TestApp;
let owner: TestUser;
let b: TestUser;
let c: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [owner, b, c, outsider] = [
    await registerUser(t),
    await registerUser(t),
    await registerUser(t),
    await registerUser(t),
  ];
});

afterAll(async () => {
  await t?.close();
});

let n = 0;
const cid = () => `calls-${process.pid}-${++n}`;

function api(user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
}

async function say(user: TestUser, conversationId: string, text: string, replyToId?: string): Promise<ChatMessage> {
  const res = await api(user, 'POST', `/api/chat/conversations/${conversationId}/messages`, {
    type: 'text',
    clientId: cid(),
    text,
    ...(replyToId ? { replyToId } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ChatMessage;
}

async function calls(user: TestUser, conversationId?: string): Promise<ChatMessage[]> {
  const res = await api(user, 'GET', `/api/chat/calls${conversationId ? `?conversationId=${conversationId}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as ChatMessage[];
}

describe('the call list: group messages replying to mine', () => {
  it('holds the replies to me until I read them, not my own, not replies to others, not single chats', async () => {
    const group = await api(owner, 'POST', '/api/chat/groups', { name: 'Calls', memberIds: [b.userId, c.userId] });
    expect(group.statusCode, group.body).toBe(200);
    const conversationId = group.json().data.conversationId as string;

    const mine = await say(b, conversationId, 'Anyone selling a Patrol?');
    const theirs = await say(c, conversationId, 'Me too');
    await say(b, conversationId, 'Replying to myself', mine.id);
    const reply = await say(owner, conversationId, 'I have one', mine.id);
    expect(reply.replyTo).toEqual({ messageId: mine.id, senderId: b.userId });
    await say(owner, conversationId, 'Not you', theirs.id);

    const list = await calls(b);
    expect(list.map((m) => m.id)).toEqual([reply.id]);
    expect(list[0]).toMatchObject({ text: 'I have one', senderId: owner.userId, conversationId });
    expect((await calls(b, conversationId)).map((m) => m.id)).toEqual([reply.id]);
    expect(await calls(owner)).toEqual([]);
    expect((await calls(c)).map((m) => m.text)).toEqual(['Not you']);

    // A single conversation's replies are not calls.
    const single = await api(owner, 'POST', '/api/chat/conversations/single', { userId: b.userId });
    const singleId = single.json().data.conversation.id as string;
    const inSingle = await say(b, singleId, 'hello');
    await say(owner, singleId, 'hi', inSingle.id);
    expect((await calls(b)).map((m) => m.id)).toEqual([reply.id]);

    // Reading the group clears them; a revoked reply goes too.
    const read = await api(b, 'POST', `/api/chat/conversations/${conversationId}/read`, { seq: reply.seq });
    expect(read.statusCode, read.body).toBe(200);
    expect(await calls(b)).toEqual([]);
    const again = await say(owner, conversationId, 'Still there?', mine.id);
    expect((await calls(b)).map((m) => m.id)).toEqual([again.id]);
    expect(
      (await api(owner, 'POST', `/api/chat/conversations/${conversationId}/messages/${again.id}/revoke`)).statusCode,
    ).toBe(200);
    expect(await calls(b)).toEqual([]);
  });

  it('answers 404 for a conversation I am not in', async () => {
    const group = await api(owner, 'POST', '/api/chat/groups', { name: 'Closed', memberIds: [b.userId] });
    const conversationId = group.json().data.conversationId as string;
    const res = await api(outsider, 'GET', `/api/chat/calls?conversationId=${conversationId}`);
    expect(res.statusCode).toBe(404);
    expect((await api(outsider, 'GET', '/api/chat/calls?conversationId=nope')).statusCode).toBe(400);
  });
});
