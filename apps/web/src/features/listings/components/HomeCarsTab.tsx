import { Anchor, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCar, IconChevronRight, IconPlaneArrival, IconSearch, IconShip, IconWorld } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/States';
import { BannerCarousel } from '../../catalog';
import { CityChip } from '../../regions';
import { useListingsPreview } from '../api/get-listings';
import { useMarkCarsVisit } from '../api/mark-visit';
import classes from './HomeCarsTab.module.css';
import { HotBrands } from './HotBrands';
import { ListingCard, ListingGrid, ListingGridSkeleton } from './ListingCard';

const ENTRIES = [
  { key: 'used', to: '/cars', icon: IconCar },
  { key: 'import', to: '/cars?kind=import', icon: IconPlaneArrival },
  { key: 'export', to: '/cars?kind=export', icon: IconShip },
  { key: 'abroad', to: '/cars?kind=abroad', icon: IconWorld },
] as const;

export const LATEST_COUNT = 10;

/** The Home page's import and used-car tab: banners, entries by kind, hot brands, the latest cars. */
export function HomeCarsTab() {
  const { t } = useTranslation('listings');
  const navigate = useNavigate();
  const latest = useListingsPreview({ sort: 'newest' }, LATEST_COUNT);
  const visit = useMarkCarsVisit();
  // Opening the tab counts as a visit: the Home tab's new-cars badge clears.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useEffect(() => {
    visit.mutate();
  }, []);
  const items = latest.data?.items ?? [];

  return (
    <Stack gap="lg" data-testid="home-cars-tab">
      <Group gap="sm" wrap="nowrap">
        <UnstyledButton
          onClick={() => void navigate('/cars/search')}
          style={{
            flex: 1,
            minInlineSize: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            padding: '9px 14px',
            borderRadius: 999,
            background: 'var(--mantine-color-white)',
            border: '1px solid var(--mantine-color-gray-3)',
            color: 'var(--mantine-color-dimmed)',
          }}
          data-testid="home-cars-search"
        >
          <IconSearch size={16} aria-hidden />
          <Text size="sm" c="dimmed" truncate>
            {t('search.placeholder')}
          </Text>
        </UnstyledButton>
        <CityChip />
      </Group>
      <BannerCarousel placement="home_cars" />
      <nav className={classes.entries} aria-label={t('home.entries')}>
        {ENTRIES.map(({ key, to, icon: Icon }) => (
          <Link key={key} to={to} className={classes.entry} data-testid={`home-entry-${key}`}>
            <Icon size={26} color="var(--mantine-color-indigo-7)" aria-hidden />
            <span>{t(`home.entry.${key}`)}</span>
          </Link>
        ))}
      </nav>
      <Stack gap="xs" component="section" aria-labelledby="hot-brands-title">
        <Group justify="space-between">
          <Title order={2} size="h5" id="hot-brands-title">
            {t('home.hotBrands')}
          </Title>
          <Anchor component={Link} to="/brands" size="sm" data-testid="home-all-brands">
            <Group gap={2}>
              {t('home.allBrands')}
              <IconChevronRight className="icon-directional" size={16} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        <HotBrands />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="latest-title">
        <Group justify="space-between">
          <Title order={2} size="h5" id="latest-title">
            {t('home.latest')}
          </Title>
          <Anchor component={Link} to="/cars" size="sm" data-testid="home-see-all">
            <Group gap={2}>
              {t('home.seeAll')}
              <IconChevronRight className="icon-directional" size={16} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        {latest.isPending && <ListingGridSkeleton count={4} />}
        {latest.isError && <ErrorState error={latest.error} onRetry={() => void latest.refetch()} />}
        {latest.isSuccess && items.length === 0 && (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            {t('list.noneText')}
          </Text>
        )}
        {items.length > 0 && (
          <ListingGrid data-testid="home-latest">
            {items.map((listing) => (
              <ListingCard key={listing.id} listing={listing} />
            ))}
          </ListingGrid>
        )}
      </Stack>
    </Stack>
  );
}
