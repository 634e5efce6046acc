import { chatContract } from '@souq/shared/chat/chat.contract';
import {
  CHAT_CLIENT_EVENTS,
  CHAT_EVENTS,
  CHAT_LIMITS,
  type ChatCard,
  type ChatMessage,
  type ChatMessageEvent,
  type ChatReadSync,
  type ChatReceipt,
  type ChatRevoked,
  type Conversation,
  type ConversationDetail,
  type ConversationPatch,
  type GroupMemberLeft,
  type GroupRemoved,
  type LeftReason,
  type SendMessageBody,
} from '@souq/shared/chat/chat.schema';
import type { Socket } from 'socket.io-client';
import { call, isApiError } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { getSession, subscribeSession } from '../../../lib/session';
import { connectSocket } from '../../../lib/socket';
import { storage } from '../../../lib/storage';
import { uploadFile } from '../../uploads';
import { addCall, isCallFor, refreshCalls } from '../api/get-calls';
import { chatKeys } from '../api/keys';
import { type CachedMessage, type ChatCache, deleteChatCache, hasIndexedDb, openChatCache } from './cache';
import {
  addMessages,
  addOlder,
  addPending,
  contiguousUntil,
  dropPending,
  emptyStream,
  isAhead,
  type LocalMessage,
  localIdOf,
  newClientId,
  patchMessage,
  revokedPatch,
  type Stream,
  setPendingState,
  sortConversations,
} from './stream';

/**
 * The chat's live state, one per signed-in user: my conversations, the messages of those opened,
 * the sync with the server and the queue of what I send. It starts with the first chat page that
 * needs it and stops when the session ends (logout forgets the local cache).
 *
 * No message is lost or shown twice: each conversation's messages are kept by sequence number; a
 * live message beyond the next number, a reconnect and the app coming back to the foreground all
 * pull what came after the newest number held without a hole (catch-up), and revokes that happened
 * meanwhile arrive as task records.
 */

export type SyncState = 'idle' | 'updating' | 'synced' | 'error';

export interface ChatState {
  userId: string | null;
  conversations: ReadonlyMap<string, Conversation>;
  /** Group conversations' details (group, notice, my role), as read when opened. */
  details: ReadonlyMap<string, ConversationDetail>;
  /** The conversation list: loaded once (from the server or the local snapshot), next page's cursor. */
  list: { loaded: boolean; fromServer: boolean; cursor: string | null; loadingMore: boolean; error: unknown };
  streams: ReadonlyMap<string, Stream>;
  /** Conversations I was removed from (expelled, dissolved, left elsewhere): shown, then gone after 1 s. */
  removed: ReadonlyMap<string, LeftReason>;
  sync: SyncState;
  /** The browser says it is online and the socket is up. */
  online: boolean;
  socketUp: boolean;
  /** null until known; false where IndexedDB is missing (the chat then works online only). */
  cache: boolean | null;
  activeId: string | null;
}

const initial: ChatState = {
  userId: null,
  conversations: new Map(),
  details: new Map(),
  list: { loaded: false, fromServer: false, cursor: null, loadingMore: false, error: null },
  streams: new Map(),
  removed: new Map(),
  sync: 'idle',
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  socketUp: false,
  cache: null,
  activeId: null,
};

let state: ChatState = initial;
const listeners = new Set<() => void>();

