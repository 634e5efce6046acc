import { Group, Text, Tooltip } from '@mantine/core';
import type { ShopCard } from '@souq/shared';
import { IconRosetteDiscountCheckFilled, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The dealer's name with a verified tick, or "Private seller". */
export function SellerBadge({ shop }: { shop: ShopCard | null }) {
  const { t } = useTranslation('listings');
  if (!shop) {
    return (
      <Group gap={4} wrap="nowrap" c="dimmed">
        <IconUser size={14} aria-hidden />
        <Text size="xs" c="dimmed" truncate>
          {t('seller.private')}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" style={{ minInlineSize: 0 }} data-testid="dealer-badge">
      <Text size="xs" fw={500} truncate>
        <bdi>{shop.name}</bdi>
      </Text>
      {shop.verified && (
        <Tooltip label={t('seller.verified')}>
          <IconRosetteDiscountCheckFilled
            size={16}
            color="var(--mantine-color-blue-6)"
            aria-label={t('seller.verified')}
            data-testid="verified-tick"
            style={{ flex: 'none' }}
          />
        </Tooltip>
      )}
    </Group>
  );
}
