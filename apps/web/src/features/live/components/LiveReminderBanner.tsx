import { CloseButton, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { LIVE_EVENTS, type LiveReminder } from '@souq/shared/live/live.schema';
import { IconBroadcast } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { connectSocket } from '../../../lib/socket';
import { useReminders } from '../api/get-reminders';
import { reminderStore } from '../reminders-store';
import classes from './LiveReminderBanner.module.css';

/**
 * Broadcast reminders (SPEC section 4): lives of followed hosts, from the list and as they start.
 * Tapping one enters its room and clears the list; dismissing one removes it after 0.5 s.
 */
export function LiveReminderBanner() {
  const { t } = useTranslation('live');
  const navigate = useNavigate();
  const { token } = useSession();
  const items = useSyncExternalStore(reminderStore.subscribe, reminderStore.get, reminderStore.get);
  const listed = useReminders(!!token);

  useEffect(() => {
    for (const r of listed.data?.items ?? []) reminderStore.add(r);
  }, [listed.data]);

  useEffect(() => {
    if (!token) return;
    const socket = connectSocket(token);
    const onReminder = (r: LiveReminder) => reminderStore.add(r);
    socket.on(LIVE_EVENTS.reminder, onReminder);
    return () => {
      socket.off(LIVE_EVENTS.reminder, onReminder);
    };
  }, [token]);

  if (!items.length) return null;
  return (
    <Stack gap={6} data-testid="live-reminders">
      {items.map((r) => (
        <Paper
          key={`${r.auctionId}:${r.carId}:${r.roomId}:${r.status}`}
          withBorder
          radius="md"
          p="xs"
          className={r.leaving ? `${classes.item} ${classes.leaving}` : classes.item}
        >
          <Group wrap="nowrap" gap="xs">
            <UnstyledButton
              className={classes.tap}
              onClick={() => {
                reminderStore.clear();
                if (r.roomId) navigate(`/live/${r.roomId}`);
              }}
              data-testid="live-reminder"
            >
              <Group wrap="nowrap" gap="xs">
                <IconBroadcast size={18} color="var(--mantine-color-red-6)" />
                <div>
                  <Text size="sm" fw={600} lineClamp={1}>
                    {r.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {r.status === 1 ? t('reminders.started') : t('reminders.upcoming')}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
            <CloseButton aria-label={t('reminders.dismiss')} onClick={() => reminderStore.dismiss(r)} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
