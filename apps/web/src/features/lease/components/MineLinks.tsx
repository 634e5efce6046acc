import type { User } from '@souq/shared';
import { IconCarSuv, IconClipboardList, IconFileCertificate, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkList } from '../../../components/LinkList';
import { ADMIN_OFFERS_PATH, MERCHANT_OFFERS_PATH } from '../offers-path';

/** This feature's rows on the Mine page: long-term lease and my requests; lease offers and intents by role. */
export function LeaseMineLinks({ user }: { user: User }) {
  const { t } = useTranslation('lease');
  const admin = user.roles.includes('admin');
  const publisher = admin || (user.roles.includes('merchant') && user.merchantStatus === 'verified');
  return (
    <>
      <LinkList
        testId="mine-lease"
        items={[
          { to: '/lease', icon: IconKey, label: t('title'), testId: 'mine-lease-home' },
          { to: '/me/lease', icon: IconFileCertificate, label: t('nav.myRequests'), testId: 'mine-lease-requests' },
        ]}
      />
      {publisher && (
        <LinkList
          testId="mine-lease-manage"
          items={[
            {
              to: admin ? ADMIN_OFFERS_PATH : MERCHANT_OFFERS_PATH,
              icon: IconCarSuv,
              label: t(admin ? 'nav.adminOffers' : 'nav.myOffers'),
              testId: 'mine-lease-offers',
            },
            admin && {
              to: '/admin/lease/demands',
              icon: IconClipboardList,
              label: t('nav.adminDemands'),
              testId: 'mine-lease-intents',
            },
          ]}
        />
      )}
    </>
  );
}
