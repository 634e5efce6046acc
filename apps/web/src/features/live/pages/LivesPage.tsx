import { Stack } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { useReminders } from '../api/get-reminders';
import { LiveReminderBanner } from '../components/LiveReminderBanner';
import { reminderStore } from '../reminders-store';

/** The lives of the hosts I follow, as the broadcast-reminder list. */
export default function LivesPage() {
  const { t } = useTranslation('live');
  const reminders = useReminders(true);
  const items = useSyncExternalStore(reminderStore.subscribe, reminderStore.get, reminderStore.get);
  return (
    <Page title={t('lives.title')} back="/mine">
      <Stack gap="sm">
        {reminders.isPending ? (
          <LoadingState />
        ) : reminders.isError ? (
          <ErrorState error={reminders.error} onRetry={() => void reminders.refetch()} />
        ) : null}
        <LiveReminderBanner />
        {!reminders.isPending && !items.length && (
          <EmptyState
            title={t('lives.empty')}
            description={t('lives.emptyText')}
            icon={<IconBroadcast size={32} />}
            testId="lives-empty"
          />
        )}
      </Stack>
    </Page>
  );
}
