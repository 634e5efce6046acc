import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import facts from '../../../components/Facts.module.css';
import figures from '../../../components/figures.module.css';
import linkRow from '../../../components/LinkRow.module.css';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState } from '../../../components/States';
import { aed } from '../../../lib/format';
import { useTransaction } from '../api/get-transaction';
import { transactionDescription, WithdrawalStateBadge } from '../components/TransactionRow';
import { accountLabel, dateTime, transactionTypeLabel } from '../format';

/** The page of the business object a movement was for, when the app has one. */
function refRoute(ref: { type: string; id: string }): string | null {
  if (ref.type === 'deposit') return `/deposits/${encodeURIComponent(ref.id)}`;
  if (ref.type === 'withdrawal') return '/wallet/withdrawals';
  if (ref.type === 'payment') return `/pay/result/${encodeURIComponent(ref.id)}`;
  return null;
}

/** One transaction: what it was, when, its effect, and its lines as the user sees them. */
export default function TransactionDetailPage() {
  const { t } = useTranslation('wallet');
  const { id = '' } = useParams();
  const query = useTransaction(id);
  const tx = query.data;
  const description = tx ? transactionDescription(tx) : null;

  return (
    <Page title={t('transaction.title')} back="/wallet" narrow>
      {query.isPending && <LoadingState />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {tx && (
        <Stack gap="lg" data-testid="transaction-detail">
          <Paper withBorder p="lg" radius="md">
            <Stack gap={6} align="center" ta="center">
              <Badge variant="light">{transactionTypeLabel(t, tx.type)}</Badge>
              <Text className={figures.big} c={tx.amountFils > 0 ? 'teal.7' : undefined}>
                {aed(tx.amountFils !== 0 ? tx.amountFils : tx.heldChangeFils, true)}
              </Text>
              {tx.withdrawalStatus && <WithdrawalStateBadge status={tx.withdrawalStatus} />}
              {description && <Text>{description}</Text>}
              <Text size="sm" c="dimmed">
                {dateTime(tx.createdAt)}
              </Text>
            </Stack>
          </Paper>
          <dl className={facts.facts}>
            <div>
              <dt>{t('transaction.availableChange')}</dt>
              <dd className={figures.amount}>{aed(tx.amountFils, true)}</dd>
            </div>
            <div>
              <dt>{t('transaction.heldChange')}</dt>
              <dd className={figures.amount}>{aed(tx.heldChangeFils, true)}</dd>
            </div>
            {tx.ref && (
              <div>
                <dt>{t('transaction.ref')}</dt>
                <dd>
                  {refRoute(tx.ref) ? (
                    <Anchor component={Link} to={refRoute(tx.ref) as string} size="sm" fw={500}>
                      {t(`refType.${tx.ref.type}`, { defaultValue: t('refType.other') })}
                    </Anchor>
                  ) : (
                    <>
                      {t(`refType.${tx.ref.type}`, { defaultValue: t('refType.other') })}{' '}
                      <span className={`ltr ${figures.mono}`}>{tx.ref.id.slice(0, 8)}</span>
                    </>
                  )}
                </dd>
              </div>
            )}
            <div>
              <dt>{t('transaction.id')}</dt>
              <dd className={`ltr ${figures.mono}`}>{tx.id}</dd>
            </div>
          </dl>
          {tx.entries.length > 0 && (
            <Stack gap={8} component="section">
              <Title order={2} size="h5">
                {t('transaction.lines')}
              </Title>
              <div className={linkRow.list}>
                {tx.entries.map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never reorder
                  <Group key={index} className={linkRow.plainRow} justify="space-between" wrap="nowrap">
                    <Text size="sm">{accountLabel(t, line.account)}</Text>
                    <Text size="sm" fw={600} className={figures.amount}>
                      {aed(line.amountFils, true)}
                    </Text>
                  </Group>
                ))}
              </div>
            </Stack>
          )}
        </Stack>
      )}
    </Page>
  );
}
