import { Stack, Text, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import figures from '../../../components/figures.module.css';
import linkRow from '../../../components/LinkRow.module.css';
import { LoadMore } from '../../../components/LoadMore';
import { Page } from '../../../components/Page';
import { PageAction } from '../../../components/PageAction';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { aed } from '../../../lib/format';
import { date } from '../../wallet';
import { useDeposits } from '../api/get-deposits';
import { useHeldFunds } from '../api/get-held-funds';
import { DepositStatusBadge } from '../components/DepositStatusBadge';
import { HeldFundRow } from '../components/HeldFundRow';

/**
 * Deposit records (baoZhengjin): first everything blocked for the user, whatever blocked it (a
 * rental deposit held on the wallet or authorised on the card, an auction deposit, a withdrawal…)
 * with its reason and state; then the deposits paid here, each with where it stands.
 */
export default function DepositsPage() {
  const { t } = useTranslation('wallet');
  const list = useDeposits();
  const held = useHeldFunds();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const heldItems = held.data?.items ?? [];
  const payButton = (
    <PageAction to="/deposits/pay" data-testid="deposit-pay-link">
      {t('deposits.pay')}
    </PageAction>
  );

  return (
    <Page title={t('deposits.title')} back="/wallet" narrow actions={payButton}>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {t('deposits.intro')}
        </Text>
        {held.isError && !held.data && <ErrorState error={held.error} onRetry={() => void held.refetch()} />}
        {heldItems.length > 0 && (
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('held.title')}
            </Title>
            <Text c="dimmed" size="xs">
              {t('held.intro')}
            </Text>
            <div className={linkRow.list} data-testid="held-list">
              {heldItems.map((item) => (
                <HeldFundRow key={`${item.kind}:${item.id}`} item={item} />
              ))}
            </div>
          </Stack>
        )}
        {(list.isPending || held.isPending) && <LoadingState />}
        {list.isError && !list.data && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
        {items.length > 0 && heldItems.length > 0 && (
          <Title order={2} size="h5">
            {t('held.records')}
          </Title>
        )}
        {list.isSuccess && held.isSuccess && items.length === 0 && heldItems.length === 0 && (
          <EmptyState icon={<IconCoins size={34} />} title={t('deposits.none')} description={t('deposits.noneText')} />
        )}
        {items.length > 0 && (
          <div className={linkRow.list} data-testid="deposit-list">
            {items.map((deposit) => (
              <Link
                key={deposit.id}
                to={`/deposits/${encodeURIComponent(deposit.id)}`}
                className={linkRow.row}
                data-testid="deposit-item"
              >
                <Stack gap={2} className={linkRow.label}>
                  <Text fw={500}>{t(`depositPurpose.${deposit.purpose}`)}</Text>
                  <Text size="xs" c="dimmed">
                    {date(deposit.createdAt)} · {t(`payMethod.${deposit.method}`)}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end">
                  <Text fw={600} className={figures.amount}>
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
