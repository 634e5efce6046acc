import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { CHAT_DB_VERSION, chatDbName, openChatCache } from './cache';
import { msg } from './test-messages';

const CID = msg(1).conversationId;
const OTHER = 'single_ffffffffffffffffffffffffffffffff';

describe('the local message cache (IndexedDB)', () => {
  it('is version 1 with one store, messages, per user', async () => {
    const cache = await openChatCache('user-a');
    expect(cache).not.toBeNull();
    cache?.close();
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(chatDbName('user-a'));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    expect(db.version).toBe(CHAT_DB_VERSION);
    expect([...db.objectStoreNames]).toEqual(['messages']);
    db.close();
  });

  it('pages newest first, 30 at a time, before a sequence number, one conversation only', async () => {
    const cache = await openChatCache('user-b');
    if (!cache) throw new Error('no cache');
    await cache.put(Array.from({ length: 70 }, (_, i) => msg(i + 1)));
    await cache.put([msg(5, { conversationId: OTHER, id: 'other-5' })]);
    const newest = await cache.page(CID);
    expect(newest.map((m) => m.seq)).toEqual(Array.from({ length: 30 }, (_, i) => 70 - i));
    const older = await cache.page(CID, 41);
    expect(older[0]?.seq).toBe(40);
    expect(older).toHaveLength(30);
    const oldest = await cache.page(CID, 11);
    expect(oldest.map((m) => m.seq)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    cache.close();
  });

  it('stores a message once however often it is put, and patches it (a revoke)', async () => {
    const cache = await openChatCache('user-c');
    if (!cache) throw new Error('no cache');
    await cache.put([msg(1), msg(1), msg(2)]);
    await cache.put([msg(1)]);
    await cache.patch('id-1', { revoked: true, text: null });
    const page = await cache.page(CID);
    expect(page.map((m) => m.seq)).toEqual([2, 1]);
    expect(page[1]).toMatchObject({ revoked: true, text: null });
    cache.close();
  });

  it('keeps my unsent messages apart (sequence 0) and drops a whole conversation', async () => {
    const cache = await openChatCache('user-d');
    if (!cache) throw new Error('no cache');
    await cache.put([msg(1), { ...msg(0, { id: 'local:c1', clientId: 'c1' }), local: 'sending' }]);
    expect((await cache.pending(CID)).map((m) => m.id)).toEqual(['local:c1']);
    expect((await cache.pending()).map((m) => m.id)).toEqual(['local:c1']);
    expect((await cache.page(CID)).map((m) => m.id)).toEqual(['id-1']);
    await cache.remove(['local:c1']);
    expect(await cache.pending(CID)).toEqual([]);
    await cache.dropConversation(CID);
    expect(await cache.page(CID)).toEqual([]);
    cache.close();
  });
});
