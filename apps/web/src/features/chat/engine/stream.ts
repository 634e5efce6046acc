import type { ChatMessage, Conversation } from '@souq/shared/chat/chat.schema';

/** What the chat draws of a message: the server's, or one of mine not acknowledged yet. */
export interface LocalMessage extends ChatMessage {
  /** Mine and not acknowledged: `sending` (also while offline, queued), `failed` (refused: retry). */
  local?: 'sending' | 'failed';
  /** A picked image shown before its upload is stored (an object URL). */
  previewUrl?: string | null;
}

export type DeliveryState = 'sending' | 'failed' | 'sent' | 'delivered' | 'read';

/**
 * One conversation's messages as the chat shows them: the server's in sequence order, each once,
 * then mine that wait for the server's answer. `oldestSeq` is the first of the window loaded.
 */
export interface Stream {
  messages: readonly LocalMessage[];
  pending: readonly LocalMessage[];
  /** The highest sequence number seen (a message or a page's `lastSeq`). */
  lastSeq: number;
  /** Older messages may exist before the first one held (local or on the server). */
  hasOlder: boolean;
}

export const emptyStream: Stream = { messages: [], pending: [], lastSeq: 0, hasOlder: true };

/** A pending message's local id, before the server gives it one. */
export const localIdOf = (clientId: string) => `local:${clientId}`;

/** A client id the server accepts (`[A-Za-z0-9_-]{8,64}`), unique enough to dedupe retries. */
export function newClientId(): string {
  return `c${crypto.randomUUID().replaceAll('-', '')}`;
}

/** The incoming copy wins, but a full text fetched earlier is not replaced by its preview. */
function mergeOne(held: LocalMessage | undefined, incoming: LocalMessage): LocalMessage {
  if (!held) return incoming;
  if (incoming.truncated && !held.truncated && !incoming.revoked && !incoming.deleted) {
    return { ...incoming, text: held.text, truncated: false };
  }
  return incoming;
}

/**
 * Adds server messages (a page, a catch-up or one event) to a stream: ordered by `seq`, a message
 * seen twice is kept once (the newer copy), and a pending message of mine that the server now
 * answers (same client id) leaves the pending list.
 */
export function addMessages(stream: Stream, incoming: readonly ChatMessage[], pageLastSeq = 0): Stream {
  if (incoming.length === 0 && pageLastSeq <= stream.lastSeq) return stream;
  const bySeq = new Map(stream.messages.map((m) => [m.seq, m]));
  for (const m of incoming) bySeq.set(m.seq, mergeOne(bySeq.get(m.seq), m));
  const messages = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  const answered = new Set(incoming.map((m) => m.clientId));
  const pending = stream.pending.filter((p) => !answered.has(p.clientId));
  const lastSeq = Math.max(stream.lastSeq, pageLastSeq, ...incoming.map((m) => m.seq));
  return { ...stream, messages, pending, lastSeq };
}

/**
 * The newest sequence number held without a hole from the first message held: catch-up asks for
 * what came after it. Equal to `lastSeq` when nothing is missing.
 */
export function contiguousUntil(stream: Pick<Stream, 'messages' | 'lastSeq'>): number {
  const { messages } = stream;
  if (messages.length === 0) return 0;
  let until = (messages[0] as LocalMessage).seq;
  for (const m of messages.slice(1)) {
    if (m.seq !== until + 1) break;
    until = m.seq;
  }
  return until;
}

/** A hole between what is held and the newest sequence number known: fetch it with catch-up. */
export function hasGap(stream: Pick<Stream, 'messages' | 'lastSeq'>): boolean {
  return stream.messages.length > 0 && contiguousUntil(stream) < stream.lastSeq;
}

/** A live message beyond the next number (something was missed on the way). */
export function isAhead(stream: Pick<Stream, 'messages' | 'lastSeq'>, seq: number): boolean {
  return stream.messages.length > 0 && seq > stream.lastSeq + 1;
}

/** Older messages joined at the front (history paging): the same merge, and whether more exist. */
export function addOlder(stream: Stream, older: readonly ChatMessage[], hasOlder: boolean): Stream {
  return { ...addMessages(stream, older), hasOlder };
}

export function addPending(stream: Stream, message: LocalMessage): Stream {
  const pending = [...stream.pending.filter((p) => p.clientId !== message.clientId), message];
  return { ...stream, pending };
}

export function setPendingState(stream: Stream, clientId: string, local: 'sending' | 'failed'): Stream {
  return { ...stream, pending: stream.pending.map((p) => (p.clientId === clientId ? { ...p, local } : p)) };
}

export function dropPending(stream: Stream, clientId: string): Stream {
  return { ...stream, pending: stream.pending.filter((p) => p.clientId !== clientId) };
}

/** Changes one held message (revoked, deleted for me, its full text). */
export function patchMessage(stream: Stream, messageId: string, patch: Partial<ChatMessage>): Stream {
  let changed = false;
  const messages = stream.messages.map((m) => {
    if (m.id !== messageId) return m;
    changed = true;
    return { ...m, ...patch };
  });
  return changed ? { ...stream, messages } : stream;
}

/** A revoked message carries no content any more (its text is the "withdrawn" notice). */
export const revokedPatch = (revokedBy: string | null, revokedAt: string | null): Partial<ChatMessage> => ({
  revoked: true,
  revokedBy,
  revokedAt,
  text: null,
  media: null,
  card: null,
  truncated: false,
});

/** Everything on screen: the server's in order, then mine that wait. */
export function visibleMessages(stream: Stream): readonly LocalMessage[] {
  return stream.pending.length === 0 ? stream.messages : [...stream.messages, ...stream.pending];
}

/** Where a message of mine is: sending, failed, sent, delivered to the peer's device, read. */
export function deliveryOf(
  message: LocalMessage,
  me: string,
  conversation: Pick<Conversation, 'type' | 'peerDeliveredSeq' | 'peerReadSeq'> | undefined,
): DeliveryState | null {
  if (message.local) return message.local;
  if (message.senderId !== me) return null;
  if (conversation?.type === 'single') {
    if ((conversation.peerReadSeq ?? 0) >= message.seq) return 'read';
    if ((conversation.peerDeliveredSeq ?? 0) >= message.seq) return 'delivered';
  }
  return 'sent';
}

/** The sender may still revoke (the server decides; this only hides the action once it is too late). */
export function canRevoke(
  message: LocalMessage,
  me: string,
  role: Conversation['role'],
  now: number,
  windowMs: number,
): boolean {
  if (message.local || message.revoked || message.type === 'system') return false;
  if (role === 'owner' || role === 'admin') return true;
  return message.senderId === me && now - Date.parse(message.createdAt) < windowMs;
}

/**
 * The conversation list's order: pinned first, then by update time, newest first; hidden and left
 * ones are not listed.
 */
export function sortConversations(list: Iterable<Conversation>): Conversation[] {
  return [...list]
    .filter((c) => !c.hidden && !c.left)
    .sort((a, b) => {
      if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
      return Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || a.id.localeCompare(b.id);
    });
}
