import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import live from '../../../../../../packages/shared/src/i18n/locales/en/live.json';
import { renderWithProviders, setupComponentTests } from '../../../testing/components';
import { VideoBehindWarning } from './VideoBehindWarning';

setupComponentTests({ live }, ['live']);

describe('video-behind warning', () => {
  it('says the price is live once the video is more than 10 s behind', () => {
    renderWithProviders(<VideoBehindWarning latencySeconds={23.6} />);
    expect(screen.getByTestId('video-behind').textContent).toContain(
      'Video is behind by 24 s: the price shown is live',
    );
  });

  it('says nothing at 10 s or less, or when the latency is unknown', () => {
    const { rerender } = renderWithProviders(<VideoBehindWarning latencySeconds={10} />);
    expect(screen.queryByTestId('video-behind')).toBeNull();
    rerender(<VideoBehindWarning latencySeconds={null} />);
    expect(screen.queryByTestId('video-behind')).toBeNull();
  });
});
