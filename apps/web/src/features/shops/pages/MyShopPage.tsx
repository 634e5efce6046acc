import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { OwnShop } from '@souq/shared';
import {
  IconBuildingStore,
  IconCar,
  IconCirclePlus,
  IconEdit,
  IconExternalLink,
  IconFileCertificate,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkList } from '../../../components/LinkList';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { formatDate } from '../../../lib/format';
import { appLanguage } from '../../../lib/i18n';
import { useMyListingCounts } from '../../listings';
import { useMyShop } from '../api/get-my-shop';
import { ShopLogo } from '../components/ShopLogo';
import shopRow from '../components/ShopRow.module.css';
import { ShopStatusBadge } from '../components/ShopStatusBadge';
import { VerifiedBadge } from '../components/VerifiedBadge';
import { num } from '../format';
import classes from './MyShopPage.module.css';

/** The car counts shown next to the followers. */
const CAR_STATUSES = ['on_sale', 'pending_review', 'sold'] as const;

function StatusNote({ shop }: { shop: OwnShop }) {
  const { t } = useTranslation('shops');
  if (shop.status === 'pending') {
    return (
      <Alert color="yellow" variant="light" title={t('manage.pendingTitle')} data-testid="shop-status-note">
        {t('manage.pendingText')}
      </Alert>
    );
  }
  if (shop.status === 'rejected' || shop.status === 'suspended') {
    return (
      <Alert color="red" variant="light" title={t(`manage.${shop.status}Title`)} data-testid="shop-status-note">
        <Stack gap="xs" align="flex-start">
          {shop.rejectReason && (
            <Text size="sm" data-testid="shop-reject-reason">
              {t('manage.reason', { reason: shop.rejectReason })}
            </Text>
          )}
          {shop.status === 'rejected' && (
            <Button component={Link} to="/me/shop/edit" size="xs" color="red" variant="white">
              {t('manage.fixAndResubmit')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="teal" variant="light" data-testid="shop-status-note">
      <Group gap="xs">
        <VerifiedBadge label />
        {shop.verifiedAt && (
          <Text size="sm">{t('manage.verifiedSince', { date: formatDate(shop.verifiedAt, appLanguage()) })}</Text>
        )}
      </Group>
    </Alert>
  );
}

function Stat({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" className={classes.stat} data-testid={testId}>
      <Text className={classes.value}>{value === undefined ? '–' : num(value)}</Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

function Stats({ shop }: { shop: OwnShop }) {
  const { t } = useTranslation('shops');
  const counts = useMyListingCounts();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Stat label={t('manage.followers')} value={shop.followersCount} testId="shop-stat-followers" />
      {CAR_STATUSES.map((s) => (
        <Stat
          key={s}
          label={t(`manage.cars.${s}`)}
          value={counts.data ? (counts.data[s] ?? 0) : undefined}
          testId={`shop-stat-${s}`}
        />
      ))}
    </SimpleGrid>
  );
}

function Manage({ shop }: { shop: OwnShop }) {
  const { t } = useTranslation('shops');
  return (
    <Stack gap="md" data-testid="my-shop">
      <Paper withBorder radius="md" p="md">
        <Group wrap="nowrap" gap="md">
          <ShopLogo url={shop.logoUrl} name={shop.name} size={64} />
          <div className={shopRow.body}>
            <Text fw={700} size="lg" truncate>
              <bdi>{shop.name}</bdi>
            </Text>
            <Group gap="xs" mt={4}>
              <ShopStatusBadge status={shop.status} />
              {shop.cityName && (
                <Text size="sm" c="dimmed">
                  <bdi>{shop.cityName}</bdi>
                </Text>
              )}
            </Group>
          </div>
        </Group>
      </Paper>
      <StatusNote shop={shop} />
      <Stats shop={shop} />
      <LinkList
        items={[
          {
            to: `/shops/${shop.id}`,
            icon: IconBuildingStore,
            label: t('manage.viewPage'),
            testId: 'my-shop-view',
          },
          { to: '/me/shop/edit', icon: IconEdit, label: t('manage.edit'), testId: 'my-shop-edit' },
          {
            to: '/me/shop/consultants',
            icon: IconUsersGroup,
            label: t('consultants.title'),
            value: num(shop.consultants.length),
            testId: 'my-shop-consultants',
          },
          { to: '/me/cars', icon: IconCar, label: t('manage.myCars'), testId: 'my-shop-cars' },
          { to: '/cars/publish', icon: IconCirclePlus, label: t('manage.publishCar'), testId: 'my-shop-publish' },
        ]}
      />
      <Paper withBorder radius="md" p="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconFileCertificate size={22} aria-hidden />
          <div>
            <Text fw={600}>{t('manage.licence')}</Text>
            <Text size="sm">
              <span className="ltr">{shop.tradeLicenceNo}</span>
            </Text>
            {shop.tradeLicenceUrl ? (
              <Anchor href={shop.tradeLicenceUrl} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={4} component="span">
                  {t('manage.viewLicence')}
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {t('manage.noLicenceImage')}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt={4}>
              {t('manage.licencePrivate')}
            </Text>
          </div>
        </Group>
      </Paper>
    </Stack>
  );
}

/** Shop management (spec dianpuguanli): review status, stats, links to edit, consultants and cars. */
export default function MyShopPage() {
  const { t } = useTranslation('shops');
  const mine = useMyShop();
  return (
    <Page title={t('manage.title')} back="/mine">
      {mine.isPending && <LoadingState />}
      {mine.isError && <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />}
      {mine.isSuccess && !mine.data.shop && (
        <EmptyState
          icon={<IconBuildingStore size={34} />}
          title={t('manage.noShop')}
          description={t('manage.noShopText')}
          action={
            <Button component={Link} to="/me/shop/open" data-testid="my-shop-open">
              {t('open.title')}
            </Button>
          }
        />
      )}
      {mine.data?.shop && <Manage shop={mine.data.shop} />}
    </Page>
  );
}
