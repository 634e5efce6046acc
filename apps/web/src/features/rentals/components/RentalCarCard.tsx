import { Badge, Group, Stack, Text } from '@mantine/core';
import type { RentalCarSummary } from '@souq/shared';
import { IconCar, IconManualGearbox, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import figures from '../../../components/figures.module.css';
import { aed, formatNumber } from '../../../lib/format';
import { appLanguage } from '../../../lib/i18n';
import classes from './RentalCarCard.module.css';
import { AvailabilityBadge } from './StatusBadges';

/**
 * A car in the rental list (spec rentalCarList): photo, title, type, seats, gearbox, daily price,
 * the whole range's total when dates were searched, and available or rented for that range.
 */
export function RentalCarCard({
  car,
  to,
  compact = false,
  days,
}: {
  car: RentalCarSummary;
  to: string;
  compact?: boolean;
  /** Rental days of the searched range, when there is one. */
  days?: number;
}) {
  const { t } = useTranslation('rentals');
  const lang = appLanguage();
  return (
    <Link
      to={to}
      className={compact ? `${classes.card} ${classes.compact}` : classes.card}
      data-testid="rental-car-card"
      data-car-id={car.id}
    >
      <div className={classes.photo}>
        {car.cover ? (
          <img src={compact ? car.cover.thumbUrl : car.cover.url} alt="" loading="lazy" />
        ) : (
          <Group justify="center" align="center" h="100%">
            <IconCar size={40} color="var(--mantine-color-gray-5)" aria-hidden />
          </Group>
        )}
        {!compact && (
          <span className={classes.badge}>
            <AvailabilityBadge availability={car.availability} />
          </span>
        )}
      </div>
      <div className={classes.body}>
        <Text fw={600} lineClamp={1} data-testid="rental-car-title">
          {car.title}
        </Text>
        <Group gap={8} wrap="wrap">
          <Badge variant="light" color="indigo" size="sm">
            {t(`carType.${car.carType}`)}
          </Badge>
          <Group gap={4} wrap="nowrap">
            <IconUsers size={14} aria-hidden />
            <Text size="xs">{t('car.seatsCount', { count: car.seats, n: formatNumber(car.seats, lang) })}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconManualGearbox size={14} aria-hidden />
            <Text size="xs">{t(`transmission.${car.transmission}`)}</Text>
          </Group>
          {compact && <AvailabilityBadge availability={car.availability} />}
        </Group>
        <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {car.cityName}
            </Text>
            <Text size="sm">
              <Text span fw={700} className={figures.amount}>
                {aed(car.dailyPriceFils)}
              </Text>{' '}
              <Text span size="xs" c="dimmed">
                {t('list.perDay')}
              </Text>
            </Text>
          </Stack>
          {car.quoteTotalFils !== null && (
            <Stack gap={0} align="flex-end">
              <Text size="xs" c="dimmed">
                {days ? t('list.totalForDays', { count: days, n: formatNumber(days, lang) }) : t('list.total')}
              </Text>
              <Text fw={700} c="indigo.8" className={figures.amount} data-testid="rental-car-total">
                {aed(car.quoteTotalFils)}
              </Text>
            </Stack>
          )}
        </Group>
      </div>
    </Link>
  );
}
