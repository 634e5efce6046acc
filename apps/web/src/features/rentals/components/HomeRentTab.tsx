import { Anchor, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconCalculator, IconCalendarMonth, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LinkRow } from '../../../components/LinkRow';
import linkRow from '../../../components/LinkRow.module.css';
import { EmptyState, ErrorState } from '../../../components/States';
import { BannerCarousel } from '../../catalog';
import { useSelectedCity } from '../../regions';
import { useRentalCars } from '../api/rental-cars';
import { defaultRange } from '../dates';
import rentalStyles from '../rentals.module.css';
import { type RentalSearch, searchToParams } from '../search';
import classes from './HomeRentTab.module.css';
import { RentalCarCard } from './RentalCarCard';
import { RentalSearchForm } from './RentalSearchForm';

const POPULAR_COUNT = 6;

/** The Home page's rent tab (the default): banners, the search card, popular cars and the lease entries. */
export function HomeRentTab() {
  const { t } = useTranslation('rentals');
  const navigate = useNavigate();
  const city = useSelectedCity();
  const [initial] = useState<RentalSearch>(() => {
    // The chosen city (not a whole emirate) is the natural pick-up place.
    const cityId = city && !city.isProvince ? city.id : null;
    return { ...defaultRange(Date.now()), pickupCityId: cityId, returnCityId: cityId, carTypes: [] };
  });
  const popular = useRentalCars(null, { sort: 'recommended', onlyAvailable: false }, POPULAR_COUNT);
  const cars = popular.data?.pages[0]?.items ?? [];

  return (
    <Stack gap="lg" data-testid="home-rent-tab">
      <BannerCarousel placement="home_rent" />
      <Paper withBorder p="md" radius="md" className={classes.search} shadow="xs">
        <Title order={2} size="h4" mb="sm">
          {t('home.searchTitle')}
        </Title>
        <RentalSearchForm initial={initial} onSubmit={(search) => navigate(`/rentals?${searchToParams(search)}`)} />
      </Paper>

      <div className={linkRow.list}>
        <LinkRow to="/lease" icon={<IconCalendarMonth size={22} aria-hidden />} label={t('home.lease')} />
        <LinkRow to="/lease/calculator" icon={<IconCalculator size={22} aria-hidden />} label={t('home.calculator')} />
        <LinkRow to="/rentals/terms" icon={<IconFileText size={22} aria-hidden />} label={t('home.terms')} />
      </div>

      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('home.popular')}
          </Title>
          <Anchor component={Link} to="/rentals" size="sm" data-testid="home-rent-all">
            {t('home.seeAll')}
          </Anchor>
        </Group>
        {popular.isPending && (
          <div className={rentalStyles.grid}>
            <Skeleton height={110} radius="md" />
            <Skeleton height={110} radius="md" />
          </div>
        )}
        {popular.isError && <ErrorState error={popular.error} onRetry={() => void popular.refetch()} />}
        {popular.isSuccess && cars.length === 0 && (
          <EmptyState title={t('home.noCars')} description={t('home.noCarsText')} />
        )}
        {cars.length > 0 && (
          <div className={rentalStyles.grid} data-testid="home-popular">
            {cars.map((car) => (
              <RentalCarCard key={car.id} car={car} to={`/rentals/cars/${encodeURIComponent(car.id)}`} compact />
            ))}
          </div>
        )}
      </Stack>
    </Stack>
  );
}
