import { Group, Text } from '@mantine/core';
import type { ShopSummary } from '@souq/shared';
import { IconCar, IconMapPin, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { num } from '../format';
import { ShopLogo } from './ShopLogo';
import classes from './ShopRow.module.css';
import { VerifiedBadge } from './VerifiedBadge';

/** A shop in a list: logo, name with the verified tick, city, followers and cars on sale. */
export function ShopRow({ shop }: { shop: ShopSummary }) {
  const { t } = useTranslation('shops');
  return (
    <Link to={`/shops/${shop.id}`} className={classes.row} data-testid="shop-row" data-id={shop.id}>
      <ShopLogo url={shop.logoUrl} name={shop.name} />
      <div className={classes.body}>
        <Group gap={4} wrap="nowrap" className={classes.name}>
          <Text fw={600} truncate>
            <bdi>{shop.name}</bdi>
          </Text>
          {shop.verified && <VerifiedBadge size={16} />}
        </Group>
        <Group gap="md" className={classes.meta} wrap="wrap">
          {shop.cityName && (
            <span className={classes.metaItem}>
              <IconMapPin size={14} aria-hidden />
              <bdi>{shop.cityName}</bdi>
            </span>
          )}
          <span className={classes.metaItem} data-testid="shop-row-followers">
            <IconUsers size={14} aria-hidden />
            {t('followersCount', { count: shop.followersCount, formatted: num(shop.followersCount) })}
          </span>
          <span className={classes.metaItem}>
            <IconCar size={14} aria-hidden />
            {t('carsCount', { count: shop.carsCount, formatted: num(shop.carsCount) })}
          </span>
        </Group>
      </div>
    </Link>
  );
}
