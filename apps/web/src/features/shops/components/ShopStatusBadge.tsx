import { Badge } from '@mantine/core';
import type { ShopStatus } from '@souq/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ShopStatus, string> = { pending: 'yellow', verified: 'teal', rejected: 'red', suspended: 'gray' };

export function ShopStatusBadge({ status }: { status: ShopStatus }) {
  const { t } = useTranslation('shops');
  return (
    <Badge variant="light" color={COLORS[status]} data-testid="shop-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
