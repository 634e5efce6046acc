import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveMode } from '../live';

/** Whether the price on screen follows the server live, is reconnecting, or refreshes every few seconds. */
export function LiveIndicator({ mode }: { mode: LiveMode }) {
  const { t } = useTranslation('auctions');
  const color = mode === 'live' ? 'teal' : mode === 'reconnecting' ? 'orange' : 'gray';
  return (
    <Badge
      color={color}
      variant={mode === 'live' ? 'filled' : 'light'}
      size="md"
      role="status"
      aria-live="polite"
      data-testid="live-indicator"
      data-mode={mode}
    >
      {mode === 'live' ? t('live.live') : mode === 'reconnecting' ? t('live.reconnecting') : t('live.polling')}
    </Badge>
  );
}
