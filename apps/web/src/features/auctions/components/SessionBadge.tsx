import { Badge, type BadgeProps } from '@mantine/core';
import type { SessionKind, SessionStatus } from '@souq/shared/auctions/auctions.schema';
import { IconBroadcast } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A session's one badge: a timed session says so; a hosted (live) session reads "Live now" only
 * while its host is live, "Upcoming" before, and its end state after, never "Live" ahead of time.
 */
export function SessionBadge({
  kind,
  status,
  size,
  variant = 'filled',
}: {
  kind: SessionKind;
  status: SessionStatus;
  size?: BadgeProps['size'];
  variant?: BadgeProps['variant'];
}) {
  const { t } = useTranslation('auctions');
  const icon = <IconBroadcast size={size === 'xs' ? 10 : 12} aria-hidden />;
  if (kind !== 'live') {
    return (
      <Badge size={size} variant={variant} color="indigo" data-testid="session-badge">
        {t('sessionKind.timed')}
      </Badge>
    );
  }
  if (status === 'live') {
    return (
      <Badge size={size} variant={variant} color="red" leftSection={icon} data-testid="session-badge">
        {t('sessionStatus.live')}
      </Badge>
    );
  }
  if (status === 'ended' || status === 'canceled') {
    return (
      <Badge size={size} variant={variant} color="gray" leftSection={icon} data-testid="session-badge">
        {t(`sessionStatus.${status}`)}
      </Badge>
    );
  }
  return (
    <Badge size={size} variant={variant} color="dark" leftSection={icon} data-testid="session-badge">
      {t('sessionBadge.upcoming')}
    </Badge>
  );
}
