import { Button, Pill } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { activeChips, type CarFilters, type FilterChip, removeChip, resetFilters } from '../filters';
import { km, num } from '../format';
import { listingLabel, type VehicleGroup, vehicleLabel } from '../labels';
import classes from './FilterChips.module.css';
import { useVehicleNames } from './vehicle-names';

const VEHICLE_GROUP: Record<string, VehicleGroup> = {
  fuel: 'fuel',
  bodyType: 'body',
  regionalSpec: 'regionalSpec',
  transmission: 'transmission',
};

/** The applied filters as removable chips, and "Reset" when there are any. */
export function FilterChips({ value, onChange }: { value: CarFilters; onChange: (next: CarFilters) => void }) {
  const { t } = useTranslation('listings');
  const names = useVehicleNames(value.brandId, value.seriesId);
  const chips = activeChips(value);
  if (chips.length === 0) return null;

  const range = (min: number | undefined, max: number | undefined, fmt: (n: number) => string) => {
    if (min !== undefined && max !== undefined) return t('chips.between', { min: fmt(min), max: fmt(max) });
    if (min !== undefined) return t('chips.atLeast', { min: fmt(min) });
    return t('chips.atMost', { max: fmt(max as number) });
  };
  const label = (chip: FilterChip): string => {
    switch (chip.key) {
      case 'q':
        return `“${chip.value}”`;
      case 'brand':
        return [names.brand ?? chip.brandId, chip.seriesId ? (names.series ?? chip.seriesId) : null]
          .filter(Boolean)
          .join(' · ');
      case 'kind':
        return listingLabel(t, 'kind', chip.value);
      case 'sellerType':
        return listingLabel(t, 'sellerType', chip.value);
      case 'year':
        return `${t('filters.year')}: ${range(chip.min, chip.max, String)}`;
      case 'price':
        return `${t('filters.price')}: ${range(chip.min, chip.max, (n) => `${num(n)}`)}`;
      case 'mileage':
        return `${t('filters.mileage')}: ${range(chip.min, chip.max, km)}`;
      default:
        return vehicleLabel(t, VEHICLE_GROUP[chip.key] as VehicleGroup, chip.value);
    }
  };
  return (
    <div className={classes.row} data-testid="applied-filters">
      {chips.map((chip) => {
        const text = label(chip);
        return (
          <Pill
            key={`${chip.key}:${'value' in chip ? chip.value : ''}`}
            size="md"
            withRemoveButton
            onRemove={() => onChange(removeChip(value, chip))}
            removeButtonProps={{ 'aria-label': t('chips.remove', { filter: text }) }}
            data-testid={`chip-${chip.key}`}
          >
            {text}
          </Pill>
        );
      })}
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => onChange(resetFilters(value, true))}
        data-testid="chips-reset"
      >
        {t('filters.reset')}
      </Button>
    </div>
  );
}
