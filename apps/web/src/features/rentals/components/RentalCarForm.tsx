import {
  Button,
  Checkbox,
  Group,
  Input,
  Modal,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  FUEL_TYPES,
  filsToDecimalString,
  RENTAL_CAR_TYPES,
  type RentalCarDetail,
  type RentalCarInput,
  rentalCarInput,
  TRANSMISSIONS,
} from '@souq/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/AmountInput';
import { kmUnit } from '../../../lib/format';
import { useZodForm } from '../../../lib/forms';
import { appLanguage } from '../../../lib/i18n';
import { VehiclePickerField } from '../../catalog';
import { useBranches } from '../api/branches';
import { featureLabel, featureSuggestions, featureValue } from '../features';
import { BranchForm } from './BranchForm';
import { PhotoUploader, type UploadedPhoto } from './PhotoUploader';

export const MAX_CAR_PHOTOS = 52;
const MAX_FEATURES = 30;

type CarFormValues = {
  brandId: string;
  seriesId: string;
  modelId?: string;
  year: string;
  registrationDate: string;
  carType: (typeof RENTAL_CAR_TYPES)[number];
  seats: string;
  transmission: (typeof TRANSMISSIONS)[number];
  fuel: (typeof FUEL_TYPES)[number];
  dailyPrice: string;
  weeklyPrice: string;
  monthlyPrice: string;
  deposit: string;
  /** Optional: what the car is worth; large claims are checked against it. */
  value?: string;
  mileageKmPerDay: string;
  excessKmPrice: string;
  features: string[];
  description: string;
  photoUploadIds: string[];
  pickupBranchIds: string[];
  returnBranchIds: string[];
};

/** The form's starting values: empty for a new car, the car's own when editing. */
export function carFormValues(car?: RentalCarDetail): CarFormValues {
  const money = (fils: number | undefined) =>
    fils === undefined ? '' : filsToDecimalString(fils).replace(/\.00$/, '');
  return {
    brandId: car?.brandId ?? '',
    seriesId: car?.seriesId ?? '',
    modelId: car?.modelId ?? undefined,
    year: car ? String(car.year) : '',
    registrationDate: car?.registrationDate?.slice(0, 10) ?? '',
    carType: car?.carType ?? 'sedan',
    seats: car ? String(car.seats) : '5',
    transmission: car?.transmission ?? 'automatic',
    fuel: car?.fuel ?? 'petrol',
    dailyPrice: money(car?.dailyPriceFils),
    weeklyPrice: money(car?.weeklyPriceFils),
    monthlyPrice: money(car?.monthlyPriceFils),
    deposit: money(car?.depositFils),
    value: car?.valueFils ? money(car.valueFils) : undefined,
    mileageKmPerDay: car ? String(car.mileageKmPerDay) : '250',
    excessKmPrice: money(car?.excessKmFils) || '0.5',
    features: car?.features ?? [],
    description: car?.description ?? '',
    photoUploadIds: car?.photos.map((p) => p.uploadId) ?? [],
    pickupBranchIds: car?.pickupBranches.map((b) => b.id) ?? [],
    returnBranchIds: car?.returnBranches.map((b) => b.id) ?? [],
  };
}

/**
 * Spec publishRentalCar: brand and series, year and registration date, car type, seats, gearbox,
 * fuel, daily/weekly/monthly prices, deposit, mileage allowance and excess rate, the configuration
 * list, description, photos (first is the cover) and the pick-up and return branches.
 */
