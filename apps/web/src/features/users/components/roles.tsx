import { Badge, Group } from '@mantine/core';
import type { MerchantStatus, Role } from '@souq/shared';
import { useTranslation } from 'react-i18next';

const MERCHANT_COLORS: Record<MerchantStatus, string> = {
  none: 'gray',
  pending: 'yellow',
  verified: 'teal',
  rejected: 'red',
};

export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation('mine');
  return (
    <Group gap={6} data-testid="role-badges">
      {roles.map((role) => (
        <Badge key={role} variant="light" color={role === 'admin' ? 'red' : role === 'merchant' ? 'teal' : 'indigo'}>
          {t(`roles.${role}`)}
        </Badge>
      ))}
    </Group>
  );
}

export function MerchantStatusBadge({ status }: { status: MerchantStatus }) {
  const { t } = useTranslation('mine');
  return (
    <Badge variant="dot" color={MERCHANT_COLORS[status]} data-testid="merchant-status">
      {t(`merchantStatus.${status}`)}
    </Badge>
  );
}
