import { Badge } from '@mantine/core';
import type { DepositStatus } from '@souq/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<DepositStatus, string> = {
  pending_payment: 'yellow',
  held: 'indigo',
  released: 'teal',
  applied: 'grape',
  canceled: 'gray',
};

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation('wallet');
  return (
    <Badge variant="light" color={COLORS[status] ?? 'gray'} data-testid="deposit-status" data-status={status}>
      {t(`depositStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}
