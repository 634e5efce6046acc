import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { type RentalBranch, rentalBranchInput } from '@souq/shared';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useZodForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { CityPickerField } from '../../regions';
import { useCreateBranch, useUpdateBranch } from '../api/branches';

/** Dubai's centre: where a new branch's pin starts. */
const DEFAULT_POSITION = { lat: 25.2048, lng: 55.2708 };

const branchForm = rentalBranchInput.extend({
  lat: z.coerce.number({ error: 'validation:required' }).min(-90).max(90),
  lng: z.coerce.number({ error: 'validation:required' }).min(-180).max(180),
});

/**
 * A pick-up/return branch: name, city, address and its position on the map (typed, or taken from
 * the device's location). Saves through the API and answers the saved branch.
 */
export function BranchForm({ branch, onSaved }: { branch?: RentalBranch; onSaved: (branch: RentalBranch) => void }) {
  const { t } = useTranslation('rentals');
  const create = useCreateBranch();
  const update = useUpdateBranch();
  const [locating, setLocating] = useState(false);
  const form = useZodForm(branchForm, {
    name: branch?.name ?? '',
    cityId: branch?.cityId ?? '',
    address: branch?.address ?? '',
    lat: branch?.lat ?? DEFAULT_POSITION.lat,
    lng: branch?.lng ?? DEFAULT_POSITION.lng,
  });

  const submit = form.onSubmit(async (data) => {
    try {
      const saved = branch ? await update.mutateAsync({ id: branch.id, body: data }) : await create.mutateAsync(data);
      // The branch list (or the car form's branch picker) shows the saved branch: no toast.
      onSaved(saved);
    } catch (error) {
      form.applyServerErrors(error);
    }
  });

  const locate = () => {
    if (!navigator.geolocation) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        form.setFieldValue('lat', Number(position.coords.latitude.toFixed(6)));
        form.setFieldValue('lng', Number(position.coords.longitude.toFixed(6)));
      },
      () => {
        setLocating(false);
        toast({ kind: 'error', message: t('branches.noLocation') });
      },
      { timeout: 10_000 },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="branch-form">
      <Stack gap="md">
        <TextInput
          label={t('branches.name')}
          placeholder={t('branches.namePlaceholder')}
          withAsterisk
          maxLength={80}
          {...form.getInputProps('name')}
          data-testid="branch-name"
        />
        <CityPickerField
          label={t('branches.city')}
          value={(form.values.cityId as string) || null}
          onChange={(cityId) => form.setFieldValue('cityId', cityId ?? '')}
          error={form.errors.cityId}
          required
          data-testid="branch-city"
        />
        <TextInput
          label={t('branches.address')}
          withAsterisk
          maxLength={200}
          {...form.getInputProps('address')}
          data-testid="branch-address"
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t('branches.lat')}
            decimalScale={6}
            min={-90}
            max={90}
            dir="ltr"
            value={form.values.lat as number}
            onChange={(v) => form.setFieldValue('lat', v as number)}
            error={form.errors.lat}
            data-testid="branch-lat"
          />
          <NumberInput
            label={t('branches.lng')}
            decimalScale={6}
            min={-180}
            max={180}
            dir="ltr"
            value={form.values.lng as number}
            onChange={(v) => form.setFieldValue('lng', v as number)}
            error={form.errors.lng}
            data-testid="branch-lng"
          />
        </Group>
        <Group justify="space-between">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconCurrentLocation size={16} />}
            onClick={locate}
            loading={locating}
          >
            {t('branches.useLocation')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending} data-testid="branch-save">
            {t('branches.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
