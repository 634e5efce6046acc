import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isVideoBehind } from '../latency';

/** "Video is behind: the price shown is live", when the player is more than 10 s behind. */
export function VideoBehindWarning({ latencySeconds }: { latencySeconds: number | null }) {
  const { t } = useTranslation('live');
  if (!isVideoBehind(latencySeconds)) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="video-behind">
      {t('video.behind', { seconds: Math.round(latencySeconds ?? 0) })}
    </Alert>
  );
}