export function RentalCarForm({
  car,
  onSave,
  saving,
}: {
  car?: RentalCarDetail;
  onSave: (values: RentalCarInput) => Promise<unknown>;
  saving: boolean;
}) {
  const { t } = useTranslation('rentals');
  const form = useZodForm(rentalCarInput, carFormValues(car) as RentalCarInput);
  const values = form.values as unknown as CarFormValues;
  const branches = useBranches();
  const [photos, setPhotos] = useState<UploadedPhoto[]>(
    car?.photos.map((p) => ({ uploadId: p.uploadId, url: p.thumbUrl || p.url })) ?? [],
  );
  const [addingBranch, setAddingBranch] = useState(false);
  const set = <K extends keyof CarFormValues>(field: K, value: CarFormValues[K]) =>
    form.setFieldValue(field as never, value as never);

  const submit = form.onSubmit(async (data) => {
    try {
      await onSave(data as RentalCarInput);
    } catch (error) {
      form.applyServerErrors(error);
    }
  });

  const text = (field: keyof CarFormValues) => form.getInputProps(field as never);
  const branchOptions = branches.data ?? [];

  return (
    <>
      <form onSubmit={submit} noValidate data-testid="rental-car-form">
        <Stack gap="lg">
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <Title order={2} size="h5">
                {t('publish.vehicle')}
              </Title>
              <VehiclePickerField
                label={t('publish.brandSeries')}
                level="series"
                value={{ brandId: values.brandId || undefined, seriesId: values.seriesId || undefined }}
                onChange={(next) => {
                  set('brandId', next.brandId ?? '');
                  set('seriesId', next.seriesId ?? '');
                  set('modelId', next.modelId);
                }}
                error={form.errors.brandId ?? form.errors.seriesId}
                required
              />
              <SimpleGrid cols={{ base: 2 }}>
                <TextInput
                  label={t('publish.year')}
                  inputMode="numeric"
                  dir="ltr"
                  maxLength={4}
                  withAsterisk
                  {...text('year')}
                  data-testid="car-year"
                />
                <TextInput
                  label={t('publish.registrationDate')}
                  type="date"
                  dir="ltr"
                  withAsterisk
                  {...text('registrationDate')}
                  data-testid="car-registration"
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 2 }}>
                <NativeSelect
                  label={t('publish.carType')}
                  value={values.carType}
                  onChange={(e) => set('carType', e.currentTarget.value as CarFormValues['carType'])}
                  data={RENTAL_CAR_TYPES.map((type) => ({ value: type, label: t(`carType.${type}`) }))}
                  data-testid="car-type"
                />
                <TextInput
                  label={t('publish.seats')}
                  inputMode="numeric"
                  dir="ltr"
                  withAsterisk
                  {...text('seats')}
                  data-testid="car-seats"
                />
              </SimpleGrid>
              <Input.Wrapper label={t('publish.transmission')}>
                <SegmentedControl
                  mt={4}
                  fullWidth
                  value={values.transmission}
                  onChange={(v) => set('transmission', v as CarFormValues['transmission'])}
                  data={TRANSMISSIONS.map((v) => ({ value: v, label: t(`transmission.${v}`) }))}
                />
              </Input.Wrapper>
              <NativeSelect
                label={t('publish.fuel')}
                value={values.fuel}
                onChange={(e) => set('fuel', e.currentTarget.value as CarFormValues['fuel'])}
                data={FUEL_TYPES.map((v) => ({ value: v, label: t(`fuel.${v}`) }))}
              />
            </Stack>
          </Paper>

          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <Title order={2} size="h5">
                {t('publish.prices')}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <AmountInput
                  label={t('publish.daily')}
                  withAsterisk
                  {...text('dailyPrice')}
                  onChange={(v) => set('dailyPrice', v)}
                  data-testid="car-daily"
                />
                <AmountInput
                  label={t('publish.weekly')}
                  withAsterisk
                  {...text('weeklyPrice')}
                  onChange={(v) => set('weeklyPrice', v)}
                  data-testid="car-weekly"
                />
                <AmountInput
                  label={t('publish.monthly')}
                  withAsterisk
                  {...text('monthlyPrice')}
                  onChange={(v) => set('monthlyPrice', v)}
                  data-testid="car-monthly"
                />
              </SimpleGrid>
              <AmountInput
                label={t('publish.deposit')}
                description={t('publish.depositHint')}
                withAsterisk
                {...text('deposit')}
                onChange={(v) => set('deposit', v)}
                data-testid="car-deposit"
              />
              <AmountInput
                label={t('publish.value')}
                description={t('publish.valueHint')}
                {...text('value')}
                value={values.value ?? ''}
                onChange={(v) => set('value', v || undefined)}
                data-testid="car-value"
              />
              <SimpleGrid cols={{ base: 2 }}>
                <TextInput
                  label={t('publish.mileage')}
                  inputMode="numeric"
                  dir="ltr"
                  rightSection={<Text size="xs">{kmUnit(appLanguage())}</Text>}
                  {...text('mileageKmPerDay')}
                  data-testid="car-mileage"
                />
                <AmountInput
                  label={t('publish.excess')}
                  {...text('excessKmPrice')}
                  onChange={(v) => set('excessKmPrice', v)}
                  data-testid="car-excess"
                />
              </SimpleGrid>
            </Stack>
          </Paper>

          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <Title order={2} size="h5">
                {t('publish.details')}
              </Title>
              <TagsInput
                label={t('publish.features')}
                description={t('publish.featuresHint')}
                data={featureSuggestions(t)}
                value={values.features.map((f) => featureLabel(t, f))}
                onChange={(next) =>
                  set('features', next.map((f) => featureValue(t, f).slice(0, 40)).slice(0, MAX_FEATURES))
                }
                maxTags={MAX_FEATURES}
                clearable
                error={form.errors.features}
                data-testid="car-features"
              />
              <Textarea
                label={t('publish.description')}
                autosize
                minRows={3}
                maxLength={2000}
                value={values.description}
                onChange={(e) => set('description', e.currentTarget.value)}
                error={form.errors.description}
              />
              <PhotoUploader
                label={t('publish.photos')}
                description={t('publish.photosHint')}
                value={photos}
                onChange={(next) => {
                  setPhotos(next);
                  set(
                    'photoUploadIds',
                    next.map((p) => p.uploadId),
                  );
                }}
                max={MAX_CAR_PHOTOS}
                error={form.errors.photoUploadIds}
                testId="car-photos"
              />
            </Stack>
          </Paper>

          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={2} size="h5">
                  {t('publish.branches')}
                </Title>
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setAddingBranch(true)}
                  data-testid="car-add-branch"
                >
                  {t('branches.add')}
                </Button>
              </Group>
              {branches.isPending && <Skeleton height={60} />}
              {branches.data?.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('publish.noBranches')}
                </Text>
              )}
              {branchOptions.length > 0 && (
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  <Checkbox.Group
                    label={t('publish.pickupBranches')}
                    value={values.pickupBranchIds}
                    onChange={(next) => set('pickupBranchIds', next)}
                    error={form.errors.pickupBranchIds}
                    withAsterisk
                  >
                    <Stack gap={6} mt={6}>
                      {branchOptions.map((b) => (
                        <Checkbox key={b.id} value={b.id} label={b.name} description={b.cityName} />
                      ))}
                    </Stack>
                  </Checkbox.Group>
                  <Checkbox.Group
                    label={t('publish.returnBranches')}
                    value={values.returnBranchIds}
                    onChange={(next) => set('returnBranchIds', next)}
                    error={form.errors.returnBranchIds}
                    withAsterisk
                  >
                    <Stack gap={6} mt={6}>
                      {branchOptions.map((b) => (
                        <Checkbox key={b.id} value={b.id} label={b.name} description={b.cityName} />
                      ))}
                    </Stack>
                  </Checkbox.Group>
                </SimpleGrid>
              )}
            </Stack>
          </Paper>

          <Button type="submit" size="md" loading={saving} data-testid="car-save">
            {car ? t('publish.save') : t('publish.submit')}
          </Button>
        </Stack>
      </form>
      <Modal opened={addingBranch} onClose={() => setAddingBranch(false)} title={t('branches.add')} centered>
        {addingBranch && (
          <BranchForm
            onSaved={(branch) => {
              setAddingBranch(false);
              set('pickupBranchIds', [...values.pickupBranchIds, branch.id]);
              set('returnBranchIds', [...values.returnBranchIds, branch.id]);
            }}
          />
        )}
      </Modal>
    </>
  );
}
