import type { ChatMessage } from '@souq/shared/chat/chat.schema';
import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from 'idb';

/**
 * The chat's local cache (issue 10): IndexedDB version 1 with one store, `messages`, so recent
 * messages open offline. One database per user (`souq-chat-<userId>`): another account on the same
 * device sees nothing of it, and logging out drops it. Records are the server's messages (pending
 * ones of mine are kept too, with `local: 'sending'`, and sent when the app is back online).
 */
export const CHAT_DB_VERSION = 1;
export const CACHE_PAGE = 30;

export interface CachedMessage extends ChatMessage {
  local?: 'sending' | 'failed';
}

interface ChatDb extends DBSchema {
  messages: {
    key: string;
    value: CachedMessage;
    indexes: { byConversationSeq: [string, number] };
  };
}

export const chatDbName = (userId: string) => `souq-chat-${userId}`;

/** Whether this browser has IndexedDB at all (private modes of some browsers, old webviews lack it). */
export function hasIndexedDb(): boolean {
  try {
    return typeof indexedDB !== 'undefined' && indexedDB !== null;
  } catch {
    return false;
  }
}

export interface ChatCache {
  /** The newest `limit` messages before `beforeSeq` (all when absent), newest first. */
  page(conversationId: string, beforeSeq?: number, limit?: number): Promise<CachedMessage[]>;
  /** Mine not acknowledged yet, oldest first. */
  pending(conversationId?: string): Promise<CachedMessage[]>;
  put(messages: readonly CachedMessage[]): Promise<void>;
  patch(messageId: string, patch: Partial<ChatMessage>): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  dropConversation(conversationId: string): Promise<void>;
  close(): void;
}

/** Opens the user's cache; null where IndexedDB is missing or refuses (the chat then works online only). */
export async function openChatCache(userId: string): Promise<ChatCache | null> {
  if (!hasIndexedDb()) return null;
  let db: IDBPDatabase<ChatDb>;
  try {
    db = await openDB<ChatDb>(chatDbName(userId), CHAT_DB_VERSION, {
      upgrade(database) {
        const store = database.createObjectStore('messages', { keyPath: 'id' });
        store.createIndex('byConversationSeq', ['conversationId', 'seq']);
      },
    });
  } catch {
    return null;
  }
  const quiet = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch {
      return fallback;
    }
  };
  return {
    page: (conversationId, beforeSeq, limit = CACHE_PAGE) =>
      quiet(async () => {
        // Pending messages are stored with seq 0: a page starts at 1.
        const upper = beforeSeq === undefined ? Number.MAX_SAFE_INTEGER : beforeSeq;
        const range = IDBKeyRange.bound([conversationId, 1], [conversationId, upper], false, true);
        const out: CachedMessage[] = [];
        let cursor = await db.transaction('messages').store.index('byConversationSeq').openCursor(range, 'prev');
        while (cursor && out.length < limit) {
          out.push(cursor.value);
          cursor = await cursor.continue();
        }
        return out;
      }, []),
    pending: (conversationId) =>
      quiet(async () => {
        const index = db.transaction('messages').store.index('byConversationSeq');
        const all = conversationId
          ? await index.getAll(IDBKeyRange.only([conversationId, 0]))
          : (await index.getAll()).filter((m) => m.seq === 0);
        return all.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      }, []),
    put: (messages) =>
      quiet(async () => {
        if (messages.length === 0) return;
        const tx = db.transaction('messages', 'readwrite');
        await Promise.all([...messages.map((m) => tx.store.put(m)), tx.done]);
      }, undefined),
    patch: (messageId, patch) =>
      quiet(async () => {
        const tx = db.transaction('messages', 'readwrite');
        const held = await tx.store.get(messageId);
        if (held) await tx.store.put({ ...held, ...patch });
        await tx.done;
      }, undefined),
    remove: (ids) =>
      quiet(async () => {
        const tx = db.transaction('messages', 'readwrite');
        await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
      }, undefined),
    dropConversation: (conversationId) =>
      quiet(async () => {
        const tx = db.transaction('messages', 'readwrite');
        const range = IDBKeyRange.bound([conversationId, 0], [conversationId, Number.MAX_SAFE_INTEGER]);
        let cursor = await tx.store.index('byConversationSeq').openCursor(range);
        while (cursor) {
          await cursor.delete();
          cursor = await cursor.continue();
        }
        await tx.done;
      }, undefined),
    close: () => db.close(),
  };
}

/** Forgets a user's cache (logout). */
export async function deleteChatCache(userId: string): Promise<void> {
  if (!hasIndexedDb()) return;
  try {
    await deleteDB(chatDbName(userId));
  } catch {
    // nothing to forget
  }
}
