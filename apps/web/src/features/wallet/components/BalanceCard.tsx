import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { Wallet } from '@souq/shared';
import { IconArrowDownToArc, IconArrowUpFromArc } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { aed } from '../../../lib/format';
import classes from './BalanceCard.module.css';

/** Available and held balances, with Recharge and Withdraw. */
export function BalanceCard({ wallet, actions = true }: { wallet: Wallet | undefined; actions?: boolean }) {
  const { t } = useTranslation('wallet');
  return (
    <Paper className={classes.card} p="lg" radius="lg">
      <Stack gap="md">
        <div>
          <Text size="sm" className={classes.label}>
            {t('balance.available')}
          </Text>
          {wallet ? (
            <Text className={classes.amount} data-testid="wallet-available">
              {aed(wallet.availableFils)}
            </Text>
          ) : (
            <Skeleton height={36} width="60%" mt={4} />
          )}
        </div>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm" className={classes.label}>
            {t('balance.held')}
          </Text>
          {wallet ? (
            <Text fw={600} data-testid="wallet-held">
              {aed(wallet.heldFils)}
            </Text>
          ) : (
            <Skeleton height={18} width={100} />
          )}
        </Group>
        {actions && (
          <Group grow gap="sm">
            <Button
              component={Link}
              to="/wallet/recharge"
              variant="white"
              leftSection={<IconArrowDownToArc size={18} aria-hidden />}
              data-testid="recharge-button"
            >
              {t('actions.recharge')}
            </Button>
            <Button
              component={Link}
              to="/wallet/withdraw"
              variant="outline"
              color="white"
              leftSection={<IconArrowUpFromArc size={18} aria-hidden />}
              data-testid="withdraw-button"
            >
              {t('actions.withdraw')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
