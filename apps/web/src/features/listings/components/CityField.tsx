import { useTranslation } from 'react-i18next';
import { CityPickerField } from '../../regions';

/** The city the car is in (the regions' picker). */
export function CityField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('listings');
  return (
    <CityPickerField
      label={t('form.city')}
      required
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      error={error}
      data-testid="form-city"
    />
  );
}
