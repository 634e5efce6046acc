import { ActionIcon, Button, Stack, Text } from '@mantine/core';
import type { HistoryItem } from '@souq/shared';
import { IconHistory, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/States';
import { useClearHistory } from '../api/clear-history';
import { useDeleteHistoryItem } from '../api/delete-history-item';
import { useHistory } from '../api/get-history';
import { CarList } from '../components/CarList';
import { ListingCard } from '../components/ListingCard';
import { day } from '../format';

/** Cars the user opened, last first; remove one, or clear all after confirming. */
export default function HistoryPage() {
  const { t } = useTranslation('listings');
  const history = useHistory();
  const clear = useClearHistory();
  const remove = useDeleteHistoryItem();
  const [confirm, setConfirm] = useState(false);
  const any = (history.data?.pages[0]?.items.length ?? 0) > 0;
  return (
    <Page
      title={t('history.title')}
      back="/mine"
      actions={
        any ? (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => setConfirm(true)}
            data-testid="history-clear"
          >
            {t('history.clear')}
          </Button>
        ) : undefined
      }
    >
      <CarList<HistoryItem>
        query={history}
        toListing={(item) => item.listing}
        renderItem={(item) => (
          <Stack gap={4} key={item.listing.id} style={{ position: 'relative' }} data-testid="history-item">
            <ListingCard listing={item.listing} />
            <Text size="xs" c="dimmed" px={4}>
              {t('history.viewedAt', { date: day(item.viewedAt) })}
            </Text>
            <ActionIcon
              variant="white"
              color="gray"
              radius="xl"
              size="md"
              aria-label={t('history.remove')}
              onClick={() => remove.mutate(item.listing.id)}
              loading={remove.isPending && remove.variables === item.listing.id}
              style={{
                position: 'absolute',
                insetBlockStart: 6,
                insetInlineEnd: 6,
                boxShadow: 'var(--mantine-shadow-xs)',
              }}
              data-testid="history-remove"
            >
              <IconX size={16} />
            </ActionIcon>
          </Stack>
        )}
        empty={
          <EmptyState
            icon={<IconHistory size={34} />}
            title={t('history.none')}
            description={t('history.noneText')}
            action={
              <Button component={Link} to="/cars" variant="light">
                {t('detail.browse')}
              </Button>
            }
          />
        }
      />
      <ConfirmModal
        opened={confirm}
        onClose={() => setConfirm(false)}
        title={t('history.clearTitle')}
        text={t('history.clearText')}
        confirmLabel={t('history.clear')}
        loading={clear.isPending}
        onConfirm={() => clear.mutate(undefined, { onSuccess: () => setConfirm(false) })}
        confirmTestId="confirm-history-clear"
      />
    </Page>
  );
}