function setState(next: Partial<ChatState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function getChatState(): ChatState {
  return state;
}

export function subscribeChat(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The spec's delay before a conversation I was removed from disappears. */
export const REMOVAL_DELAY_MS = 1_000;
const listKey = (userId: string) => `souq-chat-list:${userId}`;
const sinceKey = (userId: string) => `souq-chat-since:${userId}`;

// ---- the running engine ----

interface Running {
  token: string;
  userId: string;
  socket: Socket;
  cache: ChatCache | null;
  cacheReady: Promise<ChatCache | null>;
  detach: () => void;
  /** What each pending message sends (its body and, for media, the file until uploaded). */
  outbox: Map<string, { conversationId: string; body: DraftBody; file?: File; uploadId?: string }>;
  inFlight: Set<string>;
  syncing: Promise<void> | null;
  syncAgain: boolean;
  readTimers: Map<string, ReturnType<typeof setTimeout>>;
  deliveredTimers: Map<string, ReturnType<typeof setTimeout>>;
  catchingUp: Map<string, Promise<void>>;
}

let running: Running | null = null;

/** What the composer hands over: the text, a card, or a file to upload first. */
export type Draft =
  | { type: 'text'; text: string; replyToId?: string; replyToSenderId?: string | null }
  | { type: 'card'; card: ChatCard }
  | { type: 'image' | 'video' | 'file'; file: File };

type DraftBody =
  | { type: 'text'; text: string; replyToId?: string }
  | { type: 'card'; card: { kind: ChatCard['kind']; id: string } }
  | { type: 'image' | 'video' | 'file' };

const UPLOAD_PURPOSE = { image: 'other', video: 'car_video', file: 'report' } as const;

function setStream(conversationId: string, update: (s: Stream) => Stream): Stream {
  const before = state.streams.get(conversationId) ?? emptyStream;
  const after = update(before);
  if (after !== before) {
    const streams = new Map(state.streams);
    streams.set(conversationId, after);
    setState({ streams });
  }
  return after;
}

function setConversation(conversation: Conversation): void {
  const conversations = new Map(state.conversations);
  conversations.set(conversation.id, conversation);
  setState({ conversations });
  saveListSoon();
}

let saveTimer: ReturnType<typeof setTimeout> | undefined;
/** The first page of the list is kept in localStorage, so the list opens offline. */
function saveListSoon(): void {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    if (!state.userId) return;
    const first = sortConversations(state.conversations.values()).slice(0, CHAT_LIMITS.conversationsPage);
    storage.setJson(listKey(state.userId), first);
  }, 300);
}

/** Starts the engine for the signed-in user (again after a token change); idempotent. */
export function ensureChat(): void {
  const { token, user } = getSession();
  if (!token || !user) return;
  if (running?.token === token) return;
  if (running) stopChat();
  startChat(token, user.id);
}

function startChat(token: string, userId: string): void {
  const socket = connectSocket(token);
  const snapshot = storage.getJson<Conversation[]>(listKey(userId)) ?? [];
  state = {
    ...initial,
    userId,
    online: navigator.onLine,
    socketUp: socket.connected,
    conversations: new Map(snapshot.map((c) => [c.id, c])),
    list: { ...initial.list, loaded: snapshot.length > 0 },
  };
  const cacheReady = openChatCache(userId).then((cache) => {
    if (running?.userId !== userId) {
      cache?.close();
      return null;
    }
    running.cache = cache;
    setState({ cache: cache !== null });
    return cache;
  });
  if (!hasIndexedDb()) setState({ cache: false });

  const onConnect = () => {
    setState({ socketUp: true });
    if (state.activeId) socket.emit(CHAT_CLIENT_EVENTS.active, { conversationId: state.activeId });
    void syncNow();
    flushOutbox();
  };
  const onDisconnect = () => setState({ socketUp: false });
  const onOnline = () => {
    setState({ online: true });
    void syncNow();
    flushOutbox();
  };
  const onOffline = () => setState({ online: false });
  const onVisible = () => {
    // In the background the conversation is not on screen: pushes come again until it is back.
    if (document.visibilityState !== 'visible') {
      if (state.activeId) socket.emit(CHAT_CLIENT_EVENTS.active, { conversationId: null });
      return;
    }
    if (state.activeId) socket.emit(CHAT_CLIENT_EVENTS.active, { conversationId: state.activeId });
    void syncNow();
    if (state.activeId) markReadSoon(state.activeId);
  };
  const handlers: [string, (payload: never) => void][] = [
    [CHAT_EVENTS.message, onMessage],
    [CHAT_EVENTS.revoked, onRevoked],
    [CHAT_EVENTS.conversation, onConversationPatch],
    [CHAT_EVENTS.read, onReadSync],
    [CHAT_EVENTS.receipt, onReceipt],
    [CHAT_EVENTS.friendRequest, () => void queryClient.invalidateQueries({ queryKey: ['chat', 'friend-requests'] })],
    [CHAT_EVENTS.friendAdded, onFriendAdded],
    [CHAT_EVENTS.friendDeleted, onFriendDeleted],
    [CHAT_EVENTS.groupRemoved, (g: GroupRemoved) => removeConversation(g.conversationId, g.reason)],
    [CHAT_EVENTS.memberJoined, (g: { groupId: string }) => refreshGroup(g.groupId)],
    [CHAT_EVENTS.memberLeft, (g: GroupMemberLeft) => refreshGroup(g.groupId)],
    [CHAT_EVENTS.groupUpdated, (g: { id: string; conversationId: string }) => refreshGroup(g.id, g.conversationId)],
    [CHAT_EVENTS.joinRequest, (g: { groupId: string }) => refreshGroup(g.groupId)],
  ];
  socket.on('connect', onConnect);
  socket.on('disconnect', onDisconnect);
  for (const [event, handler] of handlers) socket.on(event, handler as (payload: unknown) => void);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);

  running = {
    token,
    userId,
    socket,
    cache: null,
    cacheReady,
    outbox: new Map(),
    inFlight: new Set(),
    syncing: null,
    syncAgain: false,
    readTimers: new Map(),
    deliveredTimers: new Map(),
    catchingUp: new Map(),
    detach: () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      for (const [event, handler] of handlers) socket.off(event, handler as (payload: unknown) => void);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
  setState({});
  void cacheReady.then(restoreOutbox);
  void loadFirstPage().then(() => syncNow());
}

