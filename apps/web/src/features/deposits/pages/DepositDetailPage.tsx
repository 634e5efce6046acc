import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import facts from '../../../components/Facts.module.css';
import figures from '../../../components/figures.module.css';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState } from '../../../components/States';
import { aed } from '../../../lib/format';
import { useMe } from '../../users';
import { dateTime } from '../../wallet';
import { useDeposit } from '../api/get-deposit';
import { useReleaseDeposit } from '../api/release-deposit';
import { DepositStatusBadge } from '../components/DepositStatusBadge';

/** One deposit; after paying (`?paid=1`) it is also the "deposit paid" success page (zhifusuccess). */
export default function DepositDetailPage() {
  const { t } = useTranslation('wallet');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const query = useDeposit(id);
  const deposit = query.data;
  const justPaid = params.get('paid') === '1';
  const me = useMe();
  const release = useReleaseDeposit();
  const [confirming, setConfirming] = useState(false);
  const admin = !!me.data?.roles.includes('admin');
  // A held general deposit: its owner may release it from `releasableAt`, an admin at any time.
  const releasable = deposit?.status === 'held' && deposit.purpose === 'general';
  const releaseFrom = deposit?.releasableAt ? Date.parse(deposit.releasableAt) : null;
  const ownerMayRelease = releaseFrom !== null && releaseFrom <= Date.now();

  return (
    <Page title={t('deposit.title')} back="/deposits" narrow>
      {query.isPending && <LoadingState />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {deposit && (
        <Stack gap="lg" data-testid="deposit-detail">
          {justPaid && deposit.status === 'held' && (
            <Alert
              color="teal"
              variant="light"
              icon={<IconCircleCheck size={22} />}
              title={t('deposit.paidTitle')}
              data-testid="deposit-paid-banner"
            >
              {t('deposit.paidText', { amount: aed(deposit.amountFils) })}
            </Alert>
          )}
          {deposit.status === 'pending_payment' && (
            <Alert color="yellow" variant="light" icon={<IconClockHour4 size={22} />} title={t('deposit.pendingTitle')}>
              {t('deposit.pendingText')}
            </Alert>
          )}
          <Paper withBorder p="lg" radius="md">
            <Stack gap={6} align="center" ta="center">
              <DepositStatusBadge status={deposit.status} />
              <Text className={figures.big}>{aed(deposit.amountFils)}</Text>
              <Text>{t(`depositPurpose.${deposit.purpose}`)}</Text>
            </Stack>
          </Paper>
          <dl className={facts.facts}>
            <div>
              <dt>{t('deposit.method')}</dt>
              <dd>{t(`payMethod.${deposit.method}`)}</dd>
            </div>
            {deposit.ref && (
              <div>
                <dt>{t('deposit.for')}</dt>
                <dd>
                  {t(`refType.${deposit.ref.type}`, { defaultValue: deposit.ref.type })}{' '}
                  <span className={`ltr ${figures.mono}`}>{deposit.ref.id}</span>
                </dd>
              </div>
            )}
            <div>
              <dt>{t('deposit.created')}</dt>
              <dd>{dateTime(deposit.createdAt)}</dd>
            </div>
            {deposit.heldAt && (
              <div>
                <dt>{t('deposit.heldAt')}</dt>
                <dd>{dateTime(deposit.heldAt)}</dd>
              </div>
            )}
            {deposit.releasedAt && (
              <div>
                <dt>{t('deposit.releasedAt')}</dt>
                <dd>{dateTime(deposit.releasedAt)}</dd>
              </div>
            )}
            {deposit.appliedAt && (
              <div>
                <dt>{t('deposit.appliedAt')}</dt>
                <dd>{dateTime(deposit.appliedAt)}</dd>
              </div>
            )}
          </dl>
          <Text size="sm" c="dimmed">
            {t(`deposit.explain.${deposit.status}`)}
          </Text>
          {deposit.status === 'pending_payment' && deposit.paymentId && (
            <Button component={Link} to={`/pay/result/${deposit.paymentId}`} variant="light">
              {t('deposit.checkPayment')}
            </Button>
          )}
          {releasable && (ownerMayRelease || admin) && (
            <Button
              variant="light"
              leftSection={<IconLockOpen size={18} />}
              onClick={() => setConfirming(true)}
              data-testid="deposit-release"
            >
              {t('deposit.release')}
            </Button>
          )}
          {releasable && !ownerMayRelease && !admin && deposit.releasableAt && (
            <Text size="sm" c="dimmed" data-testid="deposit-release-from">
              {t('deposit.releaseFrom', { date: dateTime(deposit.releasableAt) })}
            </Text>
          )}
          <ConfirmModal
            opened={confirming}
            onClose={() => setConfirming(false)}
            title={t('deposit.releaseTitle')}
            text={t('deposit.releaseText', { amount: aed(deposit.amountFils) })}
            confirmLabel={t('deposit.release')}
            onConfirm={() => release.mutate(deposit.id, { onSettled: () => setConfirming(false) })}
            loading={release.isPending}
            confirmTestId="deposit-release-confirm"
          />
          <Button component={Link} to="/wallet" variant="subtle">
            {t('payments:result.toWallet')}
          </Button>
        </Stack>
      )}
    </Page>
  );
}
