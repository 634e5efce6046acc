import { Button, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState } from '../../../components/States';
import { aed } from '../../../lib/format';
import { useBooking, useBookingAction } from '../api/bookings';
import { BookingDetailView } from '../components/BookingDetailView';
import { cancellationText } from '../components/QuoteBreakdown';
import rentalStyles from '../rentals.module.css';

const CANCELABLE = new Set(['pending_payment', 'awaiting_confirmation', 'awaiting_pickup']);

/** Spec orderDetail for the renter, with cancelling: the refund and fee are shown before confirming. */
export default function BookingDetailPage() {
  const { t } = useTranslation('rentals');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const query = useBooking(id);
  const action = useBookingAction(id);
  const [canceling, setCanceling] = useState(false);
  const [reason, setReason] = useState('');
  const booking = query.data;
  const terms = booking?.cancellation;
  const canCancel = !!booking && CANCELABLE.has(booking.status) && !!terms?.allowed;

  const cancel = () =>
    action.mutate({ id, action: { kind: 'cancel', reason: reason.trim() } }, { onSuccess: () => setCanceling(false) });

  return (
    <Page title={booking ? t('order.title', { no: booking.orderNo }) : t('orders.title')} back="/me/rentals">
      {query.isPending && <LoadingState />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {booking && (
        <BookingDetailView
          booking={booking}
          viewer="renter"
          justBooked={params.get('booked') === '1'}
          actions={
            canCancel && terms ? (
              <Paper withBorder p="md" radius="md">
                <Stack gap="xs">
                  <Text size="sm" c="dimmed" data-testid="booking-cancel-terms">
                    {cancellationText(t, terms, booking.status)}
                  </Text>
                  <Button
                    variant="light"
                    color="red"
                    leftSection={<IconX size={16} />}
                    onClick={() => setCanceling(true)}
                    data-testid="booking-cancel"
                  >
                    {t('cancel.button')}
                  </Button>
                </Stack>
              </Paper>
            ) : undefined
          }
        />
      )}
      <Modal opened={canceling} onClose={() => setCanceling(false)} title={t('cancel.title')} centered>
        {terms && booking && (
          <Stack gap="md">
            <dl className={rentalStyles.lines} data-testid="cancel-terms">
              <div>
                <dt>{t('cancel.paid')}</dt>
                <dd>{aed(booking.totalFils)}</dd>
              </div>
              <div>
                <dt>{t('cancel.fee')}</dt>
                <dd data-testid="cancel-fee">{aed(terms.feeFils)}</dd>
              </div>
              <div className={rentalStyles.linesTotal}>
                <dt>{t('cancel.refund')}</dt>
                <dd data-testid="cancel-refund">{aed(terms.refundFils)}</dd>
              </div>
              <div className={rentalStyles.linesHold}>
                <dt>{t('cancel.depositBack')}</dt>
                <dd>{aed(booking.depositFils)}</dd>
              </div>
            </dl>
            <Text size="sm" c="dimmed">
              {cancellationText(t, terms, booking.status)}
            </Text>
            <Textarea
              label={t('cancel.reason')}
              maxLength={140}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              data-testid="cancel-reason"
            />
            <Button color="red" onClick={cancel} loading={action.isPending} data-testid="cancel-confirm">
              {t('cancel.confirm', { amount: aed(terms.refundFils) })}
            </Button>
          </Stack>
        )}
      </Modal>
    </Page>
  );
}
