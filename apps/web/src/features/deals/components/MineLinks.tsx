import type { User } from '@souq/shared';
import { IconReceipt, IconShieldCheck, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkList } from '../../../components/LinkList';

/** This feature's rows on the Mine page: won and sold lots; every deal for admins. */
export function DealsMineLinks({ user }: { user: User }) {
  const { t } = useTranslation('deals');
  return (
    <LinkList
      testId="mine-deals-links"
      items={[
        { to: '/deals?role=buyer', icon: IconTrophy, label: t('mine.won'), testId: 'mine-deals-won' },
        { to: '/deals?role=seller', icon: IconReceipt, label: t('mine.sold'), testId: 'mine-deals-sold' },
        user.roles.includes('admin') && {
          to: '/admin/deals',
          icon: IconShieldCheck,
          label: t('admin.title'),
          testId: 'mine-deals-admin',
        },
      ]}
    />
  );
}
