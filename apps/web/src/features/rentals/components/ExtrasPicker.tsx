import { Checkbox, Stack } from '@mantine/core';
import { RENTAL_EXTRAS, type RentalExtra } from '@souq/shared';
import { useTranslation } from 'react-i18next';

/** The extras of a rental: a chauffeur and a translator or guide per day, delivery once. */
export function ExtrasPicker({ value, onChange }: { value: RentalExtra[]; onChange: (extras: RentalExtra[]) => void }) {
  const { t } = useTranslation('rentals');
  return (
    <Checkbox.Group
      label={t('extras.title')}
      value={value}
      onChange={(next) => onChange(RENTAL_EXTRAS.filter((e) => next.includes(e)))}
    >
      <Stack gap="xs" mt={6}>
        {RENTAL_EXTRAS.map((extra) => (
          <Checkbox
            key={extra}
            value={extra}
            label={t(`extras.${extra}`)}
            description={t(`extrasHint.${extra}`)}
            data-testid={`extra-${extra}`}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
