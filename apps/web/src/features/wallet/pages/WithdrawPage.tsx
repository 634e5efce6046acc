import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { amountSchema, filsToDecimalString, parseAmountToFils, smsCodeSchema } from '@souq/shared';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { AmountInput } from '../../../components/AmountInput';
import { Page } from '../../../components/Page';
import { ErrorState } from '../../../components/States';
import { aed, maskMobile } from '../../../lib/format';
import { useZodForm } from '../../../lib/forms';
import { CodeInput, SendCodeButton } from '../../auth';
import { useMe } from '../../users';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useWallet } from '../api/get-wallet';
import { BankAccountPicker } from '../components/BankAccountPicker';
import { WithdrawalList } from '../components/WithdrawalList';

const MOBILE_SLOT = '\u0000';

/** A sentence with the (masked) mobile number kept left to right inside it, whatever the language. */
function withMobile(sentence: string, mobile: string) {
  const [before, after] = sentence.split(MOBILE_SLOT);
  return (
    <>
      {before}
      <span className="ltr" style={{ whiteSpace: 'nowrap' }}>
        {mobile}
      </span>
      {after}
    </>
  );
}

function withdrawForm(availableFils: number | undefined) {
  return z
    .object({
      bankAccountId: z.string().min(1, { error: 'wallet:withdraw.pickAccount' }),
      amount: amountSchema,
      code: smsCodeSchema,
    })
    .superRefine((value, ctx) => {
      const fils = parseAmountToFils(value.amount);
      if (availableFils !== undefined && fils !== null && fils > BigInt(availableFils)) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'wallet:withdraw.overAvailable' });
      }
    });
}

/**
 * Withdrawal (tiXian): to a saved bank account, at most the available balance, confirmed with an
 * SMS code sent to the user's own mobile. The amount is held until an admin decides.
 */
export default function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const me = useMe();
  const available = wallet.data?.availableFils;
  const schema = useMemo(() => withdrawForm(available), [available]);
  const form = useZodForm(schema, { bankAccountId: '', amount: '', code: '' });
  const withdraw = useCreateWithdrawal();
  const mobile = me.data?.mobile ?? null;
  const { setFieldValue } = form;
  const pickAccount = useCallback((id: string) => setFieldValue('bankAccountId', id), [setFieldValue]);

  const submit = form.onSubmit(async (data) => {
    try {
      // The balance and the recent withdrawals below show the request: no toast.
      await withdraw.mutateAsync(data);
      form.setValues((prev) => ({ ...prev, amount: '', code: '' }));
    } catch (error) {
      form.applyServerErrors(error);
    }
  });

  return (
    <Page title={t('withdraw.title')} back="/wallet" narrow>
      <Stack gap="lg">
        {wallet.isError && !wallet.data && <ErrorState error={wallet.error} onRetry={() => void wallet.refetch()} />}
        <Paper withBorder p="lg" radius="md">
          <form
            onSubmit={(event) => {
              // Only this form's own submit: a dialog inside the tree (adding a bank account) is not one.
              if (event.target !== event.currentTarget) return;
              submit(event);
            }}
            noValidate
            data-testid="withdraw-form"
          >
            <Stack gap="md">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {t('balance.available')}
                </Text>
                <Text fw={700} data-testid="wallet-available">
                  {available === undefined ? '…' : aed(available)}
                </Text>
              </Group>
              <BankAccountPicker
                value={form.values.bankAccountId}
                onChange={pickAccount}
                error={form.errors.bankAccountId}
              />
              <AmountInput
                label={t('withdraw.amount')}
                data-testid="withdraw-amount"
                {...form.getInputProps('amount')}
                onChange={(value) => form.setFieldValue('amount', value)}
                rightSectionWidth={64}
                rightSection={
                  available !== undefined && available > 0 ? (
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => form.setFieldValue('amount', filsToDecimalString(available))}
                      data-testid="withdraw-all"
                    >
                      {t('withdraw.all')}
                    </Anchor>
                  ) : undefined
                }
              />
              <Text size="sm" c="dimmed">
                {mobile
                  ? withMobile(t('withdraw.codeTo', { mobile: MOBILE_SLOT }), maskMobile(mobile))
                  : t('withdraw.noMobile')}
              </Text>
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <CodeInput style={{ flex: 1 }} data-testid="withdraw-code" {...form.getInputProps('code')} />
                <div style={{ paddingBlockStart: 25 }}>
                  <SendCodeButton purpose="withdraw" getMobile={() => mobile} />
                </div>
              </Group>
              <Text size="xs" c="dimmed">
                {t('withdraw.note')}
              </Text>
              <Button
                type="submit"
                size="md"
                loading={withdraw.isPending}
                disabled={!mobile}
                data-testid="withdraw-submit"
              >
                {t('withdraw.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
        <Stack gap={8} component="section" aria-labelledby="withdrawals-title">
          <Group justify="space-between">
            <Title order={2} size="h5" id="withdrawals-title">
              {t('withdrawals.recent')}
            </Title>
            <Anchor component={Link} to="/wallet/withdrawals" size="sm">
              {t('withdrawals.all')}
            </Anchor>
          </Group>
          <WithdrawalList limit={5} />
        </Stack>
      </Stack>
    </Page>
  );
}
