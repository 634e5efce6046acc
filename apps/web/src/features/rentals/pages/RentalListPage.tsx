import { Button, Group, Modal, NativeSelect, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { rentalDays } from '@souq/shared';
import { IconAdjustmentsHorizontal, IconCalendarSearch, IconClock } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/LoadMore';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState } from '../../../components/States';
import { appLanguage } from '../../../lib/i18n';
import { CityChip, regionLabel, useRegionIndex } from '../../regions';
import { useRentalCars } from '../api/rental-cars';
import { RentalCarCard } from '../components/RentalCarCard';
import { CarTypeChips, RentalSearchForm } from '../components/RentalSearchForm';
import { formatRentalShort } from '../dates';
import rentalStyles from '../rentals.module.css';
import {
  listOptionsFromParams,
  RENTAL_SORTS,
  type RentalListOptions,
  type RentalSearch,
  rangeParams,
  searchFromParams,
  searchToParams,
} from '../search';
import classes from './RentalListPage.module.css';

const SKELETONS = ['a', 'b', 'c', 'd'];

/** Loads the next page when the list's end scrolls into view (the button stays for keyboards). */
function useAutoLoad(onVisible: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) callback.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

/** Spec rentalCarList: the search summary, car type chips, sort, cars with price and availability. */
export default function RentalListPage() {
  const { t } = useTranslation('rentals');
  const lang = appLanguage();
  const phone = useMediaQuery('(max-width: 600px)');
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchFromParams(params), [params]);
  const options = useMemo(() => listOptionsFromParams(params), [params]);
  const [editing, setEditing] = useState(false);
  const { index } = useRegionIndex();
  const placeName = (id: string | null) => {
    const entry = id ? index.get(id) : undefined;
    return entry ? regionLabel(entry) : (id ?? '');
  };
  const list = useRentalCars(search, options);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const days = rentalDays(search.pickupAt, search.returnAt);
  const more = useAutoLoad(() => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  }, !!list.hasNextPage);

  const apply = (next: RentalSearch, nextOptions: RentalListOptions = options) =>
    setParams(searchToParams(next, nextOptions), { replace: true });
  const carLink = (id: string) => `/rentals/cars/${encodeURIComponent(id)}?${rangeParams(search)}`;

  return (
    <Page title={t('list.title')} back="/" actions={<CityChip />}>
      <Stack gap="md">
        <button
          type="button"
          className={classes.summary}
          onClick={() => setEditing(true)}
          data-testid="rent-summary"
          aria-label={t('list.editSearch')}
        >
          <IconCalendarSearch size={22} color="var(--mantine-primary-color-filled)" aria-hidden />
          <div className={classes.summaryMain}>
            <Text fw={600} size="sm" lineClamp={1}>
              {formatRentalShort(search.pickupAt, lang)} – {formatRentalShort(search.returnAt, lang)}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              <IconClock size={12} aria-hidden style={{ verticalAlign: 'middle' }} data-testid="summary-days-icon" />{' '}
              {t('list.summaryDays', { count: days })}
              {placeName(search.pickupCityId) ? ` · ${placeName(search.pickupCityId)}` : ''}
              {search.returnCityId && search.returnCityId !== search.pickupCityId
                ? ` – ${placeName(search.returnCityId)}`
                : ''}
            </Text>
          </div>
          <IconAdjustmentsHorizontal size={20} aria-hidden />
        </button>

        <CarTypeChips value={search.carTypes} onChange={(carTypes) => apply({ ...search, carTypes })} />

        <Group justify="space-between" gap="sm" wrap="wrap">
          <Switch
            label={t('list.onlyAvailable')}
            checked={options.onlyAvailable}
            onChange={(e) => apply(search, { ...options, onlyAvailable: e.currentTarget.checked })}
            data-testid="only-available"
          />
          <NativeSelect
            aria-label={t('list.sort')}
            size="xs"
            value={options.sort}
            onChange={(e) => apply(search, { ...options, sort: e.currentTarget.value as RentalListOptions['sort'] })}
            data={RENTAL_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
            data-testid="rent-sort"
          />
        </Group>

        {list.isPending && (
          <div className={rentalStyles.grid} aria-busy="true">
            {SKELETONS.map((key) => (
              <Stack key={key} gap={6}>
                <Skeleton height={160} radius="md" />
                <Skeleton height={14} width="70%" />
                <Skeleton height={12} width="40%" />
              </Stack>
            ))}
          </div>
        )}
        {list.isError && !list.data && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
        {list.isSuccess && items.length === 0 && (
          <EmptyState
            title={t('list.empty')}
            description={options.onlyAvailable ? t('list.emptyText') : t('list.emptyNoFilter')}
            action={
              <Button variant="light" onClick={() => setEditing(true)} data-testid="rent-empty-edit">
                {t('list.tryOtherDates')}
              </Button>
            }
          />
        )}
        {items.length > 0 && (
          <div className={rentalStyles.grid} data-testid="rental-results">
            {items.map((car) => (
              <RentalCarCard key={car.id} car={car} to={carLink(car.id)} days={days} />
            ))}
          </div>
        )}
        <div ref={more}>
          <LoadMore
            hasMore={!!list.hasNextPage}
            loading={list.isFetchingNextPage}
            onLoad={() => void list.fetchNextPage()}
          />
        </div>
      </Stack>

      <Modal
        opened={editing}
        onClose={() => setEditing(false)}
        title={t('list.editSearch')}
        fullScreen={phone}
        centered
        size="lg"
      >
        {editing && (
          <RentalSearchForm
            initial={search}
            onSubmit={(next) => {
              apply(next);
              setEditing(false);
            }}
          />
        )}
      </Modal>
    </Page>
  );
}