export function stopChat(): void {
  if (!running) return;
  running.detach();
  for (const t of running.readTimers.values()) clearTimeout(t);
  for (const t of running.deliveredTimers.values()) clearTimeout(t);
  running.cache?.close();
  running = null;
  clearInterval(activeTimer);
  clearTimeout(saveTimer);
  state = initial;
  for (const listener of listeners) listener();
}

// The session ends (logout, another account): stop, and on logout forget this user's local chat.
let sessionUser: string | null = getSession().user?.id ?? null;
subscribeSession(() => {
  const { token, user } = getSession();
  const previous = sessionUser;
  sessionUser = user?.id ?? null;
  if (running && running.token !== token) stopChat();
  if (previous && !token) {
    storage.remove(listKey(previous));
    storage.remove(sinceKey(previous));
    void deleteChatCache(previous);
  }
});

// ---- the list ----

async function loadFirstPage(): Promise<void> {
  try {
    const page = await call(chatContract.endpoints.conversations, { query: {}, silent: true, slowHint: false });
    if (!running) return;
    const conversations = new Map(state.conversations);
    // The first page replaces the snapshot's rows; rows beyond it stay until a sync says otherwise.
    for (const c of page.items) conversations.set(c.id, c);
    setState({
      conversations,
      list: { loaded: true, fromServer: true, cursor: page.nextCursor, loadingMore: false, error: null },
    });
    queryClient.setQueryData(chatKeys.unread, { totalUnread: page.totalUnread });
    saveListSoon();
  } catch (error) {
    setState({ list: { ...state.list, loaded: state.list.loaded, error } });
  }
}

export async function loadMoreConversations(): Promise<void> {
  const { cursor, loadingMore } = state.list;
  if (!cursor || loadingMore) return;
  setState({ list: { ...state.list, loadingMore: true } });
  try {
    const page = await call(chatContract.endpoints.conversations, { query: { cursor }, silent: true });
    const conversations = new Map(state.conversations);
    for (const c of page.items) conversations.set(c.id, c);
    setState({ conversations, list: { ...state.list, cursor: page.nextCursor, loadingMore: false } });
  } catch (error) {
    setState({ list: { ...state.list, loadingMore: false, error } });
  }
}

export function retryList(): void {
  setState({ list: { ...state.list, error: null } });
  void loadFirstPage().then(() => syncNow());
}

// ---- sync ----

/** Pulls every change since the last sync: rows, the messages after the newest held, revokes. */
export function syncNow(): Promise<void> {
  const r = running;
  if (!r) return Promise.resolve();
  if (r.syncing) {
    r.syncAgain = true;
    return r.syncing;
  }
  setState({ sync: 'updating' });
  r.syncing = (async () => {
    try {
      do {
        r.syncAgain = false;
        await syncOnce(r);
      } while (r.syncAgain && running === r);
      if (running === r) setState({ sync: 'synced' });
    } catch {
      if (running === r) setState({ sync: 'error' });
    } finally {
      r.syncing = null;
    }
  })();
  return r.syncing;
}

