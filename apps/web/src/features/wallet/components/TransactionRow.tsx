import { Badge, Stack, Text } from '@mantine/core';
import type { WalletTransaction, WithdrawalStatus } from '@souq/shared';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import figures from '../../../components/figures.module.css';
import linkRow from '../../../components/LinkRow.module.css';
import { aed } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { dateTime, refLabel, transactionTypeLabel } from '../format';

/** The description the API gives (a translation key), when the app has it; else nothing. */
export function transactionDescription(tx: Pick<WalletTransaction, 'descriptionKey' | 'type'>): string | null {
  const key = tx.descriptionKey;
  // The default key only repeats the type, which the row already shows.
  if (!key || key === `wallet:tx.${tx.type}` || !i18n.exists(key)) return null;
  return i18n.t(key);
}

const WITHDRAWAL_STATES = {
  requested: { key: 'pending', color: 'yellow' },
  approved: { key: 'pending', color: 'yellow' },
  paid: { key: 'paid', color: 'teal' },
  rejected: { key: 'refunded', color: 'gray' },
} as const satisfies Record<WithdrawalStatus, { key: string; color: string }>;

/** Where the withdrawal a movement belongs to stands now: Pending, Paid, or Rejected and refunded. */
export function WithdrawalStateBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('wallet');
  const state = WITHDRAWAL_STATES[status];
  return (
    <Badge
      size="sm"
      variant="light"
      color={state.color}
      data-testid="transaction-withdrawal-state"
      data-state={state.key}
    >
      {t(`transactions.withdrawalState.${state.key}`)}
    </Badge>
  );
}

/** One line of the history: type, time, the effect on the available balance (and on held). */
export function TransactionRow({ tx }: { tx: WalletTransaction }) {
  const { t } = useTranslation('wallet');
  const subtitle = transactionDescription(tx) ?? refLabel(t, tx.ref);
  const amount = tx.amountFils !== 0 ? tx.amountFils : tx.heldChangeFils;
  return (
    <Link
      to={`/wallet/transactions/${encodeURIComponent(tx.id)}`}
      className={linkRow.row}
      data-testid="transaction-item"
    >
      <Stack gap={2} className={linkRow.label}>
        <Text fw={500} lineClamp={1}>
          {transactionTypeLabel(t, tx.type)}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {subtitle && (
            <>
              <bdi>{subtitle}</bdi> ·{' '}
            </>
          )}
          <bdi>{dateTime(tx.createdAt)}</bdi>
        </Text>
      </Stack>
      <Stack gap={0} align="flex-end">
        <Text fw={600} className={figures.amount} c={tx.amountFils > 0 ? 'teal.7' : undefined}>
          {aed(amount, true)}
        </Text>
        {tx.withdrawalStatus && <WithdrawalStateBadge status={tx.withdrawalStatus} />}
        {!tx.withdrawalStatus && tx.amountFils !== 0 && tx.heldChangeFils !== 0 && (
          <Text size="xs" c="dimmed">
            {t('transactions.heldChange', { amount: aed(tx.heldChangeFils, true) })}
          </Text>
        )}
        {!tx.withdrawalStatus && tx.amountFils === 0 && tx.heldChangeFils !== 0 && (
          <Text size="xs" c="dimmed">
            {t('transactions.heldOnly')}
          </Text>
        )}
      </Stack>
      <IconChevronRight className="icon-directional" size={18} color="var(--mantine-color-gray-5)" aria-hidden />
    </Link>
  );
}
