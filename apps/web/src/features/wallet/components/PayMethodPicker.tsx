import { Alert, Anchor, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCreditCard, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { aed } from '../../../lib/format';
import { useWallet } from '../api/get-wallet';
import classes from './ChoiceCard.module.css';

export type PayMethod = 'wallet' | 'card';

/**
 * How to pay (jiaodingjin): the wallet balance, shown with what is available (and a warning when
 * it is not enough for `amountFils`), or a card through the payment gateway.
 */
export function PayMethodPicker({
  value,
  onChange,
  amountFils,
}: {
  value: PayMethod;
  onChange: (method: PayMethod) => void;
  /** What is to be paid, when known. */
  amountFils: number | null;
}) {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const available = wallet.data?.availableFils;
  const short = available !== undefined && amountFils !== null && amountFils > available;

  return (
    <Radio.Group value={value} onChange={(v) => onChange(v as PayMethod)} label={t('pay.method')}>
      <Stack gap="xs" mt={6}>
        <Radio.Card value="wallet" radius="md" p="sm" className={classes.card} data-testid="pay-method-wallet">
          <Group wrap="nowrap" gap="sm" align="flex-start">
            <Radio.Indicator mt={2} />
            <IconWallet size={22} aria-hidden color="var(--mantine-color-indigo-6)" />
            <Stack gap={2} style={{ minInlineSize: 0 }}>
              <Text fw={500}>{t('pay.wallet')}</Text>
              {available === undefined ? (
                <Skeleton height={14} width={140} />
              ) : (
                <Text size="xs" c={short ? 'red.7' : 'dimmed'} data-testid="pay-method-available">
                  {short
                    ? t('pay.walletShort', { amount: aed(available) })
                    : t('pay.walletAvailable', { amount: aed(available) })}
                </Text>
              )}
            </Stack>
          </Group>
        </Radio.Card>
        <Radio.Card value="card" radius="md" p="sm" className={classes.card} data-testid="pay-method-card">
          <Group wrap="nowrap" gap="sm" align="flex-start">
            <Radio.Indicator mt={2} />
            <IconCreditCard size={22} aria-hidden color="var(--mantine-color-indigo-6)" />
            <Stack gap={2}>
              <Text fw={500}>{t('pay.card')}</Text>
              <Text size="xs" c="dimmed">
                {t('pay.cardHint')}
              </Text>
            </Stack>
          </Group>
        </Radio.Card>
      </Stack>
    </Radio.Group>
  );
}

/** True when the wallet cannot pay `amountFils` (known balance below it). */
export function useWalletShort(amountFils: number | null): boolean {
  const wallet = useWallet();
  const available = wallet.data?.availableFils;
  return available !== undefined && amountFils !== null && amountFils > available;
}

/** Shown when the wallet cannot cover a wallet payment: what is wrong and a way to recharge. */
export function ShortBalanceAlert() {
  const { t } = useTranslation('wallet');
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} p="sm">
      <Text size="sm">
        {t('pay.shortText')}{' '}
        <Anchor component={Link} to="/wallet/recharge" size="sm" fw={600}>
          {t('actions.recharge')}
        </Anchor>
      </Text>
    </Alert>
  );
}