async function syncOnce(r: Running): Promise<void> {
  const since = storage.get(sinceKey(r.userId)) ?? undefined;
  const cache = await r.cacheReady;
  let cursor: string | undefined;
  let serverTime: string | null = null;
  const changed: Conversation[] = [];
  do {
    const page = await call(chatContract.endpoints.sync, {
      query: { since, cursor },
      silent: true,
      slowHint: false,
    });
    serverTime ??= page.serverTime;
    changed.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && running === r);
  if (running !== r) return;
  for (const c of changed) {
    if (c.left) {
      if (state.conversations.has(c.id) || state.streams.has(c.id)) removeConversation(c.id, c.leftReason ?? 'left');
      continue;
    }
    setConversation(c);
  }
  // The messages after the newest held, for every changed conversation whose messages are held
  // (on screen, or cached for offline reading).
  const work: Promise<void>[] = [];
  for (const c of changed) {
    if (c.left) continue;
    const stream = state.streams.get(c.id);
    let held = stream && stream.messages.length > 0 ? contiguousUntil(stream) : 0;
    if (!held && cache) held = (await cache.page(c.id, undefined, 1))[0]?.seq ?? 0;
    if (held > 0 && c.lastSeq > held) work.push(catchUp(c.id, held));
    else if (stream) setStream(c.id, (s) => addMessages(s, [], c.lastSeq));
  }
  await Promise.all(work);
  // Revokes that happened meanwhile (task records).
  if (since) {
    let taskCursor: string | undefined;
    do {
      const tasks = await call(chatContract.endpoints.tasks, {
        query: { since, cursor: taskCursor },
        silent: true,
        slowHint: false,
      });
      for (const task of tasks.items) {
        applyRevoke({
          conversationId: task.conversationId,
          messageId: task.messageId,
          revokedBy: task.revokedBy,
          revokedAt: task.createdAt,
        });
      }
      taskCursor = tasks.nextCursor ?? undefined;
    } while (taskCursor && running === r);
  }
  if (serverTime && running === r) storage.set(sinceKey(r.userId), serverTime);
  void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
}

/** Pulls the messages after `afterSeq` (by default the newest held without a hole), page by page. */
function catchUp(conversationId: string, afterSeq?: number): Promise<void> {
  const r = running;
  if (!r) return Promise.resolve();
  const busy = r.catchingUp.get(conversationId);
  if (busy) return busy;
  const work = (async () => {
    let from = afterSeq ?? contiguousUntil(state.streams.get(conversationId) ?? emptyStream);
    for (let pages = 0; pages < 50 && running === r; pages++) {
      const page = await call(chatContract.endpoints.catchUp, {
        params: { conversationId },
        query: { afterSeq: from, limit: CHAT_LIMITS.catchUpMax },
        silent: true,
        slowHint: false,
      });
      if (state.streams.has(conversationId)) setStream(conversationId, (s) => addMessages(s, page.items, page.lastSeq));
      await r.cache?.put(page.items);
      const last = page.items.at(-1);
      if (!page.hasMore || !last) break;
      from = last.seq;
    }
  })()
    .catch(() => {
      // offline or refused: the next reconnect or sync tries again
    })
    .finally(() => r.catchingUp.delete(conversationId));
  r.catchingUp.set(conversationId, work);
  return work;
}

// ---- socket events ----

function onMessage(event: ChatMessageEvent): void {
  const r = running;
  if (!r || !event?.conversationId) return;
  // The event carries this user's conversation patch (unread, last message) with the message.
  const { conversation, ...message } = event;
  const { conversationId } = message;
  void r.cache?.put([message]);
  const stream = state.streams.get(conversationId);
  if (stream) {
    const ahead = isAhead(stream, message.seq);
    const next = setStream(conversationId, (s) => addMessages(s, [message]));
    if (ahead || contiguousUntil(next) < next.lastSeq) void catchUp(conversationId);
  }
  if (isCallFor(message, r.userId)) addCall(message);
  if (message.senderId !== r.userId) {
    // "Delivered" is a receipt for the one other member of a single conversation; a group has no
    // one to tell, and a request per message per member would only load the server.
    if (conversationId.startsWith('single_')) markDeliveredSoon(conversationId, message.seq);
    if (state.activeId === conversationId) markReadSoon(conversationId);
  }
  if (conversation) onConversationPatch(conversation);
  else if (!state.conversations.has(conversationId)) void fetchConversation(conversationId);
}

function applyRevoke(revoked: Pick<ChatRevoked, 'conversationId' | 'messageId' | 'revokedBy' | 'revokedAt'>): void {
  const patch = revokedPatch(revoked.revokedBy, revoked.revokedAt);
  setStream(revoked.conversationId, (s) => patchMessage(s, revoked.messageId, patch));
  void running?.cache?.patch(revoked.messageId, patch);
}

