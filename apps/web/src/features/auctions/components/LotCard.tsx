import { Badge, Group, Text } from '@mantine/core';
import type { LotCard as LotCardData } from '@souq/shared/auctions/auctions.schema';
import { IconCar, IconGavel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import figures from '../../../components/figures.module.css';
import { aedPrice, kmUnit } from '../../../lib/format';
import { appLanguage } from '../../../lib/i18n';
import { num } from '../format';
import { mediaUrl } from '../media';
import { Countdown } from './Countdown';
import classes from './LotCard.module.css';
import { WatchButton } from './WatchButton';

/** One lot in a list: the cover at phone size, title, current (or start) price, time left, bids and the watch toggle. */
export function LotCard({ lot, eager = false }: { lot: LotCardData; eager?: boolean }) {
  const { t } = useTranslation('auctions');
  const { state } = lot;
  return (
    <article className={classes.card} data-testid="lot-card" data-id={lot.id}>
      <div className={classes.media}>
        {lot.cover ? (
          <img
            src={mediaUrl(lot.cover.thumbUrl || lot.cover.url)}
            alt=""
            width={400}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <div className={classes.placeholder}>
            <IconCar size={40} stroke={1.2} aria-hidden />
          </div>
        )}
        {lot.position !== null && (
          <span className={classes.position}>{t('lot.position', { n: num(lot.position + 1) })}</span>
        )}
      </div>
      <div className={classes.body}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text component="h3" className={classes.title} size="sm" m={0}>
            {/* The whole card opens the lot (the link's area is stretched over it); the watch toggle sits above. */}
            <Link to={`/auctions/lots/${lot.id}`} className={classes.link}>
              <bdi>{lot.title}</bdi>
            </Link>
          </Text>
          <span className={classes.above}>
            <WatchButton lotId={lot.id} watching={lot.isWatched} />
          </span>
        </Group>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {t('lot.meta', {
            year: lot.year,
            mileage: `${num(lot.mileageKm)} ${kmUnit(appLanguage())}`,
            city: lot.cityName,
          })}
        </Text>
        <div>
          <Text size="xs" c="dimmed" component="span">
            {state.priceFils === null ? t('price.start') : t('price.current')}
          </Text>{' '}
          <Text component="span" fw={700} className={`${classes.price} ${figures.amount}`} data-testid="lot-card-price">
            {aedPrice(state.priceFils ?? state.startPriceFils)}
          </Text>
        </div>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Countdown state={state} size="xs" />
          <Badge variant="light" color="gray" size="sm" leftSection={<IconGavel size={12} aria-hidden />}>
            {t('lot.bids', { count: state.bidCount })}
          </Badge>
        </Group>
      </div>
    </article>
  );
}

/** Lot cards as rows on a phone, a grid from 700 px. */
export function LotGrid({ children }: { children: React.ReactNode }) {
  return <div className={classes.grid}>{children}</div>;
}
