import { Button, Chip, Stack, Switch, Text } from '@mantine/core';
import { RENTAL_CAR_TYPES, type RentalCarType } from '@souq/shared';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CityPickerField } from '../../regions';
import type { RentalSearch } from '../search';
import { DateRangeField } from './DateRangeField';
import classes from './RentalSearchForm.module.css';

/** Car type filter chips (multiple); none chosen means every type. */
export function CarTypeChips({
  value,
  onChange,
}: {
  value: RentalCarType[];
  onChange: (types: RentalCarType[]) => void;
}) {
  const { t } = useTranslation('rentals');
  return (
    <Chip.Group multiple value={value} onChange={(next) => onChange(next as RentalCarType[])}>
      <div className={classes.chips}>
        {RENTAL_CAR_TYPES.map((type) => (
          <Chip
            key={type}
            value={type}
            size="sm"
            variant="outline"
            wrapperProps={{ 'data-testid': `car-type-${type}` }}
          >
            {t(`carType.${type}`)}
          </Chip>
        ))}
      </div>
    </Chip.Group>
  );
}

/**
 * The rental search (spec home rent tab and rentalCar): pick-up and return location, pick-up and
 * return date and time, car types. The Home tab and the list's "edit search" use it.
 */
export function RentalSearchForm({
  initial,
  onSubmit,
}: {
  initial: RentalSearch;
  onSubmit: (search: RentalSearch) => void;
}) {
  const { t } = useTranslation('rentals');
  const [search, setSearch] = useState(initial);
  const [sameReturn, setSameReturn] = useState(!initial.returnCityId || initial.returnCityId === initial.pickupCityId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ ...search, returnCityId: sameReturn ? search.pickupCityId : search.returnCityId });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="rent-search-form">
      <Stack gap="md">
        <CityPickerField
          label={t('search.pickupCity')}
          placeholder={t('search.anywhere')}
          clearable
          value={search.pickupCityId}
          onChange={(cityId) => setSearch((s) => ({ ...s, pickupCityId: cityId }))}
          data-testid="rent-pickup-city"
        />
        <Switch
          label={t('search.sameReturn')}
          checked={sameReturn}
          onChange={(e) => setSameReturn(e.currentTarget.checked)}
          data-testid="same-return"
        />
        {!sameReturn && (
          <CityPickerField
            label={t('search.returnCity')}
            placeholder={t('search.anywhere')}
            clearable
            value={search.returnCityId}
            onChange={(cityId) => setSearch((s) => ({ ...s, returnCityId: cityId }))}
            data-testid="rent-return-city"
          />
        )}
        <DateRangeField
          value={{ pickupAt: search.pickupAt, returnAt: search.returnAt }}
          onChange={(range) => setSearch((s) => ({ ...s, ...range }))}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('search.carType')}
          </Text>
          <CarTypeChips value={search.carTypes} onChange={(carTypes) => setSearch((s) => ({ ...s, carTypes }))} />
        </Stack>
        <Button type="submit" size="md" leftSection={<IconSearch size={18} />} data-testid="rent-search-submit">
          {t('search.submit')}
        </Button>
      </Stack>
    </form>
  );
}
