import { Stack } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import linkRow from '../../../components/LinkRow.module.css';
import { LoadMore } from '../../../components/LoadMore';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { useWithdrawals } from '../api/get-withdrawals';
import { WithdrawalRow } from './WithdrawalRow';

/** The user's withdrawals with their status, newest first; `limit` shows only the first few. */
export function WithdrawalList({ limit }: { limit?: number }) {
  const { t } = useTranslation('wallet');
  const list = useWithdrawals();
  const all = list.data?.pages.flatMap((page) => page.items) ?? [];
  const items = limit ? all.slice(0, limit) : all;

  if (list.isPending) return <LoadingState />;
  if (list.isError && !list.data) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconArrowsExchange size={34} />}
        title={t('withdrawals.none')}
        description={t('withdrawals.noneText')}
      />
    );
  }
  return (
    <Stack gap="sm">
      <div className={linkRow.list} data-testid="withdrawal-list">
        {items.map((w) => (
          <WithdrawalRow key={w.id} withdrawal={w} />
        ))}
      </div>
      {!limit && (
        <LoadMore
          hasMore={!!list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoad={() => void list.fetchNextPage()}
        />
      )}
    </Stack>
  );
}
