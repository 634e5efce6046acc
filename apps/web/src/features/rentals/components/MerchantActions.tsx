import { Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Booking } from '@souq/shared';
import { IconCheck, IconKey, IconRotateClockwise, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookingAction } from '../api/bookings';
import { HandoverForm } from './HandoverForm';
import { ReturnForm } from './ReturnForm';

/**
 * The merchant's (or an admin's) steps on an order: confirm or decline a short-notice booking,
 * hand the car over (Renting), take it back (Completed).
 */
export function MerchantActions({ booking }: { booking: Booking }) {
  const { t } = useTranslation('rentals');
  const phone = useMediaQuery('(max-width: 600px)');
  const action = useBookingAction(booking.id);
  const [open, setOpen] = useState<'handover' | 'return' | 'decline' | null>(null);
  const [reason, setReason] = useState('');
  const close = () => setOpen(null);

  const buttons = (() => {
    switch (booking.status) {
      case 'awaiting_confirmation':
        return (
          <Stack gap="xs">
            <Button
              leftSection={<IconCheck size={18} />}
              loading={action.isPending && !open}
              onClick={() => action.mutate({ id: booking.id, action: { kind: 'confirm' } })}
              data-testid="booking-confirm-action"
            >
              {t('merchant.confirm')}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconX size={18} />}
              onClick={() => setOpen('decline')}
              data-testid="booking-decline"
            >
              {t('merchant.decline')}
            </Button>
          </Stack>
        );
      case 'awaiting_pickup':
        return (
          <Button
            leftSection={<IconKey size={18} />}
            onClick={() => setOpen('handover')}
            data-testid="booking-handover"
          >
            {t('merchant.handover')}
          </Button>
        );
      case 'renting':
        return (
          <Button
            leftSection={<IconRotateClockwise size={18} />}
            onClick={() => setOpen('return')}
            data-testid="booking-return"
          >
            {t('merchant.return')}
          </Button>
        );
      default:
        return null;
    }
  })();

  if (!buttons) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="merchant-actions">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('merchant.nextStep')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`merchant.hint.${booking.status}`)}
        </Text>
        {buttons}
      </Stack>
      <Modal
        opened={open === 'handover' || open === 'return'}
        onClose={close}
        title={open === 'return' ? t('merchant.return') : t('merchant.handover')}
        fullScreen={phone}
        size="lg"
        centered
      >
        {open === 'handover' && <HandoverForm booking={booking} onDone={close} />}
        {open === 'return' && <ReturnForm booking={booking} onDone={close} />}
      </Modal>
      <Modal opened={open === 'decline'} onClose={close} title={t('merchant.decline')} centered>
        <Stack gap="md">
          <Text size="sm">{t('merchant.declineText')}</Text>
          <Textarea
            label={t('merchant.declineReason')}
            maxLength={140}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-testid="decline-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={action.isPending}
              onClick={() =>
                action.mutate(
                  { id: booking.id, action: { kind: 'decline', reason: reason.trim() } },
                  { onSuccess: close },
                )
              }
              data-testid="decline-confirm"
            >
              {t('merchant.decline')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
