import { Badge } from '@mantine/core';
import type { User } from '@souq/shared';
import { IconBuildingStore, IconHeart, IconSearch, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkList } from '../../../components/LinkList';
import { LinkRow } from '../../../components/LinkRow';
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
    <LinkList
      testId="mine-shop-links"
      items={[
        shop
          ? {
              to: '/me/shop',
              icon: IconBuildingStore,
              label: t('manage.title'),
              value: <ShopStatusBadge status={shop.status} />,
              testId: 'mine-my-shop',
            }
          : mine.isSuccess && {
              to: '/me/shop/open',
              icon: IconBuildingStore,
              label: isMerchant ? t('open.title') : t('open.becomeDealer'),
              testId: 'mine-open-shop',
            },
        { to: '/me/following', icon: IconHeart, label: t('following.title'), testId: 'mine-following' },
        { to: '/shops', icon: IconSearch, label: t('following.find'), testId: 'mine-find-shops' },
      ]}
    >
      {user.roles.includes('admin') && <VerificationRow />}
    </LinkList>
  );
}
