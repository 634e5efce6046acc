import { Group, Stack, Text } from '@mantine/core';
import type { ListingSummary } from '@souq/shared';
import { IconAlertCircle, IconCar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import figures from '../../../components/figures.module.css';
import { aedPrice } from '../../../lib/format';
import { useListing } from '../api/get-listing';
import { day, km, mediaUrl, num } from '../format';
import listingStyles from '../listings.module.css';
import classes from './ManageRow.module.css';
import { StatusBadge } from './StatusBadge';

/** Why an admin sent the car back (loaded with the car's detail). */
function RejectReason({ id }: { id: string }) {
  const { t } = useTranslation('listings');
  const reason = useListing(id).data?.rejectReason;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" c="red.7" data-testid="row-reject-reason">
      <IconAlertCircle size={16} style={{ flex: 'none', marginBlockStart: 2 }} aria-hidden />
      <Text size="sm" className={listingStyles.description} dir="auto">
        {reason ? t('owner.rejectReason', { reason }) : t('owner.rejectedText')}
      </Text>
    </Group>
  );
}

/** A car in a management list (my cars, review queue): photo, facts, status, and the actions given. */
export function ManageRow({
  listing,
  actions,
  extra,
  to = `/cars/${listing.id}`,
}: {
  listing: ListingSummary;
  actions?: ReactNode;
  extra?: ReactNode;
  /** Where the photo and title lead (the car's page; the review page in the admin queue). */
  to?: string;
}) {
  const { t } = useTranslation('listings');
  return (
    <div className={classes.row} data-testid="manage-row" data-id={listing.id}>
      <Link to={to} className={classes.media} aria-label={listing.title}>
        {listing.cover ? (
          <img src={mediaUrl(listing.cover.thumbUrl || listing.cover.url)} alt="" loading="lazy" />
        ) : (
          <div className={listingStyles.placeholder}>
            <IconCar size={32} stroke={1.2} aria-hidden />
          </div>
        )}
      </Link>
      <Stack gap={4} style={{ minInlineSize: 0 }}>
        <Text component={Link} to={to} fw={600} size="sm" lineClamp={2} c="inherit" td="none">
          <bdi>{listing.title}</bdi>
        </Text>
        <Text size="xs" c="dimmed">
          {t('card.meta', { year: listing.year, mileage: km(listing.mileageKm), city: listing.cityName })}
        </Text>
        <Group gap="xs">
          <Text fw={700} c="indigo.8" className={figures.amount}>
            {aedPrice(listing.priceFils)}
          </Text>
          <StatusBadge status={listing.status} size="xs" />
        </Group>
        <Text size="xs" c="dimmed">
          {t('owner.updated', { date: day(listing.refreshedAt) })} · {t('owner.views', { n: num(listing.views) })}
        </Text>
        {listing.status === 'rejected' && <RejectReason id={listing.id} />}
        {extra}
      </Stack>
      {actions && <div className={classes.actions}>{actions}</div>}
    </div>
  );
}
