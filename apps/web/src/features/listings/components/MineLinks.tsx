import { Badge } from '@mantine/core';
import { badgeText, type User } from '@souq/shared';
import { IconCar, IconCirclePlus, IconHeart, IconHistory, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkList } from '../../../components/LinkList';
import { LinkRow } from '../../../components/LinkRow';
import { useAdminListings } from '../api/get-admin-listings';
import { useMyListingCounts } from '../api/get-my-listing-counts';
import { num } from '../format';

function CountBadge({ count, color, testId }: { count: number; color: string; testId: string }) {
  if (count <= 0) return null;
  return (
    <Badge color={color} variant="light" size="sm" data-testid={testId}>
      {badgeText(count)}
    </Badge>
  );
}

/** Admins: how many cars wait for review (the first page of the queue; "50+" beyond). */
function PendingReviewRow() {
  const { t } = useTranslation('listings');
  const queue = useAdminListings({ status: 'pending_review', q: '' });
  const first = queue.data?.pages[0];
  const count = first?.items.length ?? 0;
  return (
    <LinkRow
      to="/admin/listings"
      icon={<IconShieldCheck size={22} aria-hidden />}
      label={t('admin.title')}
      data-testid="mine-review-listings"
      value={
        count > 0 ? (
          <Badge color="red" variant="filled" size="sm" data-testid="mine-review-count">
            {first?.nextCursor ? `${num(count)}+` : num(count)}
          </Badge>
        ) : undefined
      }
    />
  );
}

/** This feature's rows on the Mine page. */
export function ListingsMineLinks({ user }: { user: User }) {
  const { t } = useTranslation('listings');
  const counts = useMyListingCounts();
  const isAdmin = user.roles.includes('admin');
  return (
    <LinkList
      testId="mine-cars-links"
      items={[
        {
          to: '/me/cars',
          icon: IconCar,
          label: t('mine.title'),
          testId: 'mine-my-cars',
          value: <CountBadge count={counts.data?.on_sale ?? 0} color="teal" testId="mine-on-sale-count" />,
        },
        { to: '/cars/publish', icon: IconCirclePlus, label: t('mine.publish'), testId: 'mine-publish-car' },
        { to: '/me/favourites', icon: IconHeart, label: t('favourites.title'), testId: 'mine-favourites' },
        { to: '/me/history', icon: IconHistory, label: t('history.title'), testId: 'mine-history' },
      ]}
    >
      {isAdmin && <PendingReviewRow />}
    </LinkList>
  );
}