function onRevoked(revoked: ChatRevoked): void {
  applyRevoke(revoked);
}

function onConversationPatch(patch: ConversationPatch): void {
  if (!patch?.id) return;
  const held = state.conversations.get(patch.id);
  if (patch.left) {
    removeConversation(patch.id, patch.leftReason ?? 'left');
    return;
  }
  if (!held) {
    void fetchConversation(patch.id);
    return;
  }
  setConversation({ ...held, ...patch });
  if (state.activeId === patch.id && (patch.unreadCount ?? 0) > 0) markReadSoon(patch.id);
}

function onReadSync(sync: ChatReadSync): void {
  refreshCalls();
  const held = state.conversations.get(sync.conversationId);
  if (held) setConversation({ ...held, unreadCount: sync.unreadCount, lastReadSeq: sync.lastReadSeq });
  queryClient.setQueryData(chatKeys.unread, { totalUnread: sync.totalUnread });
}

function onReceipt(receipt: ChatReceipt): void {
  if (receipt.userId === running?.userId) return;
  const held = state.conversations.get(receipt.conversationId);
  if (!held) return;
  setConversation({
    ...held,
    peerDeliveredSeq: Math.max(held.peerDeliveredSeq ?? 0, receipt.deliveredSeq),
    peerReadSeq: Math.max(held.peerReadSeq ?? 0, receipt.readSeq),
  });
}

function onFriendAdded(): void {
  void queryClient.invalidateQueries({ queryKey: chatKeys.friends });
  void queryClient.invalidateQueries({ queryKey: ['chat', 'friend-requests'] });
  void syncNow();
}

function onFriendDeleted(payload: { conversationId: string }): void {
  void queryClient.invalidateQueries({ queryKey: chatKeys.friends });
  if (payload?.conversationId && state.conversations.has(payload.conversationId)) {
    removeConversation(payload.conversationId, 'unfriended');
  }
}

function refreshGroup(groupId: string, conversationId = `group_${groupId}`): void {
  void queryClient.invalidateQueries({ queryKey: chatKeys.group(groupId) });
  void queryClient.invalidateQueries({ queryKey: chatKeys.groups });
  if (state.details.has(conversationId)) void fetchConversation(conversationId);
}

/**
 * I am no longer in a conversation (expelled, dissolved, left on another device, unfriended):
 * the chat shows why and leaves; after 1 s the conversation and its messages are gone.
 */
export function removeConversation(conversationId: string, reason: LeftReason): void {
  if (state.removed.has(conversationId)) return;
  const removed = new Map(state.removed);
  removed.set(conversationId, reason);
  setState({ removed });
  const r = running;
  setTimeout(() => {
    if (running !== r) return;
    const conversations = new Map(state.conversations);
    conversations.delete(conversationId);
    const streams = new Map(state.streams);
    streams.delete(conversationId);
    const details = new Map(state.details);
    details.delete(conversationId);
    const after = new Map(state.removed);
    after.delete(conversationId);
    setState({ conversations, streams, details, removed: after });
    saveListSoon();
    void r?.cache?.dropConversation(conversationId);
    void queryClient.invalidateQueries({ queryKey: chatKeys.groups });
  }, REMOVAL_DELAY_MS);
}

export async function fetchConversation(conversationId: string): Promise<ConversationDetail | null> {
  try {
    const detail = await call(chatContract.endpoints.conversation, {
      params: { conversationId },
      silent: true,
      slowHint: false,
    });
    if (!running) return detail;
    const { groupInfo: _groupInfo, ...row } = detail;
    setConversation(row);
    const details = new Map(state.details);
    details.set(conversationId, detail);
    setState({ details });
    return detail;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw error;
    return null;
  }
}

// ---- one conversation on screen ----

/** The conversation on screen (null: none): no push for it, and its messages are marked read. */
export function setActiveConversation(conversationId: string | null): void {
  if (state.activeId === conversationId) return;
  setState({ activeId: conversationId });
  running?.socket.emit(CHAT_CLIENT_EVENTS.active, { conversationId });
  // The server's mark lasts 60 s (docs/chat.md): say it again while the conversation stays open.
  clearInterval(activeTimer);
  if (conversationId) {
    activeTimer = setInterval(() => {
      if (state.activeId === conversationId && document.visibilityState === 'visible')
        running?.socket.emit(CHAT_CLIENT_EVENTS.active, { conversationId });
    }, ACTIVE_REPEAT_MS);
    markReadSoon(conversationId);
  }
}

