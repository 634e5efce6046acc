import { Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ShopSort } from '@souq/shared';
import { IconBuildingStore, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InfiniteList } from '../../../components/InfiniteList';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/States';
import { CityChip } from '../../regions';
import { useShops } from '../api/get-shops';
import { ShopRow } from '../components/ShopRow';
import '../format';
import linkRow from '../../../components/LinkRow.module.css';

/** Find dealers (spec carshop): name search, the chosen city, most followed or newest first. */
export default function ShopsPage() {
  const { t } = useTranslation('shops');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const sort: ShopSort = params.get('sort') === 'newest' ? 'newest' : 'followers';
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const list = useShops(debounced, sort);

  const update = (next: { q?: string; sort?: ShopSort }) => {
    const merged = { q, sort, ...next };
    const out: Record<string, string> = {};
    if (merged.q) out.q = merged.q;
    if (merged.sort !== 'followers') out.sort = merged.sort;
    setParams(out, { replace: true });
  };

  return (
    <Page title={t('list.title')} actions={<CityChip />}>
      <Stack gap="sm">
        <TextInput
          type="search"
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={q}
          onChange={(e) => update({ q: e.currentTarget.value })}
          data-testid="shop-search"
        />
        <Group justify="flex-end">
          <SegmentedControl
            size="xs"
            value={sort}
            onChange={(v) => update({ sort: v as ShopSort })}
            data={[
              { value: 'followers', label: t('list.sortFollowers') },
              { value: 'newest', label: t('list.sortNewest') },
            ]}
            data-testid="shop-sort"
          />
        </Group>
        <InfiniteList
          query={list}
          loadMore={{ py: 'sm' }}
          empty={
            <EmptyState
              icon={<IconBuildingStore size={34} />}
              title={debounced ? t('list.noneFound') : t('list.none')}
              description={t('list.noneHint')}
            />
          }
        >
          {(items) => (
            <div className={linkRow.list} data-testid="shop-list">
              {items.map((shop) => (
                <ShopRow key={shop.id} shop={shop} />
              ))}
            </div>
          )}
        </InfiniteList>
      </Stack>
    </Page>
  );
}
