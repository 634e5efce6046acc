import { Group, Text } from '@mantine/core';
import type { SessionCard as SessionCardData } from '@souq/shared/auctions/auctions.schema';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTime } from '../format';
import { mediaUrl } from '../media';
import { SessionBadge } from './SessionBadge';
import classes from './SessionCard.module.css';

/** A session in the strip above the lots: cover, title, kind, start, city and how many lots. */
export function SessionCard({ session }: { session: SessionCardData }) {
  const { t } = useTranslation('auctions');
  return (
    <Link to={`/auctions/sessions/${session.id}`} className={classes.card} data-testid="session-card">
      <div className={classes.media}>
        {session.cover && <img src={mediaUrl(session.cover.thumbUrl || session.cover.url)} alt="" loading="lazy" />}
        <span className={classes.kind}>
          <SessionBadge kind={session.kind} status={session.status} size="xs" />
        </span>
      </div>
      <div className={classes.body}>
        <Text size="sm" fw={600} lineClamp={2}>
          <bdi>{session.title}</bdi>
        </Text>
        <Group gap={4} wrap="nowrap">
          <IconClock size={13} aria-hidden color="var(--mantine-color-gray-7)" />
          <Text size="xs" c="dimmed" truncate>
            {dateTime(session.startsAt)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {session.cityName ? `${session.cityName} · ` : ''}
          {t('session.lots', { count: session.lotCount })}
        </Text>
      </div>
    </Link>
  );
}

/** Session cards in one row that scrolls sideways. */
export function SessionStrip({ children }: { children: React.ReactNode }) {
  return (
    <div className={classes.strip} data-testid="session-strip">
      {children}
    </div>
  );
}
