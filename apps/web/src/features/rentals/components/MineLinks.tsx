import type { User } from '@souq/shared';
import {
  IconBuildingStore,
  IconCar,
  IconCarGarage,
  IconClipboardList,
  IconGavel,
  IconId,
  IconListDetails,
  IconPlus,
  IconReceipt,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkList } from '../../../components/LinkList';

/** This feature's rows on the Mine page: my orders and drivers; a merchant's fleet; an admin's lists. */
export function RentalsMineLinks({ user }: { user: User }) {
  const { t } = useTranslation('rentals');
  const merchant = user.roles.includes('merchant');
  const admin = user.roles.includes('admin');
  return (
    <>
      <LinkList
        testId="mine-rentals"
        items={[
          { to: '/me/rentals', icon: IconReceipt, label: t('mine.orders'), testId: 'mine-rental-orders' },
          { to: '/me/drivers', icon: IconId, label: t('mine.drivers'), testId: 'mine-drivers' },
        ]}
      />
      {merchant && (
        <LinkList
          testId="mine-rentals-merchant"
          items={[
            { to: '/merchant/rentals/cars', icon: IconCarGarage, label: t('mine.fleet'), testId: 'mine-fleet' },
            {
              to: '/merchant/rentals/orders',
              icon: IconClipboardList,
              label: t('mine.merchantOrders'),
              testId: 'mine-merchant-orders',
            },
            { to: '/merchant/rentals/branches', icon: IconBuildingStore, label: t('mine.branches') },
            { to: '/rentals/publish', icon: IconPlus, label: t('mine.publish') },
          ]}
        />
      )}
      {admin && (
        <LinkList
          testId="mine-rentals-admin"
          items={[
            { to: '/admin/rentals/orders', icon: IconListDetails, label: t('mine.adminOrders') },
            { to: '/admin/rentals/cars', icon: IconCar, label: t('mine.adminCars') },
            {
              to: '/admin/rentals/claims',
              icon: IconGavel,
              label: t('mine.adminClaims'),
              testId: 'mine-admin-claims',
            },
          ]}
        />
      )}
    </>
  );
}
