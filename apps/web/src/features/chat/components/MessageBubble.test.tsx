import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import chat from '../../../../../../packages/shared/src/i18n/locales/en/chat.json';
import { renderWithProviders, setupComponentTests } from '../../../testing/components';
import type { LocalMessage } from '../engine/stream';
import { msg } from '../engine/test-messages';
import { type BubbleContext, MessageBubble } from './MessageBubble';

setupComponentTests({ chat, common: {} }, ['chat', 'common']);

const NOW = Date.parse(msg(1).createdAt) + 30_000;
const ctx = (me: string): BubbleContext => ({
  me,
  conversation: undefined,
  now: NOW,
  nameOf: (id) => (id === me ? 'You' : 'Rashid'),
  group: false,
});
const draw = (message: LocalMessage, me = 'u2') =>
  renderWithProviders(<MessageBubble message={message} ctx={ctx(me)} />);

describe('a message as the receiver sees it', () => {
  it('carries the masking note when contact details were hidden, and the scam warning above it', () => {
    draw(msg(1, { text: 'call me on ***', masked: true, warning: 'scam' }));
    expect(screen.getByTestId('chat-text').textContent).toBe('call me on ***');
    expect(screen.getByTestId('chat-masked').textContent).toBe(chat.safety.masked);
    expect(screen.getByTestId('chat-warning').textContent).toContain(chat.warning.scam);
  });

  it('shows neither to the sender (the warning is for the receiver)', () => {
    draw(msg(1, { text: 'call me on ***', masked: true, warning: 'scam' }), 'u1');
    expect(screen.queryByTestId('chat-masked')).toBeNull();
    expect(screen.queryByTestId('chat-warning')).toBeNull();
    expect(screen.getByTestId('chat-delivery').textContent).toBe(chat.chat.status.sent);
  });

  it('shows nothing of a plain message but the text', () => {
    draw(msg(1, { text: 'Is the car still available?' }));
    expect(screen.queryByTestId('chat-masked')).toBeNull();
    expect(screen.queryByTestId('chat-warning')).toBeNull();
  });

  it('reads "withdrawn" for a revoked message and "deleted" for one deleted for me, without its content', () => {
    const { unmount } = draw(msg(1, { revoked: true, text: null, warning: 'scam' }));
    expect(screen.getByTestId('chat-withdrawn').textContent).toBe(chat.message.withdrawn);
    expect(screen.queryByTestId('chat-warning')).toBeNull();
    unmount();
    draw(msg(2, { deleted: true, text: null }));
    expect(screen.getByTestId('chat-deleted').textContent).toBe(chat.message.deleted);
  });

  it('offers "read more" for a long message that came as its preview', () => {
    draw(msg(1, { text: 'x'.repeat(50), long: true, truncated: true }));
    expect(screen.getByTestId('chat-text').textContent).toBe(`${'x'.repeat(50)}…`);
    expect(screen.getByTestId('chat-read-more').textContent).toBe(chat.chat.readMore);
  });

  it('names the members of a system message', () => {
    draw(
      msg(1, {
        type: 'system',
        senderId: null,
        text: null,
        system: { action: 'joinGroupNotice', actorId: 'u2', userIds: ['u3'], detail: null },
      }),
    );
    expect(screen.getByTestId('chat-system').textContent).toBe('Rashid joined the group');
  });

  it('marks my unsent message as sending, then failed with a retry', () => {
    const { unmount } = draw({ ...msg(0, { id: 'local:c1', clientId: 'c1' }), local: 'sending' }, 'u1');
    expect(screen.getByTestId('chat-delivery').textContent).toBe(chat.chat.status.sending);
    unmount();
    draw({ ...msg(0, { id: 'local:c1', clientId: 'c1' }), local: 'failed' }, 'u1');
    expect(screen.getByTestId('chat-retry')).toBeTruthy();
  });
});
