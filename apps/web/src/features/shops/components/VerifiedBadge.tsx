import { Badge, Tooltip } from '@mantine/core';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The blue tick of a shop an admin verified; with `label`, a badge with the word. */
export function VerifiedBadge({ size = 18, label = false }: { size?: number; label?: boolean }) {
  const { t } = useTranslation('shops');
  if (label) {
    return (
      <Badge
        color="blue"
        variant="light"
        leftSection={<IconRosetteDiscountCheckFilled size={14} aria-hidden />}
        data-testid="shop-verified-badge"
      >
        {t('verified')}
      </Badge>
    );
  }
  return (
    <Tooltip label={t('verified')}>
      <IconRosetteDiscountCheckFilled
        size={size}
        color="var(--mantine-color-blue-6)"
        aria-label={t('verified')}
        role="img"
        data-testid="shop-verified-tick"
        style={{ flex: 'none' }}
      />
    </Tooltip>
  );
}
