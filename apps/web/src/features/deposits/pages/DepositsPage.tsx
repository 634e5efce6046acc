import { Button, Stack, Text } from '@mantine/core';
import { IconCoins, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { LoadMore } from '../../wallet/components/LoadMore';
import { aed, date } from '../../wallet/format';
import { useDeposits } from '../api/get-deposits';
import { DepositStatusBadge } from '../components/DepositStatusBadge';

/** Deposit records (baoZhengjin): each deposit, what it is for, and where it stands. */
export default function DepositsPage() {
  const { t } = useTranslation('wallet');
  const list = useDeposits();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const payButton = (
    <Button
      component={Link}
      to="/deposits/pay"
      size="compact-sm"
      variant="light"
      leftSection={<IconPlus size={16} />}
      data-testid="deposit-pay-link"
    >
      {t('deposits.pay')}
    </Button>
  );

  return (
    <Page title={t('deposits.title')} back="/wallet" narrow actions={payButton}>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {t('deposits.intro')}
        </Text>
        {list.isPending && <LoadingState />}
        {list.isError && !list.data && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
        {list.isSuccess && items.length === 0 && (
          <EmptyState icon={<IconCoins size={34} />} title={t('deposits.none')} description={t('deposits.noneText')} />
        )}
        {items.length > 0 && (
          <div className="link-list" data-testid="deposit-list">
            {items.map((deposit) => (
              <Link
                key={deposit.id}
                to={`/deposits/${encodeURIComponent(deposit.id)}`}
                className="link-row"
                data-testid="deposit-item"
              >
                <Stack gap={2} className="link-row__label">
                  <Text fw={500}>{t(`depositPurpose.${deposit.purpose}`)}</Text>
                  <Text size="xs" c="dimmed">
                    {date(deposit.createdAt)} · {t(`payMethod.${deposit.method}`)}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end">
                  <Text fw={600} className="amount">
                    {aed(deposit.amountFils)}
                  </Text>
                  <DepositStatusBadge status={deposit.status} />
                </Stack>
              </Link>
            ))}
          </div>
        )}
        <LoadMore
          hasMore={!!list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoad={() => void list.fetchNextPage()}
        />
      </Stack>
    </Page>
  );
}
