import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import chat from '../../../../../../packages/shared/src/i18n/locales/en/chat.json';
import { renderWithProviders, setupComponentTests } from '../../../testing/components';
import { RemovedNotice } from './RemovedNotice';

setupComponentTests({ chat, common: {} }, ['chat', 'common']);

describe('the system message of a conversation I am no longer in', () => {
  it.each(['expelled', 'dissolved', 'left', 'unfriended'] as const)('says why: %s', (reason) => {
    const { unmount } = renderWithProviders(<RemovedNotice reason={reason} />);
    const notice = screen.getByTestId('chat-removed-notice');
    expect(notice.textContent).toBe(chat.removed.system[reason]);
    expect(notice.getAttribute('data-reason')).toBe(reason);
    unmount();
  });
});
