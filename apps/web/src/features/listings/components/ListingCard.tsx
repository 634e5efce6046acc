import { Badge, Group, Skeleton, Text } from '@mantine/core';
import type { ListingSummary } from '@souq/shared';
import { IconCar, IconPhoto } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import figures from '../../../components/figures.module.css';
import { aedPrice } from '../../../lib/format';
import { km, mediaUrl, num } from '../format';
import { listingLabel } from '../labels';
import listingStyles from '../listings.module.css';
import classes from './ListingCard.module.css';
import { SellerBadge } from './SellerBadge';
import { StatusBadge } from './StatusBadge';

/** One car in a list: cover, title, year · mileage · city, price, status and seller. */
export function ListingCard({ listing, to }: { listing: ListingSummary; to?: string }) {
  const { t } = useTranslation('listings');
  const sold = listing.status === 'sold';
  return (
    <Link
      to={to ?? `/cars/${listing.id}`}
      className={sold ? `${classes.card} ${classes.sold}` : classes.card}
      data-testid="car-card"
      data-id={listing.id}
    >
      <div className={classes.media}>
        {listing.cover ? (
          <img src={mediaUrl(listing.cover.thumbUrl || listing.cover.url)} alt="" loading="lazy" />
        ) : (
          <div className={listingStyles.placeholder}>
            <IconCar size={40} stroke={1.2} aria-hidden />
          </div>
        )}
        <span className={classes.status}>
          <StatusBadge status={listing.status} size="xs" />
        </span>
        {listing.photoCount > 1 && (
          <span className={classes.count}>
            <IconPhoto size={11} aria-hidden style={{ verticalAlign: '-1px' }} /> {num(listing.photoCount)}
          </span>
        )}
      </div>
      <div className={classes.body}>
        <Text component="h3" className={classes.title} size="sm" m={0}>
          <bdi>{listing.title}</bdi>
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {t('card.meta', { year: listing.year, mileage: km(listing.mileageKm), city: listing.cityName })}
        </Text>
        {listing.kind !== 'used' && (
          <Group gap={4}>
            <Badge size="xs" variant="light" color="grape">
              {listingLabel(t, 'kind', listing.kind)}
            </Badge>
          </Group>
        )}
        <Text className={`${classes.price} ${figures.amount}`} data-testid="car-card-price">
          {aedPrice(listing.priceFils)}
        </Text>
        <SellerBadge shop={listing.shop} />
      </div>
    </Link>
  );
}

/** Cards laid out as a list: rows on a phone, a grid from 700 px; `strip` makes one row that scrolls sideways. */
export function ListingGrid({ strip, className, ...rest }: ComponentPropsWithoutRef<'div'> & { strip?: boolean }) {
  const layout = strip ? classes.strip : classes.grid;
  return <div className={className ? `${layout} ${className}` : layout} {...rest} />;
}

/** The shape of a card while the list loads. */
export function ListingCardSkeleton() {
  return (
    <div className={classes.skeleton} aria-hidden>
      <Skeleton style={{ aspectRatio: '4 / 3' }} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 4 }}>
        <Skeleton height={14} width="90%" />
        <Skeleton height={10} width="60%" />
        <Skeleton height={18} width="45%" mt="sm" />
        <Skeleton height={10} width="40%" />
      </div>
    </div>
  );
}

export function ListingGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <ListingGrid role="status" aria-label={t('common:states.loading')} data-testid="cars-loading">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <ListingCardSkeleton key={i} />
      ))}
    </ListingGrid>
  );
}
