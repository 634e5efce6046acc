import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveMode } from '../live';

/**
 * Whether the price on screen follows the server live, is reconnecting, or refreshes every few
 * seconds. "Live" only while the lot takes bids: before its start or after its close a connected
 * page reads "Up to date", so an upcoming lot never looks live.
 */
export function LiveIndicator({ mode, open = true }: { mode: LiveMode; open?: boolean }) {
  const { t } = useTranslation('auctions');
  const live = mode === 'live' && open;
  const color = live ? 'teal' : mode === 'reconnecting' ? 'orange' : 'gray';
  return (
    <Badge
      color={color}
      variant={live ? 'filled' : 'light'}
      size="md"
      role="status"
      aria-live="polite"
      data-testid="live-indicator"
      data-mode={mode}
    >
      {mode === 'live'
        ? open
          ? t('live.live')
          : t('live.upToDate')
        : mode === 'reconnecting'
          ? t('live.reconnecting')
          : t('live.polling')}
    </Badge>
  );
}
