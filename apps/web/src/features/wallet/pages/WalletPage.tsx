import { Stack, Title } from '@mantine/core';
import { IconArrowsExchange, IconCoins, IconCrown, IconListDetails } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkRow } from '../../../components/LinkRow';
import linkRow from '../../../components/LinkRow.module.css';
import { LoadMore } from '../../../components/LoadMore';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { useTransactions } from '../api/get-transactions';
import { useWallet } from '../api/get-wallet';
import { BalanceCard } from '../components/BalanceCard';
import { HoldList } from '../components/HoldList';
import { type FilterValues, TransactionFilters, toApiFilters } from '../components/TransactionFilters';
import { TransactionRow } from '../components/TransactionRow';
import classes from './WalletPage.module.css';

/** The wallet: balances, holds, and the history with filters (kept in the address, so back keeps them). */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const [params, setParams] = useSearchParams();
  const type = params.get('type') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const filters: FilterValues = { type, from, to };
  // A range that ends before it starts is shown as an error and not sent.
  const apiFilters = useMemo(
    () => toApiFilters({ type, from, to: from && to && from > to ? '' : to }),
    [type, from, to],
  );
  const history = useTransactions(apiFilters);
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = filters.type !== '' || filters.from !== '' || filters.to !== '';

  const setFilters = (next: FilterValues) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
    setParams(search, { replace: true });
  };

  return (
    <Page title={t('wallet.title')} back="/mine">
      <div className={classes.grid}>
        <Stack gap="lg" className={classes.side}>
          {wallet.isError && !wallet.data ? (
            <ErrorState error={wallet.error} onRetry={() => void wallet.refetch()} />
          ) : (
            <BalanceCard wallet={wallet.data} />
          )}
          {wallet.data && <HoldList holds={wallet.data.holds} />}
          <div className={linkRow.list}>
            <LinkRow
              to="/wallet/withdrawals"
              icon={<IconArrowsExchange size={22} aria-hidden />}
              label={t('wallet.withdrawals')}
              data-testid="wallet-withdrawals-link"
            />
            <LinkRow to="/deposits" icon={<IconCoins size={22} aria-hidden />} label={t('wallet.deposits')} />
            <LinkRow to="/vip" icon={<IconCrown size={22} aria-hidden />} label={t('wallet.vip')} />
          </div>
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="history-title">
          <Title order={2} size="h5" id="history-title">
            {t('transactions.title')}
          </Title>
          <TransactionFilters value={filters} onChange={setFilters} />
          {history.isPending && <LoadingState />}
          {history.isError && !history.data && (
            <ErrorState error={history.error} onRetry={() => void history.refetch()} />
          )}
          {history.isSuccess && items.length === 0 && (
            <EmptyState
              icon={<IconListDetails size={34} />}
              title={filtered ? t('transactions.noneFiltered') : t('transactions.none')}
              description={filtered ? undefined : t('transactions.noneText')}
            />
          )}
          {items.length > 0 && (
            <div className={linkRow.list} data-testid="transaction-list">
              {items.map((tx) => (
                <TransactionRow key={tx.id} tx={tx} />
              ))}
            </div>
          )}
          <LoadMore
            hasMore={!!history.hasNextPage}
            loading={history.isFetchingNextPage}
            onLoad={() => void history.fetchNextPage()}
          />
        </Stack>
      </div>
    </Page>
  );
}
