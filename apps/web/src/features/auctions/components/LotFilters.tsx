import { Button, Collapse, Group, Select, SimpleGrid } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/AmountInput';
import { useBrands } from '../../catalog';
import { CityPickerField } from '../../regions';

export interface LotFilterValues {
  cityId: string;
  brandId: string;
  minPrice: string;
  maxPrice: string;
}

/** City, brand and current-price range of the lot list, behind a "Filters" button on a phone. */
export function LotFilters({ value, onChange }: { value: LotFilterValues; onChange: (next: LotFilterValues) => void }) {
  const { t } = useTranslation('auctions');
  const brands = useBrands();
  const [open, setOpen] = useState(false);
  const [min, setMin] = useState(value.minPrice);
  const [max, setMax] = useState(value.maxPrice);
  const applyPrice = useDebouncedCallback((next: Partial<LotFilterValues>) => onChange({ ...value, ...next }), 500);
  const active = [value.cityId, value.brandId, value.minPrice, value.maxPrice].filter(Boolean).length;

  return (
    <div>
      <Group gap="xs">
        <Button
          variant={active ? 'light' : 'default'}
          size="sm"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          data-testid="lot-filters-toggle"
        >
          {active ? t('filters.titleCount', { count: active }) : t('filters.title')}
        </Button>
        {active > 0 && (
          <Button
            variant="subtle"
            size="sm"
            onClick={() => {
              setMin('');
              setMax('');
              onChange({ cityId: '', brandId: '', minPrice: '', maxPrice: '' });
            }}
            data-testid="lot-filters-clear"
          >
            {t('filters.clear')}
          </Button>
        )}
      </Group>
      <Collapse expanded={open}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" pt="sm">
          <CityPickerField
            label={t('filters.city')}
            value={value.cityId || null}
            onChange={(id) => onChange({ ...value, cityId: id ?? '' })}
            clearable
            data-testid="filter-city"
          />
          <Select
            label={t('filters.brand')}
            placeholder={t('filters.anyBrand')}
            searchable
            clearable
            data={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
            value={value.brandId || null}
            onChange={(id) => onChange({ ...value, brandId: id ?? '' })}
            data-testid="filter-brand"
          />
          <AmountInput
            label={t('filters.minPrice')}
            value={min}
            onChange={(v) => {
              setMin(v);
              applyPrice({ minPrice: v });
            }}
            data-testid="filter-min"
          />
          <AmountInput
            label={t('filters.maxPrice')}
            value={max}
            onChange={(v) => {
              setMax(v);
              applyPrice({ maxPrice: v });
            }}
            data-testid="filter-max"
          />
        </SimpleGrid>
      </Collapse>
    </div>
  );
}
