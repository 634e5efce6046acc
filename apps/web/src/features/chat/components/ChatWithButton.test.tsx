import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import chat from '../../../../../../packages/shared/src/i18n/locales/en/chat.json';
import { renderWithProviders, setupComponentTests } from '../../../testing/components';
import { ChatWithButton, chatWithPath } from './ChatWithButton';

setupComponentTests({ chat, common: {} }, ['chat', 'common']);

const draw = (ui: React.ReactNode) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

describe('chat with the seller or the shop', () => {
  it('opens by card alone when the page does not know the owner (a shop)', () => {
    expect(chatWithPath('shop', 's1')).toBe('/chat/open?kind=shop&id=s1');
    expect(chatWithPath('listing', 'c1', 'u1')).toBe('/chat/open?user=u1&kind=listing&id=c1');
  });

  it('shows "Chat with the shop" without a user id, sending a guest to log in first', () => {
    draw(<ChatWithButton kind="shop" id="s1" />);
    const button = screen.getByTestId('chat-with-shop');
    expect(button.textContent).toBe(chat.withSeller.shop);
    expect(button.getAttribute('href')).toContain(encodeURIComponent('/chat/open?kind=shop&id=s1'));
  });

  it('shows nothing when there is no owner to chat with', () => {
    draw(<ChatWithButton userId={null} kind="listing" id="c1" />);
    expect(screen.queryByTestId('chat-with-listing')).toBeNull();
  });
});
