import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ListingDetail } from '@souq/shared';
import { IconChevronRight, IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import linkRow from '../../../components/LinkRow.module.css';
import { mediaUrl } from '../format';

/** Who sells the car: the dealer's shop (logo, name, verified, link to the shop) or the private seller. */
export function SellerCard({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listings');
  const shop = listing.shop;
  const to = shop ? `/shops/${shop.id}` : `/sellers/${listing.seller.userId}`;
  const name = shop?.name ?? listing.seller.nickname ?? t('seller.private');
  const image = shop ? shop.logoUrl : listing.seller.avatarUrl;
  return (
    <Paper withBorder radius="md" p={0} data-testid="seller-card">
      <Link to={to} className={linkRow.row} style={{ minBlockSize: 72 }} data-testid="seller-link">
        <Avatar src={mediaUrl(image)} radius={shop ? 'md' : 'xl'} size={48} color="indigo" alt="">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={2} className={linkRow.label}>
          <Group gap={4} wrap="nowrap">
            <Text fw={600} truncate>
              <bdi>{name}</bdi>
            </Text>
            {shop?.verified && (
              <IconRosetteDiscountCheckFilled
                size={18}
                color="var(--mantine-color-blue-6)"
                aria-label={t('seller.verified')}
                style={{ flex: 'none' }}
              />
            )}
          </Group>
          <Group gap={6}>
            <Badge size="xs" variant="light" color={shop ? 'indigo' : 'gray'}>
              {shop ? t('sellerType.dealer') : t('sellerType.private')}
            </Badge>
            {shop?.verified && (
              <Badge size="xs" variant="light" color="blue" data-testid="seller-verified">
                {t('seller.verified')}
              </Badge>
            )}
            {shop?.cityName && (
              <Text size="xs" c="dimmed">
                {shop.cityName}
              </Text>
            )}
          </Group>
        </Stack>
        <IconChevronRight className="icon-directional" size={18} color="var(--mantine-color-gray-5)" aria-hidden />
      </Link>
    </Paper>
  );
}
