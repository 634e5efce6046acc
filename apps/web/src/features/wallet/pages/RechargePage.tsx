import { Alert, Button, Chip, Group, Paper, Stack, Text } from '@mantine/core';
import { amountSchema, parseAmountToFils, RECHARGE_PRESETS_AED } from '@souq/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Page } from '../../../components/Page';
import { goToCheckout } from '../../../lib/checkout';
import { useZodForm } from '../../../lib/forms';
import { useCreateRecharge } from '../api/create-recharge';
import { useWallet } from '../api/get-wallet';
import { AmountInput } from '../components/AmountInput';
import { aed, aedWhole } from '../format';

const rechargeForm = z.object({ amount: amountSchema });

/** Recharge (storedPrize): a preset or a typed amount, then the card payment on the gateway's page. */
export default function RechargePage() {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const form = useZodForm(rechargeForm, { amount: '' });
  const recharge = useCreateRecharge();
  const amount = form.values.amount;
  const fils = parseAmountToFils(amount);

  const submit = form.onSubmit(async ({ amount }) => {
    try {
      const { checkoutUrl } = await recharge.mutateAsync({ amount });
      goToCheckout(checkoutUrl);
    } catch (error) {
      form.applyServerErrors(error);
    }
  });

  return (
    <Page title={t('recharge.title')} back="/wallet" narrow>
      <Stack gap="lg">
        {wallet.data && (
          <Text c="dimmed" size="sm">
            {t('recharge.current', { amount: aed(wallet.data.availableFils) })}
          </Text>
        )}
        <Paper withBorder p="lg" radius="md">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text fw={500} id="recharge-presets-label">
                {t('recharge.choose')}
              </Text>
              <Chip.Group
                multiple={false}
                value={RECHARGE_PRESETS_AED.some((p) => String(p) === amount) ? amount : null}
                onChange={(value) => {
                  if (value) form.setFieldValue('amount', value);
                }}
              >
                <Group gap="xs" role="group" aria-labelledby="recharge-presets-label" className="preset-grid">
                  {RECHARGE_PRESETS_AED.map((preset) => (
                    <Chip
                      key={preset}
                      value={String(preset)}
                      variant="outline"
                      radius="md"
                      size="md"
                      wrapperProps={{ 'data-testid': `recharge-preset-${preset}` }}
                    >
                      {aedWhole(preset)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              <AmountInput
                label={t('recharge.custom')}
                description={t('recharge.customHint')}
                data-testid="recharge-amount"
                {...form.getInputProps('amount')}
                onChange={(value) => form.setFieldValue('amount', value)}
              />
              <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} p="sm">
                <Text size="sm">{t('recharge.note')}</Text>
              </Alert>
              <Button type="submit" size="md" loading={recharge.isPending} data-testid="recharge-submit">
                {fils !== null && fils > 0n
                  ? t('recharge.payAmount', { amount: aed(Number(fils)) })
                  : t('recharge.pay')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Page>
  );
}
