import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState, NotFoundState } from '../../../components/States';
import { isApiError } from '../../../lib/api';
import { aed } from '../../../lib/format';
import { date } from '../../wallet';
import { useDeal } from '../api/get-deal';
import { ContractSection } from '../components/ContractSection';
import { DealStatusBadge } from '../components/DealCard';
import { DealLines } from '../components/DealLines';
import { LogisticsSection } from '../components/LogisticsSection';
import { PaySection } from '../components/PaySection';
import { serverOffset } from '../deal-view';

/** One deal (paiMaiOrderDetail): invoice or payout lines, payment with its deadline, contract, logistics. */
export default function DealPage() {
  const { t } = useTranslation('deals');
  const { id = '' } = useParams();
  const deal = useDeal(id);
  const network = useNetwork();

  if (deal.isPending) {
    return (
      <Page title={t('title')} back="/deals">
        <LoadingState />
      </Page>
    );
  }
  if (deal.isError && !deal.data) {
    const missing = isApiError(deal.error) && (deal.error.status === 404 || deal.error.status === 400);
    return (
      <Page title={t('title')} back="/deals">
        {missing ? (
          <NotFoundState title={t('notFound')} />
        ) : (
          <ErrorState error={deal.error} onRetry={() => void deal.refetch()} />
        )}
      </Page>
    );
  }
  const d = deal.data;
  const offsetMs = serverOffset(d.serverNow, deal.dataUpdatedAt);
  const buyerView = d.role !== 'seller';

  return (
    <Page title={d.title} back={`/deals?role=${d.role === 'seller' ? 'seller' : 'buyer'}`}>
      <Stack gap="lg" data-testid="deal-page">
        <Group justify="space-between">
          <DealStatusBadge status={d.status} />
          {d.collectBy && d.status === 'paid' && <Text size="sm">{t('collect.by', { date: date(d.collectBy) })}</Text>}
        </Group>
        {!network.online && (
          <Alert color="gray" variant="light">
            {t('offline')}
          </Alert>
        )}
        {d.status === 'defaulted' && (
          <Alert color="red" variant="light" data-testid="deal-defaulted">
            {d.role === 'seller' ? t('defaulted.seller') : t('defaulted.buyer')}
          </Alert>
        )}
        <Paper withBorder p="md" radius="md">
          {buyerView ? (
            <DealLines
              lines={d.buyerLines}
              totalLabel={d.status === 'awaiting_payment' ? t('amountDue') : t('total')}
              totalFils={d.status === 'awaiting_payment' ? d.amountDueFils : d.totalFils}
            />
          ) : (
            <DealLines lines={d.sellerLines} totalLabel={t('payout')} totalFils={d.payoutFils} />
          )}
        </Paper>
        {d.role === 'seller' && (
          <Text size="sm" c="dimmed">
            {d.payoutAt ? t('payoutDone', { date: date(d.payoutAt) }) : t('payoutPending')}
          </Text>
        )}
        {d.role === 'buyer' && d.status === 'awaiting_payment' && network.online && (
          <PaySection deal={d} offsetMs={offsetMs} />
        )}
        {buyerView && d.status !== 'defaulted' && (
          <Text size="sm" c="dimmed">
            {t('collect.explain', { days: d.collectionDays, fee: aed(d.storagePerDayFils) })}
          </Text>
        )}
        {d.status !== 'defaulted' && <LogisticsSection deal={d} />}
        <ContractSection dealId={d.id} canSign={d.status !== 'defaulted' && d.role !== 'staff'} />
      </Stack>
    </Page>
  );
}