const ACTIVE_REPEAT_MS = 25_000;
let activeTimer: ReturnType<typeof setInterval> | undefined;

/**
 * Opens a conversation's messages: the newest held locally at once, then what the server has after
 * them (or its newest page when nothing is held).
 */
export async function openConversation(conversationId: string): Promise<void> {
  const r = running;
  if (!r) return;
  if (!state.streams.has(conversationId)) {
    setStream(conversationId, () => ({ ...emptyStream }));
    const cache = await r.cacheReady;
    if (cache) {
      const [local, pending] = await Promise.all([cache.page(conversationId), cache.pending(conversationId)]);
      setStream(conversationId, (s) => {
        let next = addMessages(s, local);
        for (const p of pending) if (!next.pending.some((q) => q.clientId === p.clientId)) next = addPending(next, p);
        return next;
      });
    }
  }
  await refreshConversation(conversationId);
}

const loaded = new Set<string>();

/** Whether the server's newest messages of a conversation were read in this run. */
export function isConversationLoaded(conversationId: string): boolean {
  return loaded.has(conversationId);
}

async function refreshConversation(conversationId: string): Promise<void> {
  const stream = state.streams.get(conversationId) ?? emptyStream;
  try {
    if (stream.messages.length > 0) {
      await catchUp(conversationId);
    } else {
      const page = await call(chatContract.endpoints.history, {
        params: { conversationId },
        query: {},
        silent: true,
        slowHint: false,
      });
      setStream(conversationId, (s) => ({ ...addMessages(s, page.items, page.lastSeq), hasOlder: page.hasMore }));
      await running?.cache?.put(page.items);
    }
    loaded.add(conversationId);
    setState({});
    markReadSoon(conversationId);
  } catch {
    // offline: what is held stays on screen; the next sync brings the rest
  }
}

/** History paging (spec section 4): older local messages first, then the server's. */
export async function loadOlder(conversationId: string): Promise<void> {
  const r = running;
  const stream = state.streams.get(conversationId);
  if (!r || !stream?.hasOlder) return;
  const oldest = stream.messages[0]?.seq;
  if (oldest === undefined) return;
  if (oldest <= 1) {
    setStream(conversationId, (s) => ({ ...s, hasOlder: false }));
    return;
  }
  const local = (await r.cache?.page(conversationId, oldest)) ?? [];
  // Only the run that joins what is held without a hole (the cache may have holes).
  const run: CachedMessage[] = [];
  let expected = oldest - 1;
  for (const m of local) {
    if (m.seq !== expected) break;
    run.push(m);
    expected -= 1;
  }
  if (run.length > 0) {
    setStream(conversationId, (s) => addOlder(s, run, (run.at(-1)?.seq ?? 1) > 1));
    return;
  }
  const page = await call(chatContract.endpoints.history, {
    params: { conversationId },
    query: { beforeSeq: oldest },
    silent: true,
  });
  setStream(conversationId, (s) => addOlder(s, page.items, page.hasMore));
  await r.cache?.put(page.items);
}

function markReadSoon(conversationId: string): void {
  const r = running;
  if (!r || document.visibilityState === 'hidden') return;
  clearTimeout(r.readTimers.get(conversationId));
  r.readTimers.set(
    conversationId,
    setTimeout(() => {
      r.readTimers.delete(conversationId);
      if (state.activeId !== conversationId) return;
      const conversation = state.conversations.get(conversationId);
      const stream = state.streams.get(conversationId);
      const seq = Math.max(stream?.lastSeq ?? 0, conversation?.lastSeq ?? 0);
      if (!seq || (conversation && conversation.unreadCount === 0 && conversation.lastReadSeq >= seq)) return;
      void call(chatContract.endpoints.read, {
        params: { conversationId },
        body: { seq },
        silent: true,
        slowHint: false,
      })
        .then(onReadSync)
        .catch(() => {});
    }, 250),
  );
}

function markDeliveredSoon(conversationId: string, seq: number): void {
  const r = running;
  if (!r) return;
  clearTimeout(r.deliveredTimers.get(conversationId));
  r.deliveredTimers.set(
    conversationId,
    setTimeout(() => {
      r.deliveredTimers.delete(conversationId);
      void call(chatContract.endpoints.delivered, {
        params: { conversationId },
        body: { seq },
        silent: true,
        slowHint: false,
      }).catch(() => {});
    }, 300),
  );
}

