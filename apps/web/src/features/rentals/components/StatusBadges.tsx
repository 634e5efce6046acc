import { Badge } from '@mantine/core';
import type { BookingStatus, RentalAvailability, RentalCarStatus } from '@souq/shared';
import { useTranslation } from 'react-i18next';

const BOOKING_COLORS: Record<BookingStatus, string> = {
  pending_payment: 'yellow',
  awaiting_confirmation: 'orange',
  awaiting_pickup: 'indigo',
  renting: 'teal',
  completed: 'green',
  canceled: 'gray',
};

/** An order's status (spec section 4: awaiting confirmation … Renting, Completed, Canceled). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('rentals');
  return (
    <Badge variant="light" color={BOOKING_COLORS[status] ?? 'gray'} data-testid="booking-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Leasable or Under lease (spec section 4), for the searched range or right now. */
export function AvailabilityBadge({ availability }: { availability: RentalAvailability }) {
  const { t } = useTranslation('rentals');
  return (
    <Badge
      variant="filled"
      color={availability === 'leasable' ? 'teal' : 'gray'}
      data-testid="car-availability"
      data-availability={availability}
    >
      {t(`availability.${availability}`)}
    </Badge>
  );
}

const CAR_STATUS_COLORS: Record<RentalCarStatus, string> = { active: 'teal', paused: 'yellow', removed: 'gray' };

/** A fleet car's own state: active, paused or removed. */
export function CarStatusBadge({ status }: { status: RentalCarStatus }) {
  const { t } = useTranslation('rentals');
  return (
    <Badge variant="dot" color={CAR_STATUS_COLORS[status]} data-testid="car-status" data-status={status}>
      {t(`carStatus.${status}`)}
    </Badge>
  );
}
