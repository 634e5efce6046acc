import { Badge, Group, Text } from '@mantine/core';
import type { ShopHoursEntry } from '@souq/shared';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { appLanguage } from '../../../lib/i18n';
import { timeLabel, weekRows } from '../hours';
import classes from './ShopHours.module.css';

/** "Open now" or "Closed now", as the server computed it in Dubai time. */
export function OpenNowBadge({ openNow, hasHours }: { openNow: boolean; hasHours: boolean }) {
  const { t } = useTranslation('shops');
  if (!hasHours) return null;
  return (
    <Badge color={openNow ? 'teal' : 'gray'} variant="light" data-testid="shop-open-now" data-open={openNow}>
      {openNow ? t('hours.openNow') : t('hours.closedNow')}
    </Badge>
  );
}

/** The week's opening hours, Monday first, today in bold. */
export function ShopHours({ hours, openNow }: { hours: readonly ShopHoursEntry[]; openNow: boolean }) {
  const { t } = useTranslation('shops');
  const lang = appLanguage();
  const rows = weekRows(hours, new Date(), lang);
  return (
    <div data-testid="shop-hours">
      <Group justify="space-between" mb="xs">
        <Group gap={6}>
          <IconClock size={18} aria-hidden />
          <Text fw={600}>{t('hours.title')}</Text>
        </Group>
        <OpenNowBadge openNow={openNow} hasHours={hours.length > 0} />
      </Group>
      {hours.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('hours.none')}
        </Text>
      ) : (
        <dl className={classes.list}>
          {rows.map((row) => (
            <div key={row.day} className={row.isToday ? `${classes.row} ${classes.today}` : classes.row}>
              <dt>{row.name}</dt>
              <dd>
                {row.hours ? (
                  <bdi>{`${timeLabel(row.hours.open, lang)} – ${timeLabel(row.hours.close, lang)}`}</bdi>
                ) : (
                  <Text span size="sm" c="dimmed">
                    {t('hours.closed')}
                  </Text>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {t('hours.timeZone')}
      </Text>
    </div>
  );
}
