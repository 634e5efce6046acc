import { useTranslation } from 'react-i18next';
import { VehiclePickerField, type VehicleValue } from '../../catalog';

export type { VehicleValue };

/** Make and model of the filter drawer (the catalogue's picker: brand, then series). */
export function VehicleFilter({ value, onChange }: { value: VehicleValue; onChange: (v: VehicleValue) => void }) {
  const { t } = useTranslation('listings');
  return (
    <VehiclePickerField
      level="series"
      value={value}
      onChange={(next) => onChange({ brandId: next.brandId, seriesId: next.seriesId })}
      placeholder={t('filters.anyBrand')}
      clearable
      data-testid="filter-vehicle"
    />
  );
}
