import { Button, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { amountSchema, DEPOSIT_METHODS, DEPOSIT_PURPOSES, type DepositPurpose, parseAmountToFils } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { AmountInput } from '../../../components/AmountInput';
import figures from '../../../components/figures.module.css';
import { Page } from '../../../components/Page';
import { goToCheckout } from '../../../lib/checkout';
import { aed } from '../../../lib/format';
import { useZodForm } from '../../../lib/forms';
import { PayMethodPicker, ShortBalanceAlert, useWalletShort } from '../../wallet';
import { useCreateDeposit } from '../api/create-deposit';

const depositForm = z.object({
  purpose: z.enum(DEPOSIT_PURPOSES),
  amount: amountSchema,
  method: z.enum(DEPOSIT_METHODS),
});

/**
 * Pay a deposit (zhifu): amount, what it is for, and how to pay (jiaodingjin): from the wallet
 * (held at once, then the deposit's page) or by card (the gateway's checkout, then the result page).
 * Other pages link here with `?purpose=auction&refType=lot&refId=…&amount=…`.
 */
export default function DepositPayPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const presetPurpose = params.get('purpose');
  const refType = params.get('refType');
  const refId = params.get('refId');
  const ref = refType && refId ? { type: refType, id: refId } : undefined;
  const form = useZodForm(depositForm, {
    purpose: (DEPOSIT_PURPOSES as readonly string[]).includes(presetPurpose ?? '')
      ? (presetPurpose as DepositPurpose)
      : 'general',
    amount: params.get('amount') ?? '',
    method: 'wallet',
  });
  const create = useCreateDeposit();
  const fils = parseAmountToFils(form.values.amount);
  const amountFils = fils !== null && fils > 0n ? Number(fils) : null;
  const short = useWalletShort(amountFils);
  const blocked = form.values.method === 'wallet' && short;

  const submit = form.onSubmit(async (data) => {
    if (blocked) return;
    try {
      const result = await create.mutateAsync({ ...data, ref });
      if (result.checkoutUrl) goToCheckout(result.checkoutUrl);
      else await navigate(`/deposits/${encodeURIComponent(result.deposit.id)}?paid=1`, { replace: true });
    } catch (error) {
      form.applyServerErrors(error);
    }
  });

  return (
    <Page title={t('deposits.payTitle')} back="/deposits" narrow>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('deposits.payIntro')}
            </Text>
            <NativeSelect
              label={t('deposits.purpose')}
              disabled={!!ref}
              value={form.values.purpose}
              onChange={(e) => form.setFieldValue('purpose', e.currentTarget.value as DepositPurpose)}
              data={DEPOSIT_PURPOSES.map((p) => ({ value: p, label: t(`depositPurpose.${p}`) }))}
              data-testid="deposit-purpose"
            />
            {ref && (
              <Text size="sm">
                {t('deposit.for')}: {t(`refType.${ref.type}`, { defaultValue: ref.type })}{' '}
                <span className={`ltr ${figures.mono}`}>{ref.id}</span>
              </Text>
            )}
            <AmountInput
              label={t('deposits.amount')}
              data-testid="deposit-amount"
              {...form.getInputProps('amount')}
              onChange={(value) => form.setFieldValue('amount', value)}
            />
            <PayMethodPicker
              value={form.values.method}
              onChange={(method) => form.setFieldValue('method', method)}
              amountFils={amountFils}
            />
            {blocked && <ShortBalanceAlert />}
            <Button type="submit" size="md" loading={create.isPending} disabled={blocked} data-testid="deposit-submit">
              {amountFils
                ? t(form.values.method === 'card' ? 'pay.byCard' : 'pay.fromWallet', { amount: aed(amountFils) })
                : t('deposits.pay')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Page>
  );
}