// ---- sending ----

/**
 * Sends a message: shown at once as "sending" with its own client id, kept (text and cards, in the
 * local cache too) and sent again with the same id until the server answers; the server stores a
 * retried send once. A refusal marks it failed, with a retry.
 */
export function sendMessage(conversationId: string, draft: Draft): void {
  const r = running;
  if (!r) return;
  const clientId = newClientId();
  const body: DraftBody =
    draft.type === 'text'
      ? { type: 'text', text: draft.text, replyToId: draft.replyToId }
      : draft.type === 'card'
        ? { type: 'card', card: { kind: draft.card.kind, id: draft.card.id } }
        : { type: draft.type };
  const file = 'file' in draft ? draft.file : undefined;
  const message: LocalMessage = {
    id: localIdOf(clientId),
    conversationId,
    seq: 0,
    clientId,
    senderId: r.userId,
    type: draft.type,
    text: draft.type === 'text' ? draft.text : null,
    long: false,
    truncated: false,
    media: null,
    card: draft.type === 'card' ? draft.card : null,
    system: null,
    replyTo:
      draft.type === 'text' && draft.replyToId
        ? { messageId: draft.replyToId, senderId: draft.replyToSenderId ?? null }
        : null,
    masked: false,
    warning: null,
    revoked: false,
    revokedAt: null,
    revokedBy: null,
    deleted: false,
    createdAt: new Date().toISOString(),
    local: 'sending',
    previewUrl: file && draft.type === 'image' ? URL.createObjectURL(file) : null,
  };
  r.outbox.set(clientId, { conversationId, body, file });
  setStream(conversationId, (s) => addPending(s, message));
  // A file cannot be kept across a reload; a text or a card can, and goes out when back online.
  if (!file) {
    const { previewUrl: _p, ...stored } = message;
    void r.cache?.put([stored]);
  }
  void deliver(clientId);
}

export function retryMessage(conversationId: string, clientId: string): void {
  setStream(conversationId, (s) => setPendingState(s, clientId, 'sending'));
  void running?.cache?.patch(localIdOf(clientId), { local: 'sending' } as Partial<ChatMessage>);
  void deliver(clientId);
}

/** Gives up a failed message (it was never stored by the server). */
export function discardMessage(conversationId: string, clientId: string): void {
  running?.outbox.delete(clientId);
  setStream(conversationId, (s) => dropPending(s, clientId));
  void running?.cache?.remove([localIdOf(clientId)]);
}

const isOffline = (error: unknown) =>
  !navigator.onLine || (isApiError(error) && (error.status === 0 || error.status >= 500));

/** How long a socket send waits for its ack before the same message goes over HTTP. */
const SOCKET_SEND_TIMEOUT_MS = 8_000;

/**
 * Sends over the socket when it is connected (`chat:send`: one ack, no request per message);
 * otherwise, without an ack in time, or on any refusal, over HTTP, whose answer carries the error
 * in the user's language. The client id makes the second try safe: the server stores it once.
 */
async function sendOnce(socket: Socket, conversationId: string, body: SendMessageBody): Promise<ChatMessage> {
  if (socket.connected) {
    try {
      const ack = (await socket
        .timeout(SOCKET_SEND_TIMEOUT_MS)
        .emitWithAck(CHAT_CLIENT_EVENTS.send, { conversationId, ...body })) as { ok: boolean; message?: ChatMessage };
      if (ack?.ok && ack.message) return ack.message;
    } catch {
      // no ack in time (or no socket send at all): HTTP below
    }
  }
  return call(chatContract.endpoints.send, { params: { conversationId }, body, silent: true });
}

