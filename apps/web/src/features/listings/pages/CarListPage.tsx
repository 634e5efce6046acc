import { ActionIcon, Button, Indicator, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconCarOff, IconSearch, IconX } from '@tabler/icons-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/States';
import { CityChip } from '../../regions';
import { useListings } from '../api/get-listings';
import { useMarkCarsVisit } from '../api/mark-visit';
import { CarList } from '../components/CarList';
import { FilterChips } from '../components/FilterChips';
import { FilterDrawer } from '../components/FilterDrawer';
import { SortMenu } from '../components/SortMenu';
import { type CarFilters, filterCount, filtersToParams, parseFilters, resetFilters, toApiQuery } from '../filters';
import { num } from '../format';
import listingStyles from '../listings.module.css';
import { saveRecentSearch } from '../local';
import classes from './CarListPage.module.css';

/** The page title for the kinds chosen: "Cars abroad" for /cars?kind=abroad (spec: carListAbord). */
function titleKey(filters: CarFilters): string {
  if (filters.kind.length === 1) return `list.titleByKind.${filters.kind[0]}`;
  return 'list.title';
}

/** Used cars for sale (spec: carList, carListAbord): search, sort, filters in the address, infinite list. */
export default function CarListPage() {
  const { t } = useTranslation('listings');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const query = useMemo(() => toApiQuery(filters), [filters]);
  const listings = useListings(query);
  const [drawer, { open, close }] = useDisclosure(false);
  const [text, setText] = useState(filters.q ?? '');
  const visit = useMarkCarsVisit();

  // Opening the list counts as a visit: the Home tab's new-cars badge clears.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useEffect(() => {
    visit.mutate();
  }, []);
  useEffect(() => setText(filters.q ?? ''), [filters.q]);

  const apply = (next: CarFilters) => setParams(filtersToParams(next));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) saveRecentSearch(q);
    apply({ ...filters, q: q || undefined });
  };
  const count = filterCount(filters);
  const filtered = count > 0 || !!filters.q;

  return (
    <Page title={t(titleKey(filters))} back="/?tab=cars" actions={<CityChip />}>
      <div className={classes.toolbar}>
        <div className={classes.row}>
          <search className={classes.search}>
            <form onSubmit={submit}>
              <TextInput
                type="search"
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                placeholder={t('search.placeholder')}
                aria-label={t('search.label')}
                leftSection={<IconSearch size={16} aria-hidden />}
                rightSection={
                  text ? (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      aria-label={t('search.clear')}
                      onClick={() => {
                        setText('');
                        if (filters.q) apply({ ...filters, q: undefined });
                      }}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  ) : null
                }
                enterKeyHint="search"
                maxLength={100}
                data-testid="car-search-input"
              />
            </form>
          </search>
          <SortMenu value={filters.sort} onChange={(sort) => apply({ ...filters, sort })} />
          <Indicator label={num(count)} size={16} disabled={count === 0} offset={4}>
            <Button
              variant={count > 0 ? 'light' : 'default'}
              onClick={open}
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              px="sm"
              aria-label={count > 0 ? t('filters.openCount', { count, n: num(count) }) : t('filters.open')}
              data-testid="open-filters"
            >
              <span className={listingStyles.hideOnPhone}>{t('filters.title')}</span>
            </Button>
          </Indicator>
        </div>
        <FilterChips value={filters} onChange={apply} />
      </div>
      <CarList
        query={listings}
        empty={
          <EmptyState
            icon={<IconCarOff size={34} />}
            title={filtered ? t('list.noneFiltered') : t('list.none')}
            description={filtered ? t('list.noneFilteredText') : t('list.noneText')}
            action={
              filtered ? (
                <Button variant="light" onClick={() => apply(resetFilters(filters, true))} data-testid="empty-clear">
                  {t('list.clearFilters')}
                </Button>
              ) : undefined
            }
          />
        }
      />
      <FilterDrawer opened={drawer} onClose={close} value={filters} onApply={apply} />
    </Page>
  );
}
