import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';
import { goToCheckout } from '../../../lib/checkout';
import { aed } from '../../../lib/format';
import { useCreateRecharge } from '../api/create-recharge';
import { useWallet } from '../api/get-wallet';
import { RechargeForm } from '../components/RechargeForm';

/** Recharge (storedPrize): a preset or a typed amount, then the card payment on the gateway's page. */
export default function RechargePage() {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const recharge = useCreateRecharge();

  return (
    <Page title={t('recharge.title')} back="/wallet" narrow>
      <Stack gap="lg">
        {wallet.data && (
          <Text c="dimmed" size="sm">
            {t('recharge.current', { amount: aed(wallet.data.availableFils) })}
          </Text>
        )}
        <Paper withBorder p="lg" radius="md">
          <RechargeForm
            pending={recharge.isPending}
            onSubmit={async (amount) => {
              const { checkoutUrl } = await recharge.mutateAsync({ amount });
              goToCheckout(checkoutUrl);
            }}
          />
        </Paper>
      </Stack>
    </Page>
  );
}
