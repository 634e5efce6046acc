// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import type { ChatMessage, Conversation } from '@souq/shared/chat/chat.schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { msg } from './test-messages';

const CID = msg(1).conversationId;

/** The server as the engine sees it: messages 1..n of one conversation, answered by the contract's paths. */
const server = { messages: [] as ChatMessage[], calls: [] as string[], delivered: [] as string[] };
const upTo = (n: number) => {
  while (server.messages.length < n) server.messages.push(msg(server.messages.length + 1, { senderId: 'peer' }));
};
const row = (): Conversation => ({
  id: CID,
  type: 'single',
  peer: { userId: 'peer', nickname: 'Peer', avatarUrl: null, remark: null },
  group: null,
  unreadCount: 0,
  lastSeq: server.messages.length,
  lastReadSeq: 0,
  lastMessage: null,
  peerDeliveredSeq: null,
  peerReadSeq: null,
  pinned: false,
  muted: false,
  hidden: false,
  left: false,
  leftReason: null,
  role: null,
  updatedAt: '2026-11-27T10:00:00.000Z',
});

vi.mock('../../../lib/api', () => ({
  isApiError: () => false,
  call: async (
    endpoint: { path: string; method: string },
    input: { query?: Record<string, number>; params?: unknown; body?: { clientId?: string } } = {},
  ) => {
    server.calls.push(
      `${endpoint.method === 'POST' ? 'POST ' : ''}${endpoint.path}${input.query?.afterSeq !== undefined ? `?after=${input.query.afterSeq}` : ''}`,
    );
    if (endpoint.path.endsWith('/delivered')) {
      server.delivered.push((input.params as { conversationId: string }).conversationId);
    }
    const q = input.query ?? {};
    if (endpoint.method === 'POST' && endpoint.path === '/api/chat/conversations/:conversationId/messages') {
      upTo(server.messages.length + 1);
      return { ...server.messages.at(-1), senderId: 'me', clientId: input.body?.clientId };
    }
    switch (endpoint.path) {
      case '/api/chat/conversations':
        return { items: [row()], nextCursor: null, totalUnread: 0 };
      case '/api/chat/sync':
        return { items: [row()], nextCursor: null, serverTime: '2026-11-27T10:00:00.000Z' };
      case '/api/chat/tasks':
        return { items: [], nextCursor: null, serverTime: '2026-11-27T10:00:00.000Z' };
      case '/api/chat/conversations/:conversationId':
        return { ...row(), groupInfo: null };
      case '/api/chat/conversations/:conversationId/messages': {
        const items = [...server.messages].reverse().slice(0, 30);
        return { items, hasMore: server.messages.length > 30, lastSeq: server.messages.length };
      }
      case '/api/chat/conversations/:conversationId/catch-up': {
        const items = server.messages.filter((m) => m.seq > (q.afterSeq ?? 0)).slice(0, q.limit ?? 100);
        const last = items.at(-1)?.seq ?? 0;
        return { items, hasMore: last < server.messages.length, lastSeq: server.messages.length };
      }
      default:
        return {};
    }
  },
}));

type Handler = (payload: unknown) => void;
const handlers = new Map<string, Set<Handler>>();
/** What `chat:send` acks next (the server's answer), and what it was asked. */
const socketSends: { payload: { clientId: string }; ack: unknown }[] = [];
let nextAck: (payload: { clientId: string }) => unknown = () => ({ ok: false, code: 'RATE_LIMITED' });
const socket = {
  connected: true,
  on: (event: string, h: Handler) => handlers.set(event, (handlers.get(event) ?? new Set()).add(h)),
  off: (event: string, h: Handler) => handlers.get(event)?.delete(h),
  emit: () => {},
  timeout: () => ({
    emitWithAck: async (_event: string, payload: { clientId: string }) => {
      const ack = nextAck(payload);
      socketSends.push({ payload, ack });
      return ack;
    },
  }),
};
const fire = (event: string, payload?: unknown) => {
  for (const h of handlers.get(event) ?? []) h(payload);
};
vi.mock('../../../lib/socket', () => ({ connectSocket: () => socket }));

const { saveSession, clearSession } = await import('../../../lib/session');
const engine = await import('./engine');
const seqsHeld = () =>
  engine
    .getChatState()
    .streams.get(CID)
    ?.messages.map((m) => m.seq) ?? [];
const settle = () => vi.waitFor(() => expect(engine.getChatState().sync).toBe('synced'));

