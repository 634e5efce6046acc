import { Input, NumberInput, Slider, Textarea } from '@mantine/core';
import { RENTAL_ODOMETER_MAX_KM } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import { formatNumber, kmUnit } from '../../../lib/format';
import { appLanguage } from '../../../lib/i18n';
import { PhotoUploader, type UploadedPhoto } from './PhotoUploader';

/** Photos a condition report (hand-over or return) or a charge may carry. */
export const MAX_PHOTOS = 20;

export function FuelSlider({
  value,
  onChange,
  testId,
}: {
  value: number;
  onChange: (v: number) => void;
  testId: string;
}) {
  const { t } = useTranslation('rentals');
  return (
    <Input.Wrapper label={t('merchant.fuel', { n: formatNumber(value, appLanguage()) })}>
      <Slider
        mt="xs"
        mb="lg"
        min={0}
        max={8}
        step={1}
        value={value}
        onChange={onChange}
        label={null}
        marks={[
          { value: 0, label: t('merchant.fuelEmpty') },
          { value: 4, label: '½' },
          { value: 8, label: t('merchant.fuelFull') },
        ]}
        thumbLabel={t('merchant.fuelLabel')}
        data-testid={testId}
      />
    </Input.Wrapper>
  );
}

/** What is wrong with an odometer reading (a `validation:`/`rentals:` key and params), or null. */
export function odometerProblem(
  value: string | number,
  handoverKm: number | null,
): { key: string; params?: Record<string, unknown> } | null {
  if (value === '' || value === null || value === undefined) return { key: 'rentals:merchant.odometerRequired' };
  const km = Number(value);
  if (!Number.isInteger(km) || km < 0) return { key: 'validation:integer' };
  if (km > RENTAL_ODOMETER_MAX_KM) return { key: 'validation:tooLarge' };
  if (handoverKm !== null && km < handoverKm)
    return { key: 'validation:odometerBelowHandover', params: { km: handoverKm } };
  return null;
}

/** The odometer, fuel, photos and note of a hand-over or return report. */
export function ConditionFields({
  odometer,
  setOdometer,
  odometerError,
  fuel,
  setFuel,
  photos,
  setPhotos,
  note,
  setNote,
  prefix,
}: {
  odometer: string | number;
  setOdometer: (v: string | number) => void;
  /** Shown under the odometer only; the other fields are optional. */
  odometerError: string | null;
  fuel: number;
  setFuel: (v: number) => void;
  photos: UploadedPhoto[];
  setPhotos: (v: UploadedPhoto[]) => void;
  note: string;
  setNote: (v: string) => void;
  prefix: string;
}) {
  const { t } = useTranslation('rentals');
  return (
    <>
      <NumberInput
        label={t('merchant.odometer')}
        suffix={` ${kmUnit(appLanguage())}`}
        min={0}
        max={RENTAL_ODOMETER_MAX_KM}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        value={odometer}
        onChange={setOdometer}
        error={odometerError}
        dir="ltr"
        withAsterisk
        data-testid={`${prefix}-odometer`}
      />
      <FuelSlider value={fuel} onChange={setFuel} testId={`${prefix}-fuel`} />
      <PhotoUploader
        label={t('merchant.photos')}
        value={photos}
        onChange={setPhotos}
        max={MAX_PHOTOS}
        coverLabel={false}
        testId={`${prefix}-photos`}
      />
      <Textarea
        label={t('merchant.note')}
        maxLength={140}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        data-testid={`${prefix}-note`}
      />
    </>
  );
}
