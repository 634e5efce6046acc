import type { LiveMessage } from '@souq/shared/live/live.schema';
import { describe, expect, it } from 'vitest';
import { addMessages, changesRoom, emptyStream, removeMessage } from './room-stream';

const m = (seq: number, type = 1): LiveMessage => ({
  id: `m${seq}`,
  sessionId: 's',
  seq,
  type,
  userType: null,
  sender: { userId: 'u', name: '', isHost: false },
  text: 'hi',
  lotId: null,
  lotTitle: null,
  startPriceFils: null,
  seconds: null,
  clientId: `client-${seq}`,
  createdAt: '2026-01-01T00:00:00Z',
});

describe('room stream', () => {
  it('orders by sequence and keeps each once', () => {
    let { next } = addMessages(emptyStream, [m(2), m(1)], 2);
    ({ next } = addMessages(next, [m(3)]));
    ({ next } = addMessages(next, [m(3)]));
    expect(next.messages.map((x) => x.seq)).toEqual([1, 2, 3]);
    expect(next.lastSeq).toBe(3);
  });

  it('reports a gap for an event past the next number', () => {
    const { next } = addMessages(emptyStream, [m(1)], 1);
    expect(addMessages(next, [m(2)]).gap).toBe(false);
    expect(addMessages(next, [m(4)]).gap).toBe(true);
  });

  it('removes a deleted message', () => {
    const { next } = addMessages(emptyStream, [m(1), m(2)], 2);
    expect(removeMessage(next, { messageId: 'm1' }).messages.map((x) => x.seq)).toEqual([2]);
    expect(removeMessage(next, { messageId: 'nope' })).toBe(next);
  });

  it('host messages other than countdown refresh the room', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].filter((type) => changesRoom({ type }))).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });
});
