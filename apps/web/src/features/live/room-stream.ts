import type { DeletedMessage, LiveMessage } from '@souq/shared/live/live.schema';

/** The messages of a room as the page shows them: in sequence order, each once, deleted ones gone. */
export interface RoomStream {
  messages: readonly LiveMessage[];
  /** The highest sequence number seen (messages or a fetched page's lastSeq). */
  lastSeq: number;
}

export const emptyStream: RoomStream = { messages: [], lastSeq: 0 };

/** Keep at most this many on screen. */
export const STREAM_MAX = 200;

/** Adds messages (a page or one event); answers whether a gap showed (then fetch after `lastSeq`). */
export function addMessages(
  stream: RoomStream,
  incoming: readonly LiveMessage[],
  pageLastSeq?: number,
): { next: RoomStream; gap: boolean } {
  const bySeq = new Map(stream.messages.map((m) => [m.seq, m]));
  let gap = false;
  let expected = stream.lastSeq;
  for (const m of [...incoming].sort((a, b) => a.seq - b.seq)) {
    // A single event beyond the next number means something was missed.
    if (pageLastSeq === undefined && stream.lastSeq > 0 && m.seq > expected + 1) gap = true;
    expected = Math.max(expected, m.seq);
    bySeq.set(m.seq, m);
  }
  const messages = [...bySeq.values()].sort((a, b) => a.seq - b.seq).slice(-STREAM_MAX);
  const lastSeq = Math.max(stream.lastSeq, pageLastSeq ?? 0, ...incoming.map((m) => m.seq));
  return { next: { messages, lastSeq }, gap };
}

export function removeMessage(stream: RoomStream, deleted: Pick<DeletedMessage, 'messageId'>): RoomStream {
  const messages = stream.messages.filter((m) => m.id !== deleted.messageId);
  return messages.length === stream.messages.length ? stream : { ...stream, messages };
}

/** Host messages that change the room card (status, current lot, its base number): refetch the room. */
export function changesRoom(message: Pick<LiveMessage, 'type'>): boolean {
  return message.type !== 1 && message.type !== 2;
}