describe('the chat engine never loses or repeats a message', () => {
  beforeAll(async () => {
    upTo(3);
    saveSession({
      token: 'tok',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      user: { id: 'me' } as never,
    });
    engine.ensureChat();
    await settle();
    await engine.openConversation(CID);
  });
  afterAll(() => clearSession());

  it('opens with the newest page', () => {
    expect(seqsHeld()).toEqual([1, 2, 3]);
  });

  it('adds the next live message, and a repeated one once', async () => {
    upTo(4);
    fire('chat:message', server.messages[3]);
    fire('chat:message', server.messages[3]);
    expect(seqsHeld()).toEqual([1, 2, 3, 4]);
  });

  it("applies the conversation patch a message event carries (the list's unread and last message), and keeps it out of the message", async () => {
    upTo(5);
    const message = server.messages[4] as ChatMessage;
    const patch = {
      id: CID,
      unreadCount: 2,
      lastSeq: 5,
      lastMessage: {
        seq: 5,
        type: 'text' as const,
        preview: 'five',
        senderId: 'peer',
        revoked: false,
        at: message.createdAt,
      },
      hidden: false,
      updatedAt: message.createdAt,
    };
    fire('chat:message', { ...message, conversation: patch });
    expect(engine.getChatState().conversations.get(CID)).toMatchObject({ unreadCount: 2, lastSeq: 5 });
    const held = engine
      .getChatState()
      .streams.get(CID)
      ?.messages.find((m) => m.seq === 5);
    expect(held && 'conversation' in held).toBe(false);
  });

  it('fetches the gap when a live message comes beyond the next number', async () => {
    upTo(7);
    server.calls.length = 0;
    fire('chat:message', server.messages[6]);
    await vi.waitFor(() => expect(seqsHeld()).toEqual([1, 2, 3, 4, 5, 6, 7]));
    expect(server.calls).toContain('/api/chat/conversations/:conversationId/catch-up?after=5');
  });

  it('pulls everything missed while disconnected on reconnect, in order, none twice', async () => {
    fire('disconnect');
    upTo(30);
    fire('chat:message', server.messages[8]); // one of them also arrives late on the socket
    fire('connect');
    await vi.waitFor(() => expect(seqsHeld()).toHaveLength(30));
    expect(seqsHeld()).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    await settle();
  });

  it('pulls on coming back to the foreground too', async () => {
    upTo(32);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(seqsHeld()).toHaveLength(32));
    expect(engine.getChatState().streams.get(CID)?.lastSeq).toBe(32);
  });

  it('sends over the socket with an ack, and over HTTP when the socket refuses (same client id)', async () => {
    server.calls.length = 0;
    nextAck = (payload) => {
      upTo(server.messages.length + 1);
      return { ok: true, message: { ...server.messages.at(-1), senderId: 'me', clientId: payload.clientId } };
    };
    engine.sendMessage(CID, { type: 'text', text: 'over the socket' });
    await vi.waitFor(() => expect(engine.getChatState().streams.get(CID)?.pending ?? []).toHaveLength(0));
    expect(socketSends).toHaveLength(1);
    expect(server.calls.filter((c) => c.startsWith('POST'))).toEqual([]);

    nextAck = () => ({ ok: false, code: 'RATE_LIMITED' });
    engine.sendMessage(CID, { type: 'text', text: 'over HTTP' });
    await vi.waitFor(() => expect(engine.getChatState().streams.get(CID)?.pending ?? []).toHaveLength(0));
    expect(socketSends).toHaveLength(2);
    expect(server.calls.filter((c) => c.startsWith('POST'))).toEqual([
      'POST /api/chat/conversations/:conversationId/messages',
    ]);
    const last = engine.getChatState().streams.get(CID)?.messages.at(-1);
    expect(last?.clientId).toBe(socketSends[1]?.payload.clientId);
  });

  it('tells the sender of a single conversation a message was delivered, and sends no receipt for a group', async () => {
    const GROUP = 'group_0b0c2f4e-2a51-4a53-9a64-6a3c0f0e1d2b';
    fire('chat:message', { ...msg(1, { senderId: 'peer' }), id: 'g-1', conversationId: GROUP });
    upTo(server.messages.length + 1);
    fire('chat:message', server.messages.at(-1));
    await vi.waitFor(() => expect(server.delivered).toContain(CID));
    expect(server.delivered).not.toContain(GROUP);
  });

  it('withdraws a message live', () => {
    fire('chat:revoked', {
      conversationId: CID,
      messageId: 'id-2',
      seq: 2,
      revokedBy: 'peer',
      revokedAt: '2026-11-27T10:01:00Z',
      taskId: 't1',
    });
    const held = engine
      .getChatState()
      .streams.get(CID)
      ?.messages.find((m) => m.seq === 2);
    expect(held).toMatchObject({ revoked: true, text: null });
  });
});
