import { Badge } from '@mantine/core';
import type { LeaseDemandStatus } from '@souq/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<LeaseDemandStatus, string> = {
  new: 'blue',
  contacted: 'yellow',
  offered: 'teal',
  closed: 'gray',
};

export function DemandStatusBadge({ status }: { status: LeaseDemandStatus }) {
  const { t } = useTranslation('lease');
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="lease-demand-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
