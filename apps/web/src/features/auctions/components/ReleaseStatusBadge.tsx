import { Badge } from '@mantine/core';
import type { Release } from '@souq/shared/auctions/auctions.schema';
import { useTranslation } from 'react-i18next';

const COLOR: Record<string, string> = {
  pending_review: 'yellow',
  rejected: 'red',
  approved: 'indigo',
  scheduled: 'indigo',
  open: 'teal',
  sold: 'teal',
  on_approval: 'orange',
  unsold: 'gray',
};

/** Where a released car stands: its status, or once closed its result. */
export function ReleaseStatusBadge({ release }: { release: Pick<Release, 'status' | 'result'> }) {
  const { t } = useTranslation('auctions');
  const key = release.status === 'closed' && release.result ? release.result : release.status;
  return (
    <Badge variant="light" color={COLOR[key] ?? 'gray'} style={{ flex: 'none' }} data-testid="release-status">
      {release.status === 'closed' && release.result ? t(`result.${release.result}`) : t(`lotStatus.${release.status}`)}
    </Badge>
  );
}
