import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Deal } from '@souq/shared/deals/deals.schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goToCheckout } from '../../../lib/checkout';
import { aed } from '../../../lib/format';
import { dateTime, type PayMethod, PayMethodPicker, ShortBalanceAlert, useWalletShort } from '../../wallet';
import { usePayDeal } from '../api/pay-deal';
import { countdown } from '../deal-view';

/** The deadline counting down by the server's clock (offset measured from the deal's `serverNow`). */
function Countdown({ deadline, offsetMs }: { deadline: string; offsetMs: number }) {
  const { t } = useTranslation('deals');
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 1000);
    return () => clearInterval(timer);
  }, [offsetMs]);
  const left = Date.parse(deadline) - now;
  return left > 0 ? (
    <Text fw={600} data-testid="deal-countdown">
      {t('deadline.left', { time: countdown(left) })}
    </Text>
  ) : (
    <Text fw={600} c="red.7" data-testid="deal-countdown">
      {t('deadline.passed', { date: dateTime(deadline) })}
    </Text>
  );
}

/** The buyer's payment: the countdown, the late fee explained, and Pay with a confirmation. */
export function PaySection({ deal, offsetMs }: { deal: Deal; offsetMs: number }) {
  const { t } = useTranslation('deals');
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<PayMethod>('wallet');
  const pay = usePayDeal(deal.id);
  const short = useWalletShort(deal.amountDueFils);
  const blocked = method === 'wallet' && short;
  const amount = aed(deal.amountDueFils);

  const confirm = async () => {
    try {
      const result = await pay.mutateAsync({ method, expectedAmountFils: deal.amountDueFils });
      setOpen(false);
      if (result.checkoutUrl) goToCheckout(result.checkoutUrl);
    } catch {
      // The API client showed why (PRICE_CHANGED: the deal reloads with the new amount).
      setOpen(false);
    }
  };

  return (
    <Stack gap="sm">
      <Countdown deadline={deal.payDeadline} offsetMs={offsetMs} />
      <Alert color="orange" variant="light" p="sm">
        <Text size="sm">
          {t('deadline.explain', { fee: aed(deal.lateFeePerDayFils), date: dateTime(deal.defaultsAt) })}
        </Text>
      </Alert>
      <Button size="md" onClick={() => setOpen(true)} data-testid="deal-pay">
        {t('pay.button', { amount })}
      </Button>
      {deal.checkoutUrl && (
        <Button variant="light" onClick={() => goToCheckout(deal.checkoutUrl as string)}>
          {t('wallet:pay.byCard', { amount })}
        </Button>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={t('pay.confirmTitle')} centered>
        <Stack gap="md">
          <Text>{t('pay.confirmBody', { amount, title: deal.title })}</Text>
          <PayMethodPicker value={method} onChange={setMethod} amountFils={deal.amountDueFils} />
          {blocked && <ShortBalanceAlert />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('pay.cancel')}
            </Button>
            <Button
              onClick={() => void confirm()}
              loading={pay.isPending}
              disabled={blocked}
              data-testid="deal-pay-confirm"
            >
              {t('pay.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
