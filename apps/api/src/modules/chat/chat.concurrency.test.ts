/**
 * The chat under real concurrency (PostgreSQL: PGlite runs one query at a time), and across two API
 * processes with the Redis adapter.
 */
import { randomUUID } from 'node:crypto';
import { CHAT_EVENTS, type ChatMessage, groupConversationId } from '@souq/shared/chat/chat.schema';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/authz';
import { collect, eventually, nextEvent, SocketClients, secondNode } from '../../testing/sockets';
import { bearer, createTestApp, registerUser, type TestApp, type TestUser } from '../../testing/test-app';
import { users } from '../users/users.tables';
import { chatGroups, chatMembers, chatMessages } from './chat.tables';

const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
const sockets = new SocketClients();

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const actorOf = (userId: string): Actor => ({
  userId,
  sessionId: randomUUID(),
  roles: ['user'],
  merchantStatus: 'none',
});
const cid = () => `cc-${randomUUID()}`;

function send(user: TestUser, conversationId: string, text: string, clientId = cid()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${conversationId}/messages`,
    headers: bearer(user.token),
    payload: { type: 'text', clientId, text },
  });
}

async function openSingle(from: TestUser, to: TestUser): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat/conversations/single',
    headers: bearer(from.token),
    payload: { userId: to.userId },
  });
  return res.json().data.conversation.id as string;
}

/** Users written straight into the table (a thousand registrations through SMS would take minutes). */
async function bareUsers(n: number): Promise<string[]> {
  const rows = await t.database.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ nickname: `Member ${i}` })))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

describe.skipIf(!onPostgres)('concurrency on PostgreSQL', () => {
  it('50 concurrent sends get seqs 1..50 without a gap; the unread counter counts each once', async () => {
    const [x, y] = [await registerUser(t), await registerUser(t)];
    const id = await openSingle(x, y);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => send(i % 2 ? x : y, id, `m${i}`)));
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    expect(results.map((r) => r.json().data.seq as number).sort((p, q) => p - q)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    const [member] = await t.database.db
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.conversationId, id), eq(chatMembers.userId, y.userId)));
    expect(member?.unreadCount).toBe(25);
  });

  it('50 racing retries of one client id store one message and all answer it', async () => {
    const [x, y] = [await registerUser(t), await registerUser(t)];
    const id = await openSingle(x, y);
    const clientId = cid();
    const results = await Promise.all(Array.from({ length: 50 }, () => send(x, id, 'only once', clientId)));
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, id));
    expect(stored?.n).toBe(1);
  });

  it('50 concurrent joins to a group with 15 free places: 15 join, 35 are refused, the count stays 1000', async () => {
    const owner = await registerUser(t);
    const ids = await bareUsers(985 + 50);
    const services = t.app.services;
    const group = await services.chatGroups.create(actorOf(owner.userId), { name: 'Big club', memberIds: [] });
    for (let i = 0; i < 984; i += 100) {
      await services.chatGroups.invite(actorOf(owner.userId), group.id, ids.slice(i, Math.min(i + 100, 984)));
    }
    // 1 owner + 984 = 985 members; 50 more ask at once, half by invitation, half by an approved request.
    const hopefuls = ids.slice(985);
    const outcomes = await Promise.allSettled(
      hopefuls.map(async (userId, i) => {
        if (i % 2) return services.chatGroups.invite(actorOf(owner.userId), group.id, [userId]);
        const request = await services.chatGroups.requestJoin(actorOf(userId), group.id, undefined);
        return services.chatGroups.answerJoin(actorOf(owner.userId), group.id, request.id, true);
      }),
    );
    const joined = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refused = outcomes.filter(
      (o) => o.status === 'rejected' && (o.reason as { code?: string }).code === 'CHAT_GROUP_FULL',
    ).length;
    expect([joined, refused]).toEqual([15, 35]);
    const [row] = await t.database.db.select().from(chatGroups).where(eq(chatGroups.id, group.id));
    const [members] = await t.database.db
      .select({ n: count() })
      .from(chatMembers)
      .where(and(eq(chatMembers.conversationId, groupConversationId(group.id)), isNull(chatMembers.leftAt)));
    expect([row?.memberCount, members?.n]).toEqual([1000, 1000]);
  }, 60_000);
});

describe('across API processes (Redis adapter)', () => {
  it.skipIf(!process.env.REDIS_URL || !onPostgres)(
    'a message sent through one process reaches a socket connected to the other',
    async () => {
      const nodeB = await secondNode(t);
      try {
        const [x, y] = [await registerUser(t), await registerUser(t)];
        const id = await openSingle(x, y);
        const onB = await sockets.connect(nodeB.url, y.token);
        const got = collect<ChatMessage>(onB, CHAT_EVENTS.message);
        const first = nextEvent<ChatMessage>(onB, CHAT_EVENTS.message);
        const res = await send(x, id, 'from node A');
        expect(res.statusCode).toBe(200);
        expect(await first).toMatchObject({ conversationId: id, text: 'from node A', seq: 1 });
        // And the other way round: sent through B, received on a socket of A.
        const urlA = await t.app.listen({ port: 0, host: '127.0.0.1' });
        const onA = await sockets.connect(urlA, x.token);
        const onAGot = nextEvent<ChatMessage>(onA, CHAT_EVENTS.message);
        const sentOnB = await nodeB.app.inject({
          method: 'POST',
          url: `/api/chat/conversations/${id}/messages`,
          headers: bearer(y.token),
          payload: { type: 'text', clientId: cid(), text: 'from node B' },
        });
        expect(sentOnB.statusCode).toBe(200);
        expect(await onAGot).toMatchObject({ text: 'from node B', seq: 2 });
        await eventually(() => got.length >= 2, 'both messages on B');
        expect(got.map((m) => m.seq)).toEqual([1, 2]);
      } finally {
        await nodeB.close();
      }
    },
    60_000,
  );
});
