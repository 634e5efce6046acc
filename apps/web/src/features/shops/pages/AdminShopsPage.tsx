import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type AdminShop, SHOP_REASON_MAX, SHOP_STATUSES, type ShopStatus } from '@souq/shared';
import { IconCheck, IconExternalLink, IconPlayerPause, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/AdminPage';
import { InfiniteList } from '../../../components/InfiniteList';
import { ReasonModal, useReasonPrompt } from '../../../components/ReasonModal';
import { EmptyState } from '../../../components/States';
import { formatDateTime } from '../../../lib/format';
import { appLanguage } from '../../../lib/i18n';
import { useMe } from '../../users';
import { useAdminShops } from '../api/get-admin-shops';
import { useReviewShop } from '../api/review-shop';
import { ShopLogo } from '../components/ShopLogo';
import '../format';
import linkRow from '../../../components/LinkRow.module.css';
import { StatusTabs, useStatusParam } from '../../../components/StatusTabs';
import classes from './AdminShopsPage.module.css';

function AdminShopRow({
  shop,
  onVerify,
  onReason,
  busy,
}: {
  shop: AdminShop;
  onVerify: () => void;
  onReason: (action: 'reject' | 'suspend') => void;
  busy: boolean;
}) {
  const { t } = useTranslation('shops');
  const lang = appLanguage();
  return (
    <div className={classes.item} data-testid="admin-shop-item" data-id={shop.id}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ShopLogo url={shop.logoUrl} name={shop.name} size={48} />
        <Stack gap={2} className={classes.info}>
          <Anchor component={Link} to={`/shops/${shop.id}`} fw={600} className={classes.name}>
            <bdi>{shop.name}</bdi>
          </Anchor>
          <Text size="sm">
            {t('admin.owner', { name: shop.owner.nickname ?? '—' })} ·{' '}
            <span className="ltr">{shop.owner.mobile ?? ''}</span>
          </Text>
          <Text size="sm" c="dimmed">
            <bdi>{shop.cityName ?? ''}</bdi> · <bdi>{shop.address}</bdi>
          </Text>
          <Text size="sm">
            {t('admin.licence')} <span className="ltr">{shop.tradeLicenceNo}</span>
            {shop.tradeLicenceUrl ? (
              <>
                {' · '}
                <Anchor href={shop.tradeLicenceUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('admin.viewLicence')} <IconExternalLink size={12} aria-hidden />
                </Anchor>
              </>
            ) : (
              <Text span size="sm" c="orange.8">
                {' · '}
                {t('admin.noLicenceImage')}
              </Text>
            )}
          </Text>
          <Text size="xs" c="dimmed">
            {t('admin.submittedAt', { date: formatDateTime(shop.createdAt, lang) })}
          </Text>
          {shop.rejectReason && (
            <Text size="sm" c="red.7">
              {t('manage.reason', { reason: shop.rejectReason })}
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap="xs" className={classes.actions}>
        {shop.status !== 'verified' && (
          <Button
            size="xs"
            color="teal"
            leftSection={<IconCheck size={16} />}
            onClick={onVerify}
            loading={busy}
            data-testid="verify-shop"
          >
            {t('admin.verify')}
          </Button>
        )}
        {shop.status === 'pending' && (
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconX size={16} />}
            onClick={() => onReason('reject')}
            disabled={busy}
            data-testid="reject-shop"
          >
            {t('admin.reject')}
          </Button>
        )}
        {(shop.status === 'verified' || shop.status === 'pending') && (
          <Button
            size="xs"
            color="gray"
            variant="light"
            leftSection={<IconPlayerPause size={16} />}
            onClick={() => onReason('suspend')}
            disabled={busy}
            data-testid="suspend-shop"
          >
            {t('admin.suspend')}
          </Button>
        )}
      </Group>
    </div>
  );
}

function StatusList({ status, q }: { status: ShopStatus; q: string }) {
  const { t } = useTranslation('shops');
  const list = useAdminShops(status, q);
  const review = useReviewShop();
  const prompt = useReasonPrompt<{ shop: AdminShop; action: 'reject' | 'suspend' }>();
  const asking = prompt.item;
  const busyId = review.isPending ? review.variables?.id : null;

  const confirm = () => {
    const reason = prompt.reason();
    if (!asking || !reason) return;
    review.mutate({ id: asking.shop.id, action: asking.action, reason }, { onSuccess: prompt.close });
  };

  return (
    <Stack gap="sm" pt="md">
      <InfiniteList query={list} loadMore={{ py: 'sm' }} empty={<EmptyState title={t(`admin.none.${status}`)} />}>
        {(items) => (
          <div className={linkRow.list}>
            {items.map((shop) => (
              <AdminShopRow
                key={shop.id}
                shop={shop}
                busy={busyId === shop.id}
                onVerify={() => review.mutate({ id: shop.id, action: 'verify' })}
                onReason={(action) => prompt.open({ shop, action })}
              />
            ))}
          </div>
        )}
      </InfiniteList>
      <ReasonModal
        {...prompt.modal}
        title={asking ? t(`admin.${asking.action}Title`) : ''}
        text={asking ? t(`admin.${asking.action}Text`, { name: asking.shop.name }) : undefined}
        label={t('admin.reason')}
        description={t('admin.reasonHint')}
        maxLength={SHOP_REASON_MAX}
        confirmLabel={asking ? t(`admin.${asking.action}`) : ''}
        onConfirm={confirm}
        loading={review.isPending}
        inputTestId="shop-reason"
        confirmTestId="shop-reason-confirm"
      />
    </Stack>
  );
}

/** Admin: shops by review status; verify, reject (with a reason) or suspend. */
export default function AdminShopsPage() {
  const { t } = useTranslation('shops');
  const me = useMe();
  const [status, setStatus] = useStatusParam<ShopStatus>(SHOP_STATUSES, 'pending');
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const isAdmin = me.data?.roles.includes('admin') ?? false;

  return (
    <AdminPage
      title={t('admin.title')}
      allowed={isAdmin}
      checking={!me.data}
      forbidden={{ title: t('admin.forbidden'), text: t('admin.forbiddenText') }}
      filters={
        <TextInput
          type="search"
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          data-testid="admin-shop-search"
        />
      }
    >
      <StatusTabs
        statuses={SHOP_STATUSES}
        value={status}
        onChange={setStatus}
        label={(s) => t(`status.${s}`)}
        testIdPrefix="admin-shop-tab-"
      >
        {(s) => <StatusList status={s} q={debounced} />}
      </StatusTabs>
    </AdminPage>
  );
}
