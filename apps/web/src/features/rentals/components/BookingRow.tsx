import { Group, Stack, Text } from '@mantine/core';
import type { Booking } from '@souq/shared';
import { IconCar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import figures from '../../../components/figures.module.css';
import { aed } from '../../../lib/format';
import { appLanguage } from '../../../lib/i18n';
import { formatRentalDay, formatRentalStamp } from '../dates';
import rentalStyles from '../rentals.module.css';
import { BookingStatusBadge } from './StatusBadges';

/**
 * An order in a list. The renter sees order number, car, dates, total and status (spec orderList);
 * merchants and admins also see who booked it: name, phone, email and submit time (orderAdminList).
 */
export function BookingRow({
  booking,
  to,
  withRenter = false,
}: {
  booking: Booking;
  to: string;
  withRenter?: boolean;
}) {
  const { t } = useTranslation('rentals');
  const lang = appLanguage();
  return (
    <Link to={to} className={rentalStyles.orderRow} data-testid="booking-item" data-order-no={booking.orderNo}>
      <div className={rentalStyles.orderThumb}>
        {booking.car.cover ? (
          <img src={booking.car.cover.thumbUrl} alt="" loading="lazy" />
        ) : (
          <Group justify="center" align="center" h="100%">
            <IconCar size={24} color="var(--mantine-color-gray-5)" aria-hidden />
          </Group>
        )}
      </div>
      <Stack gap={2} className={rentalStyles.orderMain}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed" className="ltr" data-testid="booking-order-no">
            {booking.orderNo}
          </Text>
          <BookingStatusBadge status={booking.status} />
        </Group>
        <Text fw={600} lineClamp={1}>
          {booking.car.title}
        </Text>
        <Text size="xs" c="dimmed">
          {formatRentalDay(booking.pickupAt, lang)} – {formatRentalDay(booking.returnAt, lang)}
        </Text>
        {withRenter && (
          <Text size="xs" lineClamp={2} data-testid="booking-renter">
            {booking.renter.name ?? t('orders.noName')}
            {booking.renter.mobile && (
              <>
                {' · '}
                <span className="ltr">{booking.renter.mobile}</span>
              </>
            )}
            {booking.renter.email && (
              <>
                {' · '}
                <span className="ltr">{booking.renter.email}</span>
              </>
            )}
          </Text>
        )}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed">
            {withRenter ? t('orders.submitted', { date: formatRentalStamp(booking.times.createdAt, lang) }) : null}
          </Text>
          <Text fw={700} className={figures.amount} data-testid="booking-total">
            {aed(booking.totalFils)}
          </Text>
        </Group>
      </Stack>
    </Link>
  );
}
