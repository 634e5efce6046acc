import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ShopDetail } from '@souq/shared';
import { IconBrandWhatsapp, IconCar, IconMapPin, IconPhone, IconSettings, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { InfiniteList } from '../../../components/InfiniteList';
import linkRow from '../../../components/LinkRow.module.css';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { telUrl, whatsappChatUrl } from '../../../lib/contact';
import { ChatWithButton } from '../../chat';
import { ListingCard, ListingGrid } from '../../listings';
import { useShop } from '../api/get-shop';
import { useShopCars } from '../api/get-shop-cars';
import { ConsultantCard } from '../components/ConsultantCard';
import { FollowButton } from '../components/FollowButton';
import { ShopHours } from '../components/ShopHours';
import { ShopLogo } from '../components/ShopLogo';
import shopRow from '../components/ShopRow.module.css';
import { VerifiedBadge } from '../components/VerifiedBadge';
import { mapSearchUrl, mapUrl, num } from '../format';
import classes from './ShopPage.module.css';

function ShopCars({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation('shops');
  const cars = useShopCars(shop.id);
  return (
    <section aria-labelledby="shop-cars-title" data-testid="shop-cars">
      <Title order={2} size="h4" id="shop-cars-title" mb="sm">
        {t('detail.cars')}
      </Title>
      <InfiniteList
        query={cars}
        loadMore={{ py: 'sm' }}
        empty={<EmptyState icon={<IconCar size={34} />} title={t('detail.noCars')} />}
      >
        {(items) => (
          <ListingGrid>
            {items.map((listing) => (
              <ListingCard key={listing.id} listing={listing} />
            ))}
          </ListingGrid>
        )}
      </InfiniteList>
    </section>
  );
}

function ShopView({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation('shops');
  const whatsapp = shop.whatsapp;
  const map = shop.lat !== null && shop.lng !== null ? mapUrl(shop.lat, shop.lng) : mapSearchUrl(shop.address);
  return (
    <Stack gap="lg" data-testid="shop-page">
      <div className={classes.hero}>
        <div className={classes.cover}>
          {shop.coverUrl ? <img src={shop.coverUrl} alt="" /> : <div className={classes.coverBlank} />}
        </div>
        <div className={classes.head}>
          <ShopLogo url={shop.logoUrl} name={shop.name} size={84} className={classes.heroLogo} />
          <div className={classes.title}>
            <Group gap={6} wrap="nowrap">
              <Title order={2} size="h3" className={classes.name} data-testid="shop-title">
                <bdi>{shop.name}</bdi>
              </Title>
              {shop.verified && <VerifiedBadge size={22} />}
            </Group>
            <Group gap="md" mt={4} className={classes.meta}>
              {shop.cityName && (
                <span className={shopRow.metaItem}>
                  <IconMapPin size={14} aria-hidden />
                  <bdi>{shop.cityName}</bdi>
                </span>
              )}
              <span className={shopRow.metaItem} data-testid="shop-followers">
                <IconUsers size={14} aria-hidden />
                {t('followersCount', { count: shop.followersCount, formatted: num(shop.followersCount) })}
              </span>
              <span className={shopRow.metaItem}>
                <IconCar size={14} aria-hidden />
                {t('carsCount', { count: shop.carsCount, formatted: num(shop.carsCount) })}
              </span>
            </Group>
          </div>
        </div>
      </div>

      {shop.status === 'pending' && (
        <Alert color="yellow" variant="light" data-testid="shop-pending-note">
          {t('detail.pendingNote')}
        </Alert>
      )}
      {(shop.status === 'rejected' || shop.status === 'suspended') && (
        <Alert color="red" variant="light">
          {t(`detail.hiddenNote.${shop.status}`)}
        </Alert>
      )}

      <div className={classes.actions}>
        {shop.isOwner ? (
          <Button component={Link} to="/me/shop" variant="light" leftSection={<IconSettings size={18} />}>
            {t('detail.manage')}
          </Button>
        ) : (
          <>
            <ChatWithButton kind="shop" id={shop.id} variant="filled" />
            <FollowButton shopId={shop.id} following={shop.isFollowing} />
          </>
        )}
        <Button
          component="a"
          href={telUrl(shop.phone) ?? undefined}
          variant="default"
          leftSection={<IconPhone size={18} />}
          data-testid="shop-call"
        >
          {t('contact.call')}
        </Button>
        {whatsapp && (
          <Button
            component="a"
            href={whatsappChatUrl(whatsapp, t('contact.whatsappText', { shop: shop.name })) ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            color="green"
            leftSection={<IconBrandWhatsapp size={18} />}
            data-testid="shop-whatsapp"
          >
            {t('contact.whatsapp')}
          </Button>
        )}
      </div>

      <div className={classes.infoGrid}>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            {shop.description && (
              <Text size="sm" className={classes.description} dir="auto">
                {shop.description}
              </Text>
            )}
            <div>
              <Text fw={600} mb={4}>
                {t('detail.address')}
              </Text>
              <Text size="sm" dir="auto">
                {shop.address}
              </Text>
              <Anchor href={map} target="_blank" rel="noopener noreferrer" size="sm" data-testid="shop-map-link">
                <Group gap={4} component="span" wrap="nowrap">
                  <IconMapPin size={14} aria-hidden />
                  {t('detail.openMap')}
                </Group>
              </Anchor>
            </div>
            <div>
              <Text fw={600} mb={4}>
                {t('detail.phone')}
              </Text>
              <Anchor href={telUrl(shop.phone) ?? undefined} size="sm">
                <span className="ltr">{shop.phone}</span>
              </Anchor>
            </div>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <ShopHours hours={shop.hours} openNow={shop.openNow} />
        </Paper>
      </div>

      {shop.consultants.length > 0 && (
        <section aria-labelledby="shop-consultants-title">
          <Title order={2} size="h4" id="shop-consultants-title" mb="sm">
            {t('detail.consultants')}
          </Title>
          <div className={linkRow.list}>
            {shop.consultants.map((c) => (
              <ConsultantCard key={c.id} consultant={c} shopName={shop.name} />
            ))}
          </div>
        </section>
      )}

      <ShopCars shop={shop} />
    </Stack>
  );
}

/** A dealer's page (spec dianpu): cover, logo, badge, hours, address, contacts, consultants and cars. */
export default function ShopPage() {
  const { t } = useTranslation('shops');
  const { id = '' } = useParams();
  const shop = useShop(id);
  return (
    <Page title={shop.data?.name ?? t('detail.title')} back="/shops">
      {shop.isPending && <LoadingState />}
      {shop.isError && <ErrorState error={shop.error} onRetry={() => void shop.refetch()} />}
      {shop.data && <ShopView shop={shop.data} />}
    </Page>
  );
}
