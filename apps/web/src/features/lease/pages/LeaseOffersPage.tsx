import { Button, Chip, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { LEASE_MAX_MONTHS } from '@souq/shared';
import { IconCarSuv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AmountInput } from '../../../components/AmountInput';
import { InfiniteList, pagedItems } from '../../../components/InfiniteList';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/States';
import { useBrands } from '../../catalog';
import { CityChip } from '../../regions';
import { type LeaseOfferFilters, useLeaseOffers } from '../api/get-lease-offers';
import { OfferCard } from '../components/OfferCard';
import lease from '../lease.module.css';
import classes from './LeaseOffersPage.module.css';

const TERM_FILTERS = [1, 6, 12, 24, LEASE_MAX_MONTHS];

/** Lease offers (spec: longtermList type=2) in the chosen city, with filters kept in the address. */
export default function LeaseOffersPage() {
  const { t } = useTranslation('lease');
  const [params, setParams] = useSearchParams();
  const brands = useBrands();
  const [budget, setBudget] = useState(params.get('maxMonthly') ?? '');
  const filters: LeaseOfferFilters = {
    brandId: params.get('brandId') || undefined,
    leaseToOwn: params.get('own') === '1' || undefined,
    months: Number(params.get('months')) || undefined,
    maxMonthly: params.get('maxMonthly') || undefined,
  };
  const list = useLeaseOffers(filters);
  const filtered = !!(filters.brandId || filters.leaseToOwn || filters.months || filters.maxMonthly);

  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <Page title={t('offers.title')} back="/lease" actions={<CityChip />}>
      <Stack gap="md">
        <div className={classes.filters} data-testid="lease-offer-filters">
          <NativeSelect
            label={t('offers.brand')}
            value={filters.brandId ?? ''}
            onChange={(e) => setParam('brandId', e.currentTarget.value || undefined)}
            data={[
              { value: '', label: t('offers.anyBrand') },
              ...(brands.data ?? []).map((b) => ({ value: b.id, label: b.name })),
            ]}
            data-testid="lease-filter-brand"
          />
          <NativeSelect
            label={t('offers.term')}
            value={filters.months ? String(filters.months) : ''}
            onChange={(e) => setParam('months', e.currentTarget.value || undefined)}
            data={[
              { value: '', label: t('offers.anyTerm') },
              ...TERM_FILTERS.map((m) => ({ value: String(m), label: t('months', { count: m }) })),
            ]}
            data-testid="lease-filter-term"
          />
          <AmountInput
            label={t('offers.budget')}
            value={budget}
            onChange={setBudget}
            onBlur={() => setParam('maxMonthly', budget || undefined)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') setParam('maxMonthly', budget || undefined);
            }}
            data-testid="lease-filter-budget"
          />
          <Group align="flex-end" h="100%">
            <Chip
              checked={!!filters.leaseToOwn}
              onChange={(checked) => setParam('own', checked ? '1' : undefined)}
              data-testid="lease-filter-own"
            >
              {t('leaseToOwn')}
            </Chip>
          </Group>
        </div>
        {filtered && (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => {
                setBudget('');
                setParams(new URLSearchParams(), { replace: true });
              }}
            >
              {t('offers.clearFilters')}
            </Button>
          </Group>
        )}
        <InfiniteList
          query={list}
          empty={
            <EmptyState
              icon={<IconCarSuv size={34} />}
              title={t('offers.empty')}
              description={t('offers.emptyText')}
              action={
                <Button component={Link} to="/lease/demand">
                  {t('home.submitDemand')}
                </Button>
              }
            />
          }
        >
          {(items) => (
            <div className={lease.offerGrid} data-testid="lease-offer-list">
              {items.map((offer) => (
                <OfferCard key={offer.id} offer={offer} />
              ))}
            </div>
          )}
        </InfiniteList>
        {pagedItems(list).length > 0 && (
          <Text size="xs" c="dimmed" ta="center">
            {t('offers.footnote')}
          </Text>
        )}
      </Stack>
    </Page>
  );
}
