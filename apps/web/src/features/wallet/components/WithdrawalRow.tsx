import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Withdrawal, WithdrawalStatus } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import figures from '../../../components/figures.module.css';
import linkRow from '../../../components/LinkRow.module.css';
import { aed } from '../../../lib/format';
import { dateTime } from '../format';
import { maskIban } from '../iban';

const STATUS_COLORS: Record<WithdrawalStatus, string> = {
  requested: 'yellow',
  approved: 'blue',
  rejected: 'red',
  paid: 'teal',
};

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('wallet');
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'} data-testid="withdrawal-status" data-status={status}>
      {t(`withdrawalStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** One of the user's withdrawals: amount, bank, when, status (and why it was rejected). */
export function WithdrawalRow({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation('wallet');
  const bank = withdrawal.bankAccount;
  return (
    <Stack gap={4} className={linkRow.plainRow} data-testid="withdrawal-item">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={600} className={figures.amount}>
          {aed(withdrawal.amountFils)}
        </Text>
        <WithdrawalStatusBadge status={withdrawal.status} />
      </Group>
      <Text size="xs" c="dimmed">
        {bank.bankName && (
          <>
            <bdi>{bank.bankName}</bdi> ·{' '}
          </>
        )}
        <span className="ltr">{maskIban(bank.iban)}</span> · <bdi>{dateTime(withdrawal.requestedAt)}</bdi>
      </Text>
      {withdrawal.status === 'rejected' && withdrawal.reason && (
        <Text size="sm" c="red.7">
          {t('withdrawals.reason', { reason: withdrawal.reason })}
        </Text>
      )}
    </Stack>
  );
}
