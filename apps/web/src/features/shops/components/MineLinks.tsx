import { Badge } from '@mantine/core';
import type { User } from '@souq/shared';
import { IconBuildingStore, IconHeart, IconSearch, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '../../../components/LinkRow';
import linkRow from '../../../components/LinkRow.module.css';
import { useAdminShops } from '../api/get-admin-shops';
import { useMyShop } from '../api/get-my-shop';
import { ShopStatusBadge } from './ShopStatusBadge';

/** Admins: how many shops wait for verification (the first page of the queue; "20+" beyond). */
function VerificationRow() {
  const { t } = useTranslation('shops');
  const queue = useAdminShops('pending', '');
  const first = queue.data?.pages[0];
  const count = first?.items.length ?? 0;
  return (
    <LinkRow
      to="/admin/shops"
      icon={<IconShieldCheck size={22} aria-hidden />}
      label={t('admin.title')}
      data-testid="mine-shop-verification"
      value={
        count > 0 ? (
          <Badge color="red" variant="filled" size="sm">
            {first?.nextCursor ? `${count}+` : count}
          </Badge>
        ) : undefined
      }
    />
  );
}

/** My shop (or "open a shop" / "become a dealer"), followed shops; for admins the verification queue. */
export function ShopsMineLinks({ user }: { user: User }) {
  const { t } = useTranslation('shops');
  const mine = useMyShop();
  const shop = mine.data?.shop;
  const isMerchant = user.roles.includes('merchant');
  return (
    <div className={linkRow.list} data-testid="mine-shop-links">
      {shop ? (
        <LinkRow
          to="/me/shop"
          icon={<IconBuildingStore size={22} aria-hidden />}
          label={t('manage.title')}
          value={<ShopStatusBadge status={shop.status} />}
          data-testid="mine-my-shop"
        />
      ) : (
        mine.isSuccess && (
          <LinkRow
            to="/me/shop/open"
            icon={<IconBuildingStore size={22} aria-hidden />}
            label={isMerchant ? t('open.title') : t('open.becomeDealer')}
            data-testid="mine-open-shop"
          />
        )
      )}
      <LinkRow
        to="/me/following"
        icon={<IconHeart size={22} aria-hidden />}
        label={t('following.title')}
        data-testid="mine-following"
      />
      <LinkRow
        to="/shops"
        icon={<IconSearch size={22} aria-hidden />}
        label={t('following.find')}
        data-testid="mine-find-shops"
      />
      {user.roles.includes('admin') && <VerificationRow />}
    </div>
  );
}
