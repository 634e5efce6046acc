import type { Conversation } from '@souq/shared/chat/chat.schema';
import { describe, expect, it } from 'vitest';
import {
  addMessages,
  addOlder,
  addPending,
  canRevoke,
  contiguousUntil,
  deliveryOf,
  emptyStream,
  hasGap,
  isAhead,
  type LocalMessage,
  localIdOf,
  patchMessage,
  revokedPatch,
  sortConversations,
  visibleMessages,
} from './stream';
import { msg } from './test-messages';

const seqs = (s: { messages: readonly { seq: number }[] }) => s.messages.map((m) => m.seq);

describe('a conversation stream', () => {
  it('orders by sequence number whatever the order of arrival, and keeps each message once', () => {
    let s = addMessages(emptyStream, [msg(3), msg(1)]);
    s = addMessages(s, [msg(2), msg(3), msg(1)]);
    s = addMessages(s, [msg(2)]);
    expect(seqs(s)).toEqual([1, 2, 3]);
    expect(s.lastSeq).toBe(3);
  });

  it('lets the newer copy win (a revoke) but keeps a full text fetched earlier over its preview', () => {
    let s = addMessages(emptyStream, [msg(1, { text: 'full long text', long: true })]);
    s = addMessages(s, [msg(1, { text: 'full lo', long: true, truncated: true })]);
    expect(s.messages[0]?.text).toBe('full long text');
    expect(s.messages[0]?.truncated).toBe(false);
    s = addMessages(s, [msg(1, { revoked: true, text: null })]);
    expect(s.messages[0]?.revoked).toBe(true);
  });

  it('sees a live message beyond the next number as a gap, and where to catch up from', () => {
    const s = addMessages(emptyStream, [msg(1), msg(2), msg(3)]);
    expect(isAhead(s, 4)).toBe(false);
    expect(isAhead(s, 6)).toBe(true);
    const after = addMessages(s, [msg(6)]);
    expect(hasGap(after)).toBe(true);
    expect(contiguousUntil(after)).toBe(3);
    const filled = addMessages(after, [msg(4), msg(5)]);
    expect(hasGap(filled)).toBe(false);
    expect(contiguousUntil(filled)).toBe(6);
  });

  it("counts a page's lastSeq as known: a newer number than held is a gap", () => {
    const s = addMessages(emptyStream, [msg(1), msg(2)], 5);
    expect(s.lastSeq).toBe(5);
    expect(hasGap(s)).toBe(true);
    expect(hasGap(emptyStream)).toBe(false);
  });

  it('joins older pages at the front and says whether more exist', () => {
    const s = addOlder(addMessages(emptyStream, [msg(31), msg(32)]), [msg(30), msg(29)], false);
    expect(seqs(s)).toEqual([29, 30, 31, 32]);
    expect(s.hasOlder).toBe(false);
  });

  it('drops my pending message when the server answers its client id (a retried send shows once)', () => {
    const pending: LocalMessage = { ...msg(0, { clientId: 'c-abc', id: localIdOf('c-abc') }), local: 'sending' };
    let s = addPending(addMessages(emptyStream, [msg(1)]), pending);
    s = addPending(s, pending);
    expect(visibleMessages(s).map((m) => m.id)).toEqual(['id-1', 'local:c-abc']);
    s = addMessages(s, [msg(2, { clientId: 'c-abc' })]);
    s = addMessages(s, [msg(2, { clientId: 'c-abc' })]);
    expect(visibleMessages(s).map((m) => m.id)).toEqual(['id-1', 'id-2']);
  });

  it('withdraws a message everywhere it is held (no content left)', () => {
    const s = patchMessage(
      addMessages(emptyStream, [
        msg(1, {
          type: 'image',
          text: null,
          media: { uploadId: 'u', kind: 'image', mime: 'image/png', url: '/x', thumbUrl: null },
        }),
      ]),
      'id-1',
      revokedPatch('u1', '2026-11-27T10:01:00Z'),
    );
    expect(s.messages[0]).toMatchObject({ revoked: true, media: null, text: null });
    expect(patchMessage(s, 'unknown', { deleted: true })).toBe(s);
  });
});

describe('delivery state of my messages', () => {
  const single = { type: 'single' as const, peerDeliveredSeq: 4, peerReadSeq: 2 };
  it('is sending or failed while local, then sent, delivered and read by the peer', () => {
    expect(deliveryOf({ ...msg(0), local: 'sending' }, 'u1', single)).toBe('sending');
    expect(deliveryOf({ ...msg(0), local: 'failed' }, 'u1', single)).toBe('failed');
    expect(deliveryOf(msg(2), 'u1', single)).toBe('read');
    expect(deliveryOf(msg(4), 'u1', single)).toBe('delivered');
    expect(deliveryOf(msg(5), 'u1', single)).toBe('sent');
    expect(deliveryOf(msg(5), 'u2', single)).toBeNull();
    expect(deliveryOf(msg(1), 'u1', { type: 'group', peerDeliveredSeq: null, peerReadSeq: null })).toBe('sent');
  });
});

describe('revoking', () => {
  const at = Date.parse(msg(1).createdAt);
  it('is offered to the sender within 2 minutes and to group owners and admins always', () => {
    expect(canRevoke(msg(1), 'u1', null, at + 119_000, 120_000)).toBe(true);
    expect(canRevoke(msg(1), 'u1', null, at + 121_000, 120_000)).toBe(false);
    expect(canRevoke(msg(1), 'u2', 'member', at, 120_000)).toBe(false);
    expect(canRevoke(msg(1), 'u2', 'admin', at + 10 * 60_000, 120_000)).toBe(true);
    expect(canRevoke(msg(1, { revoked: true }), 'u1', 'owner', at, 120_000)).toBe(false);
  });
});

describe('the conversation list order', () => {
  const row = (id: string, updatedAt: string, over: Partial<Conversation> = {}) =>
    ({ id, updatedAt, pinned: false, hidden: false, left: false, ...over }) as Conversation;
  it('puts pinned ones first, then the newest, and leaves out hidden and left ones', () => {
    const list = sortConversations([
      row('a', '2026-11-27T10:00:00Z'),
      row('b', '2026-11-27T12:00:00Z'),
      row('c', '2026-11-26T09:00:00Z', { pinned: true }),
      row('d', '2026-11-27T13:00:00Z', { hidden: true }),
      row('e', '2026-11-27T14:00:00Z', { left: true }),
    ]);
    expect(list.map((c) => c.id)).toEqual(['c', 'b', 'a']);
  });
});
