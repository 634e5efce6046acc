import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Booking, BookingCharge } from '@souq/shared';
import {
  IconCalendarCheck,
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconCreditCard,
  IconFileText,
  IconKey,
  IconRotateClockwise,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { goToCheckout } from '../../../lib/checkout';
import { aed, formatNumber } from '../../../lib/format';
import { appLanguage } from '../../../lib/i18n';
import { formatRentalStamp } from '../dates';
import { refundLabel } from '../deposit';
import rentalStyles from '../rentals.module.css';
import { bookingExcessMileage } from '../terms';
import { BranchLine } from './BranchList';
import { ClaimCard } from './ClaimCard';
import { RangeTiles } from './DateRangeField';
import { DepositSection } from './DepositSection';
import { Photos } from './Photos';
import { QuoteBreakdown } from './QuoteBreakdown';
import { BookingStatusBadge } from './StatusBadges';

type T = TFunction<'rentals'>;

/** The order's steps with their times: what happened, and what comes next. */
export function timelineSteps(booking: Booking): { key: string; at: string | null }[] {
  const { times } = booking;
  const steps: { key: string; at: string | null }[] = [{ key: 'created', at: times.createdAt }];
  if (booking.status === 'canceled') {
    if (times.confirmedAt) steps.push({ key: 'confirmed', at: times.confirmedAt });
    if (times.pickedUpAt) steps.push({ key: 'pickedUp', at: times.pickedUpAt });
    steps.push({ key: 'canceled', at: times.canceledAt });
    return steps;
  }
  if (booking.shortNotice || times.confirmedAt) steps.push({ key: 'confirmed', at: times.confirmedAt });
  steps.push({ key: 'pickedUp', at: times.pickedUpAt });
  steps.push({ key: 'returned', at: times.returnedAt });
  steps.push({ key: 'completed', at: times.completedAt });
  return steps;
}

const STEP_ICONS: Record<string, ReactNode> = {
  created: <IconFileText size={14} />,
  confirmed: <IconCalendarCheck size={14} />,
  pickedUp: <IconKey size={14} />,
  returned: <IconRotateClockwise size={14} />,
  completed: <IconCircleCheck size={14} />,
  canceled: <IconCircleX size={14} />,
};

function chargeLabel(t: T, charge: BookingCharge, booking: Booking): string {
  const label = t(`chargeKind.${charge.kind}`);
  const lang = appLanguage();
  if (charge.kind === 'overtime' && booking.lateMinutes !== null) {
    return t('order.overtimeLate', { label, minutes: formatNumber(booking.lateMinutes, lang) });
  }
  // The computed line (no note): kilometres driven, included and charged, from both odometer readings.
  const excess = charge.kind === 'excess_mileage' && !charge.note ? bookingExcessMileage(booking) : null;
  if (excess && excess.excessKm > 0) {
    return t('order.excessMileage', {
      label,
      driven: formatNumber(excess.drivenKm, lang),
      allowance: formatNumber(excess.allowanceKm, lang),
      excess: formatNumber(excess.excessKm, lang),
      price: aed(excess.unitFils),
    });
  }
  return label;
}

function Report({ title, report }: { title: string; report: NonNullable<Booking['handover']> }) {
  const { t } = useTranslation('rentals');
  const lang = appLanguage();
  return (
    <Stack gap={6} data-testid="condition-report">
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {formatRentalStamp(report.at, lang)}
      </Text>
      <Text size="sm">
        {t('order.odometer', { km: formatNumber(report.odometerKm, lang) })} ·{' '}
        {t('order.fuel', { n: formatNumber(report.fuelEighths, lang) })}
      </Text>
      {report.note && <Text size="sm">{report.note}</Text>}
      <Photos photos={report.photos} />
    </Stack>
  );
}

/**
 * Spec orderDetail: status timeline with each time, car, dates and branches, drivers, the price,
 * the deposit (held, taken, released and when), the return's charges and both condition reports.
 * `actions` holds the buttons of whoever is looking (the renter's cancel, the merchant's steps).
 */
export function BookingDetailView({
  booking,
  viewer,
  actions,
  justBooked = false,
}: {
  booking: Booking;
  viewer: 'renter' | 'merchant';
  actions?: ReactNode;
  justBooked?: boolean;
}) {
  const { t } = useTranslation('rentals');
  const lang = appLanguage();
  const steps = timelineSteps(booking);
  const active = steps.reduce((last, step, i) => (step.at ? i : last), 0);
  const chargesTotal = booking.charges.reduce((sum, c) => sum + c.amountFils, 0);
  // Phones show the next step first; wide screens keep it at the top of the side column.
  const wide = useMediaQuery('(min-width: 961px)', undefined, { getInitialValueInEffect: false });

  return (
    <div className={rentalStyles.orderGrid} data-testid="booking-detail" data-status={booking.status}>
      <Stack gap="md">
        {justBooked && booking.status !== 'pending_payment' && booking.status !== 'canceled' && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} title={t('order.bookedTitle')}>
            {booking.status === 'awaiting_confirmation' ? t('order.bookedShortNotice') : t('order.bookedText')}
          </Alert>
        )}
        {booking.status === 'pending_payment' && (
          <Alert color="yellow" variant="light" icon={<IconClockHour4 size={20} />} title={t('order.pendingTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('order.pendingText')}</Text>
              {viewer === 'renter' && booking.checkoutUrl && (
                <Button
                  size="xs"
                  leftSection={<IconCreditCard size={16} />}
                  onClick={() => goToCheckout(booking.checkoutUrl as string)}
                  data-testid="booking-pay-now"
                >
                  {t('order.payNow')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {!wide && actions}
        {booking.status === 'awaiting_confirmation' && (
          <Alert color="orange" variant="light" icon={<IconClockHour4 size={20} />}>
            <Text size="sm">
              {viewer === 'renter' ? t('order.awaitingConfirmation') : t('order.merchantMustConfirm')}{' '}
              <Anchor component={Link} to="/rentals/notice" size="sm">
                {t('notice.readMore')}
              </Anchor>
            </Text>
          </Alert>
        )}

        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('order.number')}
                </Text>
                <Text fw={600} className="ltr" data-testid="booking-detail-order-no">
                  {booking.orderNo}
                </Text>
              </Stack>
              <BookingStatusBadge status={booking.status} />
            </Group>
            <Timeline active={active} bulletSize={22} lineWidth={2} data-testid="booking-timeline">
              {steps.map((step) => (
                <Timeline.Item
                  key={step.key}
                  bullet={STEP_ICONS[step.key]}
                  title={t(`timeline.${step.key}`)}
                  color={step.key === 'canceled' ? 'red' : undefined}
                  data-testid={`timeline-${step.key}`}
                  data-done={step.at ? true : undefined}
                >
                  <Text size="xs" c="dimmed">
                    {step.at ? formatRentalStamp(step.at, lang) : t('timeline.pending')}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </Stack>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Anchor component={Link} to={`/rentals/cars/${encodeURIComponent(booking.car.id)}`} fw={600}>
              {booking.car.title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t(`carType.${booking.car.carType}`)}
            </Text>
            <RangeTiles value={booking} />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Stack gap={4}>
                <Text size="xs" c="dimmed">
                  {t('book.pickupBranch')}
                </Text>
                <BranchLine branch={booking.pickupBranch} />
              </Stack>
              <Stack gap={4}>
                <Text size="xs" c="dimmed">
                  {t('book.returnBranch')}
                </Text>
                <BranchLine branch={booking.returnBranch} />
              </Stack>
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('book.drivers')}
            </Title>
            {booking.drivers.map((driver) => (
              <Group key={driver.id} justify="space-between" wrap="nowrap">
                <Text size="sm">{driver.name}</Text>
                <Text size="xs" c="dimmed" className="ltr">
                  {driver.licenceNumber}
                </Text>
              </Group>
            ))}
            {viewer === 'merchant' && (
              <Text size="sm" data-testid="booking-renter-contact">
                {t('order.renter')}: {booking.renter.name ?? t('orders.noName')}
                {booking.renter.mobile && (
                  <>
                    {' · '}
                    <Anchor href={`tel:${booking.renter.mobile}`} size="sm" className="ltr">
                      {booking.renter.mobile}
                    </Anchor>
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
            {booking.notes && (
              <Text size="sm" c="dimmed">
                {t('book.notes')}: {booking.notes}
              </Text>
            )}
          </Stack>
        </Paper>

        {(booking.handover || booking.return) && (
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              {booking.handover && <Report title={t('order.handoverReport')} report={booking.handover} />}
              {booking.return && <Report title={t('order.returnReport')} report={booking.return} />}
            </Stack>
          </Paper>
        )}
      </Stack>

      <Stack gap="md">
        {wide && actions}
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h5">
              {t('book.price')}
            </Title>
            <QuoteBreakdown quote={booking.quote} withDeposit={false} />
          </Stack>
        </Paper>
        {booking.charges.length > 0 && (
          <Paper withBorder p="md" radius="md" data-testid="return-charges">
            <Stack gap="sm">
              <Title order={2} size="h5">
                {t('order.returnCharges')}
              </Title>
              <dl className={rentalStyles.lines}>
                {booking.charges.map((charge) => (
                  <div
                    key={`${charge.kind}-${charge.amountFils}-${charge.note ?? ''}-${charge.photos[0]?.uploadId ?? ''}`}
                    data-testid={`charge-${charge.kind}`}
                  >
                    <dt>
                      {chargeLabel(t, charge, booking)}
                      {charge.note && (
                        <Text size="xs" c="dimmed">
                          {charge.note}
                        </Text>
                      )}
                      <Photos photos={charge.photos} />
                    </dt>
                    <dd>{aed(charge.amountFils)}</dd>
                  </div>
                ))}
                <div className={rentalStyles.linesTotal}>
                  <dt>{t('order.chargesTotal')}</dt>
                  <dd data-testid="charges-total">{aed(chargesTotal)}</dd>
                </div>
              </dl>
            </Stack>
          </Paper>
        )}
        {booking.status === 'completed' && booking.charges.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="no-charges">
            {t('order.noCharges')}
          </Text>
        )}
        <DepositSection booking={booking} viewer={viewer} />
        {booking.claims.length > 0 && (
          <Stack gap="sm" data-testid="booking-claims">
            <Title order={2} size="h5">
              {t('claims.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('claims.intro')}
            </Text>
            {booking.claims.map((claim) => (
              <ClaimCard key={claim.id} claim={claim} viewer={viewer} />
            ))}
          </Stack>
        )}
        {booking.status === 'canceled' && (
          <Paper withBorder p="md" radius="md" data-testid="cancel-summary">
            <dl className={rentalStyles.lines}>
              <div data-testid="refund-line" data-method={booking.refund?.method} data-status={booking.refund?.status}>
                <dt>
                  {booking.refund ? refundLabel(t, booking.refund) : t('order.refund')}
                  {booking.refund?.method === 'card' && booking.refund.status !== 'succeeded' && (
                    <Text size="xs" c={booking.refund.status === 'failed' ? 'red.7' : 'dimmed'}>
                      {t('order.refundCard')}
                    </Text>
                  )}
                </dt>
                <dd>{aed(booking.refundFils)}</dd>
              </div>
              <div>
                <dt>{t('order.cancelFee')}</dt>
                <dd>{aed(booking.cancellationFeeFils)}</dd>
              </div>
            </dl>
            {booking.cancelReason && (
              <Text size="sm" c="dimmed" mt="xs">
                {t('order.cancelReason')}: {booking.cancelReason}
              </Text>
            )}
          </Paper>
        )}
      </Stack>
    </div>
  );
}
