import type { User } from '@souq/shared';
import { IconCarGarage, IconEye, IconGavel, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkList } from '../../../components/LinkList';

/** This feature's rows on the Mine page: my bids, my watch list, my cars at auction; the review queue for admins. */
export function AuctionsMineLinks({ user }: { user: User }) {
  const { t } = useTranslation('auctions');
  const isAdmin = user.roles.includes('admin');
  return (
    <LinkList
      testId="mine-auctions-links"
      items={[
        { to: '/auctions/me/bids', icon: IconGavel, label: t('myBids.title'), testId: 'mine-my-bids' },
        { to: '/auctions/me/watches', icon: IconEye, label: t('watches.title'), testId: 'mine-watches' },
        { to: '/auctions/me/releases', icon: IconCarGarage, label: t('release.myTitle'), testId: 'mine-releases' },
        isAdmin && {
          to: '/admin/auctions/releases',
          icon: IconShieldCheck,
          label: t('admin.releasesTitle'),
          testId: 'mine-review-releases',
        },
      ]}
    />
  );
}