async function deliver(clientId: string): Promise<void> {
  const r = running;
  const item = r?.outbox.get(clientId);
  if (!r || !item || r.inFlight.has(clientId)) return;
  if (!navigator.onLine) return; // queued: sent when the browser is back online
  r.inFlight.add(clientId);
  const { conversationId } = item;
  try {
    let body: SendMessageBody;
    if (item.body.type === 'image' || item.body.type === 'video' || item.body.type === 'file') {
      if (!item.uploadId && item.file) {
        const upload = await uploadFile(item.file, UPLOAD_PURPOSE[item.body.type]);
        item.uploadId = upload.id;
      }
      body = { type: item.body.type, clientId, uploadId: item.uploadId as string };
    } else {
      body = { ...item.body, clientId } as SendMessageBody;
    }
    const sent = await sendOnce(r.socket, conversationId, body);
    r.outbox.delete(clientId);
    const pending = state.streams.get(conversationId)?.pending.find((p) => p.clientId === clientId);
    if (pending?.previewUrl) URL.revokeObjectURL(pending.previewUrl);
    setStream(conversationId, (s) => dropPending(addMessages(s, [sent]), clientId));
    await r.cache?.remove([localIdOf(clientId)]);
    await r.cache?.put([sent]);
    const held = state.conversations.get(conversationId);
    if (held && held.lastSeq < sent.seq) {
      setConversation({
        ...held,
        lastSeq: sent.seq,
        updatedAt: sent.createdAt,
        lastMessage: {
          seq: sent.seq,
          type: sent.type,
          preview: sent.text ? sent.text.slice(0, CHAT_LIMITS.previewLength) : null,
          senderId: sent.senderId,
          revoked: false,
          at: sent.createdAt,
        },
      });
    }
  } catch (error) {
    if (running !== r) return;
    if (isOffline(error)) return; // still "sending": the next connect or "online" sends it again
    setStream(conversationId, (s) => setPendingState(s, clientId, 'failed'));
    void r.cache?.patch(localIdOf(clientId), { local: 'failed' } as Partial<ChatMessage>);
    failures.set(clientId, error);
  } finally {
    r.inFlight.delete(clientId);
  }
}

/** Why a message failed (the server's message), for its bubble. */
export const failures = new Map<string, unknown>();

function flushOutbox(): void {
  const r = running;
  if (!r) return;
  for (const [clientId] of r.outbox) {
    const stream = state.streams.get(r.outbox.get(clientId)?.conversationId ?? '');
    const p = stream?.pending.find((m) => m.clientId === clientId);
    if (!p || p.local === 'sending') void deliver(clientId);
  }
}

/** Messages that waited in the cache from an earlier run (sent while offline) go out again. */
async function restoreOutbox(cache: ChatCache | null): Promise<void> {
  const r = running;
  if (!r || !cache) return;
  for (const m of await cache.pending()) {
    if (r.outbox.has(m.clientId)) continue;
    const body: DraftBody | null =
      m.type === 'text' && m.text
        ? { type: 'text', text: m.text }
        : m.type === 'card' && m.card
          ? { type: 'card', card: { kind: m.card.kind, id: m.card.id } }
          : null;
    if (!body) continue;
    r.outbox.set(m.clientId, { conversationId: m.conversationId, body });
    if (state.streams.has(m.conversationId)) setStream(m.conversationId, (s) => addPending(s, m));
  }
  flushOutbox();
}

// ---- actions on one message ----

export async function revokeMessage(conversationId: string, messageId: string): Promise<void> {
  const message = await call(chatContract.endpoints.revoke, { params: { conversationId, messageId } });
  setStream(conversationId, (s) => addMessages(s, [message]));
  void running?.cache?.put([message]);
}

export async function deleteForMe(conversationId: string, messageId: string): Promise<void> {
  await call(chatContract.endpoints.deleteForMe, { params: { conversationId, messageId } });
  const patch: Partial<ChatMessage> = { deleted: true, text: null, media: null, card: null };
  setStream(conversationId, (s) => patchMessage(s, messageId, patch));
  void running?.cache?.patch(messageId, patch);
}

/** A long message's full text (it travels as a 50-character preview). */
export async function fetchFullMessage(conversationId: string, messageId: string): Promise<void> {
  const message = await call(chatContract.endpoints.message, { params: { conversationId, messageId }, silent: true });
  setStream(conversationId, (s) => patchMessage(s, messageId, { text: message.text, truncated: false }));
  void running?.cache?.patch(messageId, { text: message.text, truncated: false });
}

/** Pin, mute or hide (for me); the row changes at once and again with the server's answer. */
export async function updateSettings(
  conversationId: string,
  settings: Partial<Pick<Conversation, 'pinned' | 'muted' | 'hidden'>>,
): Promise<void> {
  const held = state.conversations.get(conversationId);
  if (held) setConversation({ ...held, ...settings });
  try {
    const row = await call(chatContract.endpoints.settings, { params: { conversationId }, body: settings });
    setConversation(row);
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
  } catch (error) {
    if (held) setConversation(held);
    throw error;
  }
}
