import { Button, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import figures from '../../../components/figures.module.css';
import { Page } from '../../../components/Page';
import { ErrorState } from '../../../components/States';
import { aed } from '../../../lib/format';
import { depositsQueryKey } from '../../deposits';
import { vipMeQueryKey } from '../../vip';
import { walletQueryKey } from '../../wallet';
import { usePayment } from '../api/get-payment';
import { nextRoute, retryRoute } from '../routes';

/** How long the page waits for the gateway's answer before saying it is still processing. */
export const PAYMENT_WAIT_MS = 60_000;

/**
 * The one result page of every card payment. Polls the payment every second while the gateway has
 * not confirmed it; after a minute it says the payment is still processing (and may be checked again).
 */
export default function PaymentResultPage() {
  const { t } = useTranslation('payments');
  const { paymentId = '' } = useParams();
  const queryClient = useQueryClient();
  const [waitingSince, setWaitingSince] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);
  const query = usePayment(paymentId, !timedOut);
  const payment = query.data;
  const status = payment?.status;

  useEffect(() => {
    if (status !== 'pending' || timedOut) return;
    const timer = setTimeout(() => setTimedOut(true), Math.max(0, waitingSince + PAYMENT_WAIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [status, timedOut, waitingSince]);

  // The money has moved: balances, deposits and memberships shown elsewhere are out of date.
  useEffect(() => {
    if (status === 'succeeded') {
      void queryClient.invalidateQueries({ queryKey: walletQueryKey });
      void queryClient.invalidateQueries({ queryKey: depositsQueryKey });
      void queryClient.invalidateQueries({ queryKey: vipMeQueryKey });
    }
  }, [status, queryClient]);

  const checkAgain = () => {
    setWaitingSince(Date.now());
    setTimedOut(false);
    void query.refetch();
  };

  const title =
    status === 'succeeded'
      ? t('status.succeeded')
      : status === 'failed'
        ? t('status.failed')
        : status === 'canceled'
          ? t('status.canceled')
          : t('result.title');

  return (
    <Page title={title} back="/wallet" narrow>
      {query.isError && !payment && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {(query.isPending || payment) && (
        <Paper withBorder p="xl" radius="md">
          <Stack
            align="center"
            gap="md"
            ta="center"
            data-testid="payment-status"
            data-status={timedOut && status === 'pending' ? 'processing' : (status ?? 'loading')}
            aria-live="polite"
          >
            {(!payment || status === 'pending') && !timedOut && (
              <>
                <Loader size="xl" />
                <Title order={2} size="h4">
                  {t('result.pending')}
                </Title>
                <Text c="dimmed" size="sm">
                  {t('result.pendingText')}
                </Text>
              </>
            )}
            {payment && status === 'pending' && timedOut && (
              <>
                <ThemeIcon size={72} radius="xl" variant="light" color="yellow">
                  <IconClockHour4 size={44} />
                </ThemeIcon>
                <Title order={2} size="h4">
                  {t('result.processing')}
                </Title>
                <Text c="dimmed" size="sm">
                  {t('result.processingText')}
                </Text>
                <Text className={figures.big}>{aed(payment.amountFils)}</Text>
                <Button onClick={checkAgain} data-testid="payment-check-again">
                  {t('result.checkAgain')}
                </Button>
                <Button component={Link} to="/wallet" variant="subtle">
                  {t('result.toWallet')}
                </Button>
              </>
            )}
            {payment && status === 'succeeded' && (
              <>
                <ThemeIcon size={72} radius="xl" variant="light" color="teal">
                  <IconCircleCheck size={44} />
                </ThemeIcon>
                <Title order={2} size="h4">
                  {t(`result.purposeDone.${payment.purpose}`, { defaultValue: t('status.succeeded') })}
                </Title>
                <Text className={figures.big} data-testid="payment-amount">
                  {aed(payment.amountFils)}
                </Text>
                <Button component={Link} to={nextRoute(payment)} replace size="md" data-testid="payment-continue">
                  {payment.purpose === 'recharge' ? t('result.toWallet') : t('result.continue')}
                </Button>
              </>
            )}
            {payment && (status === 'failed' || status === 'canceled') && (
              <>
                <ThemeIcon size={72} radius="xl" variant="light" color={status === 'failed' ? 'red' : 'gray'}>
                  <IconCircleX size={44} />
                </ThemeIcon>
                <Title order={2} size="h4">
                  {status === 'failed' ? t('status.failed') : t('status.canceled')}
                </Title>
                <Text className={figures.big}>{aed(payment.amountFils)}</Text>
                <Text c="dimmed" size="sm" data-testid="payment-failure">
                  {payment.failureReason
                    ? `${t(`failure.${payment.failureReason}`, { defaultValue: t('failure.payment_failed') })} ${t('result.notCharged')}`
                    : t('result.notCharged')}
                </Text>
                <Button component={Link} to={retryRoute(payment)} replace size="md" data-testid="payment-retry">
                  {t('result.tryAgain')}
                </Button>
                <Button component={Link} to="/wallet" replace variant="subtle" data-testid="payment-continue">
                  {t('result.toWallet')}
                </Button>
              </>
            )}
          </Stack>
        </Paper>
      )}
    </Page>
  );
}
