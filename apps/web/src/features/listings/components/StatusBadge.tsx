import { Badge } from '@mantine/core';
import type { ListingStatus } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import { listingLabel } from '../labels';

const COLORS: Record<ListingStatus, string> = {
  draft: 'gray',
  pending_review: 'yellow',
  rejected: 'red',
  on_sale: 'teal',
  reserved: 'orange',
  sold: 'dark',
  removed: 'gray',
};

/** A buyer's label ("Available", "Reserved", "Sold") or, for the seller, the review status. */
export function StatusBadge({ status, size = 'sm' }: { status: ListingStatus; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('listings');
  return (
    <Badge color={COLORS[status]} variant="filled" size={size} data-testid="listing-status" data-status={status}>
      {listingLabel(t, 'status', status)}
    </Badge>
  );
}
