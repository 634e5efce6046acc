import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import chat from '../../../../../../packages/shared/src/i18n/locales/en/chat.json';
import { renderWithProviders, setupComponentTests } from '../../../testing/components';
import { isCallFor } from '../api/get-calls';
import { msg } from '../engine/test-messages';
import { Composer } from './Composer';
import { type BubbleContext, MessageBubble } from './MessageBubble';
import { snippetOf } from './names';

const sendMessage = vi.hoisted(() => vi.fn());
vi.mock('../engine/engine', () => ({
  sendMessage,
  deleteForMe: vi.fn(),
  discardMessage: vi.fn(),
  fetchFullMessage: vi.fn(),
  retryMessage: vi.fn(),
  revokeMessage: vi.fn(),
}));

setupComponentTests({ chat, common: {} }, ['chat', 'common']);
// The composer's autosizing box listens to font loads, which jsdom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

const GROUP = 'group_00000000-0000-4000-8000-000000000001';
const original = msg(1, { conversationId: GROUP, senderId: 'u2', text: 'Anyone selling a Patrol?' });
const reply = msg(2, {
  conversationId: GROUP,
  senderId: 'u1',
  text: 'I have one',
  replyTo: { messageId: original.id, senderId: 'u2' },
});
const ctx = (over: Partial<BubbleContext> = {}): BubbleContext => ({
  me: 'u2',
  conversation: undefined,
  now: Date.parse(reply.createdAt) + 1000,
  nameOf: (id) => (id === 'u2' ? 'You' : 'Rashid'),
  group: true,
  ...over,
});

describe('replying to a message', () => {
  it('shows the quoted snippet on the reply, and tapping it asks to scroll to the original', () => {
    const onQuote = vi.fn();
    renderWithProviders(
      <MessageBubble
        message={reply}
        ctx={ctx({ quoteOf: (id) => (id === original.id ? original : undefined), onQuote })}
      />,
    );
    const quote = screen.getByTestId('chat-quote');
    expect(quote.textContent).toBe('YouAnyone selling a Patrol?');
    fireEvent.click(quote);
    expect(onQuote).toHaveBeenCalledWith(original.id);
  });

  it('says "earlier message" when the original is not loaded', () => {
    renderWithProviders(<MessageBubble message={reply} ctx={ctx({ quoteOf: () => undefined })} />);
    expect(screen.getByTestId('chat-quote').textContent).toContain(chat.reply.unavailable);
  });

  it('replies on a long press of the bubble', () => {
    vi.useFakeTimers();
    try {
      const onReply = vi.fn();
      renderWithProviders(<MessageBubble message={original} ctx={ctx({ me: 'u1', onReply })} />);
      const bubble = screen.getByTestId('chat-text').parentElement as HTMLElement;
      fireEvent.pointerDown(bubble, { pointerType: 'touch' });
      act(() => vi.advanceTimersByTime(600));
      expect(onReply).toHaveBeenCalledWith(original);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the composer shows the quote strip with a cancel, and sends the text as a reply', () => {
    const done = vi.fn();
    renderWithProviders(
      <Composer
        conversationId={GROUP}
        card={null}
        onCardDone={() => {}}
        reply={original}
        replyName="Rashid"
        onReplyDone={done}
      />,
    );
    const strip = screen.getByTestId('chat-reply-strip');
    expect(strip.textContent).toContain('Replying to Rashid');
    expect(strip.textContent).toContain('Anyone selling a Patrol?');
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'I have one' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(sendMessage).toHaveBeenCalledWith(GROUP, {
      type: 'text',
      text: 'I have one',
      replyToId: original.id,
      replyToSenderId: 'u2',
    });
    expect(done).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('chat-reply-cancel'));
    expect(done).toHaveBeenCalledTimes(2);
  });
});

describe('the call list', () => {
  it('takes a group message of someone else replying to mine, nothing else', () => {
    expect(isCallFor(reply, 'u2')).toBe(true);
    expect(isCallFor(reply, 'u1')).toBe(false);
    expect(isCallFor({ ...reply, conversationId: 'single_0123456789abcdef0123456789abcdef' }, 'u2')).toBe(false);
    expect(isCallFor({ ...reply, revoked: true }, 'u2')).toBe(false);
    expect(isCallFor(original, 'u2')).toBe(false);
  });

  it('quotes a text by its first 50 characters and other kinds by their name', () => {
    const t = ((key: string) => key) as never;
    expect(snippetOf(msg(1, { text: 'x'.repeat(60) }), t)).toBe(`${'x'.repeat(50)}…`);
    expect(snippetOf(msg(1, { type: 'image', text: null }), t)).toBe('chat:message.image');
    expect(snippetOf(msg(1, { revoked: true }), t)).toBe('chat:message.withdrawn');
  });
});
