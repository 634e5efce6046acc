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
import { LinkRow } from '../../../components/LinkRow';
import linkRow from '../../../components/LinkRow.module.css';

/** This feature's rows on the Mine page: my orders and drivers; a merchant's fleet; an admin's lists. */
export function RentalsMineLinks({ user }: { user: User }) {
  const { t } = useTranslation('rentals');
  const merchant = user.roles.includes('merchant');
  const admin = user.roles.includes('admin');
  return (
    <>
      <div className={linkRow.list} data-testid="mine-rentals">
        <LinkRow
          to="/me/rentals"
          icon={<IconReceipt size={22} aria-hidden />}
          label={t('mine.orders')}
          data-testid="mine-rental-orders"
        />
        <LinkRow
          to="/me/drivers"
          icon={<IconId size={22} aria-hidden />}
          label={t('mine.drivers')}
          data-testid="mine-drivers"
        />
      </div>
      {merchant && (
        <div className={linkRow.list} data-testid="mine-rentals-merchant">
          <LinkRow
            to="/merchant/rentals/cars"
            icon={<IconCarGarage size={22} aria-hidden />}
            label={t('mine.fleet')}
            data-testid="mine-fleet"
          />
          <LinkRow
            to="/merchant/rentals/orders"
            icon={<IconClipboardList size={22} aria-hidden />}
            label={t('mine.merchantOrders')}
            data-testid="mine-merchant-orders"
          />
          <LinkRow
            to="/merchant/rentals/branches"
            icon={<IconBuildingStore size={22} aria-hidden />}
            label={t('mine.branches')}
          />
          <LinkRow to="/rentals/publish" icon={<IconPlus size={22} aria-hidden />} label={t('mine.publish')} />
        </div>
      )}
      {admin && (
        <div className={linkRow.list} data-testid="mine-rentals-admin">
          <LinkRow
            to="/admin/rentals/orders"
            icon={<IconListDetails size={22} aria-hidden />}
            label={t('mine.adminOrders')}
          />
          <LinkRow to="/admin/rentals/cars" icon={<IconCar size={22} aria-hidden />} label={t('mine.adminCars')} />
          <LinkRow
            to="/admin/rentals/claims"
            icon={<IconGavel size={22} aria-hidden />}
            label={t('mine.adminClaims')}
            data-testid="mine-admin-claims"
          />
        </div>
      )}
    </>
  );
}
