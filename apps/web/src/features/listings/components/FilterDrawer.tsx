import { Button, Chip, Drawer, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  BODY_TYPES,
  FUEL_TYPES,
  LISTING_KINDS,
  LISTING_YEAR_MIN,
  maxModelYear,
  REGIONAL_SPECS,
  SELLER_TYPES,
  type SellerType,
  TRANSMISSIONS,
} from '@souq/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidescreen } from '../../../app/layout/AppLayout';
import { type CarFilters, filterCount, resetFilters } from '../filters';
import { currency, kmUnit, num } from '../format';
import { listingLabel, type VehicleGroup, vehicleLabel } from '../labels';
import classes from './FilterDrawer.module.css';
import { VehicleFilter } from './VehicleFilter';

type ListKey = 'kind' | 'fuel' | 'bodyType' | 'regionalSpec' | 'transmission';
type RangeKey = 'yearMin' | 'yearMax' | 'priceMin' | 'priceMax' | 'mileageMin' | 'mileageMax';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={8} className={classes.section} component="fieldset" style={{ border: 0, margin: 0, padding: 0 }}>
      <Text component="legend" fw={600} size="sm" mb={8}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * The filter drawer (spec: select-filter): the user edits a copy and applies it with "Show cars";
 * "Reset" clears the copy. From the bottom on a phone, from the inline end on a wide screen.
 */
export function FilterDrawer({
  opened,
  onClose,
  value,
  onApply,
}: {
  opened: boolean;
  onClose: () => void;
  value: CarFilters;
  onApply: (next: CarFilters) => void;
}) {
  const { t } = useTranslation('listings');
  const wide = useWidescreen();
  const [draft, setDraft] = useState<CarFilters>(value);
  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);

  const setList = (key: ListKey, values: string[]) => setDraft((d) => ({ ...d, [key]: values }));
  const setRange = (key: RangeKey, v: string | number) =>
    setDraft((d) => ({
      ...d,
      [key]: typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : undefined,
    }));

  const chips = (key: ListKey, values: readonly string[], label: (v: string) => string) => (
    <Chip.Group multiple value={draft[key] as string[]} onChange={(next) => setList(key, next)}>
      <Group gap={6}>
        {values.map((v) => (
          <Chip key={v} value={v} size="sm" data-testid={`filter-${key}-${v}`}>
            {label(v)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
  const vehicleChips = (key: ListKey, group: VehicleGroup, values: readonly string[]) =>
    chips(key, values, (v) => vehicleLabel(t, group, v));

  const range = (minKey: RangeKey, maxKey: RangeKey, opts: { min?: number; max?: number; unit?: string }) => (
    <div className={classes.rangeRow}>
      <NumberInput
        label={t('filters.from')}
        value={draft[minKey] ?? ''}
        onChange={(v) => setRange(minKey, v)}
        min={opts.min ?? 0}
        max={opts.max}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        thousandSeparator={minKey.startsWith('year') ? undefined : ','}
        rightSection={
          opts.unit ? (
            <Text size="xs" c="dimmed">
              {opts.unit}
            </Text>
          ) : undefined
        }
        rightSectionWidth={opts.unit ? 40 : undefined}
        inputMode="numeric"
        data-testid={`filter-${minKey}`}
      />
      <Text c="dimmed" pb={8} aria-hidden>
        –
      </Text>
      <NumberInput
        label={t('filters.to')}
        value={draft[maxKey] ?? ''}
        onChange={(v) => setRange(maxKey, v)}
        min={opts.min ?? 0}
        max={opts.max}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        thousandSeparator={maxKey.startsWith('year') ? undefined : ','}
        rightSection={
          opts.unit ? (
            <Text size="xs" c="dimmed">
              {opts.unit}
            </Text>
          ) : undefined
        }
        rightSectionWidth={opts.unit ? 40 : undefined}
        inputMode="numeric"
        data-testid={`filter-${maxKey}`}
      />
    </div>
  );

  const count = filterCount(draft);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={wide ? 'right' : 'bottom'}
      size={wide ? 440 : '88%'}
      title={t('filters.title')}
      radius={wide ? 0 : 'lg'}
      data-testid="filter-drawer"
      styles={{ body: { paddingBlockEnd: 0 } }}
    >
      <Stack gap="md" pb={88}>
        <Section title={t('filters.make')}>
          <VehicleFilter
            value={{ brandId: draft.brandId, seriesId: draft.seriesId, modelId: draft.modelId }}
            onChange={(v) => setDraft((d) => ({ ...d, brandId: v.brandId, seriesId: v.seriesId, modelId: v.modelId }))}
          />
        </Section>
        <Section title={t('filters.kind')}>{chips('kind', LISTING_KINDS, (v) => listingLabel(t, 'kind', v))}</Section>
        <Section title={t('filters.price')}>{range('priceMin', 'priceMax', { unit: currency() })}</Section>
        <Section title={t('filters.year')}>
          {range('yearMin', 'yearMax', { min: LISTING_YEAR_MIN, max: maxModelYear() })}
        </Section>
        <Section title={t('filters.mileage')}>{range('mileageMin', 'mileageMax', { unit: kmUnit() })}</Section>
        <Section title={t('facts.fuel')}>{vehicleChips('fuel', 'fuel', FUEL_TYPES)}</Section>
        <Section title={t('facts.body')}>{vehicleChips('bodyType', 'body', BODY_TYPES)}</Section>
        <Section title={t('facts.transmission')}>{vehicleChips('transmission', 'transmission', TRANSMISSIONS)}</Section>
        <Section title={t('facts.regionalSpec')}>
          {vehicleChips('regionalSpec', 'regionalSpec', REGIONAL_SPECS)}
        </Section>
        <Section title={t('filters.sellerType')}>
          <SegmentedControl
            fullWidth
            value={draft.sellerType ?? 'all'}
            onChange={(v) => setDraft((d) => ({ ...d, sellerType: v === 'all' ? undefined : (v as SellerType) }))}
            data={[
              { value: 'all', label: t('filters.anySeller') },
              ...SELLER_TYPES.map((s) => ({ value: s, label: listingLabel(t, 'sellerType', s) })),
            ]}
            data-testid="filter-seller-type"
          />
        </Section>
      </Stack>
      <Group
        gap="sm"
        wrap="nowrap"
        style={{
          position: 'sticky',
          insetBlockEnd: 0,
          marginInline: 'calc(var(--mantine-spacing-md) * -1)',
          padding: 'var(--mantine-spacing-md)',
          background: 'var(--mantine-color-body)',
          borderBlockStart: '1px solid var(--mantine-color-gray-2)',
        }}
      >
        <Button
          variant="default"
          onClick={() => setDraft(resetFilters(draft))}
          style={{ flex: 'none' }}
          data-testid="filter-reset"
        >
          {t('filters.reset')}
        </Button>
        <Button
          style={{ flex: 1, minInlineSize: 0 }}
          onClick={() => {
            onApply(draft);
            onClose();
          }}
          data-testid="filter-apply"
        >
          {count > 0 ? t('filters.applyCount', { count, n: num(count) }) : t('filters.apply')}
        </Button>
      </Group>
    </Drawer>
  );
}
