import {
  Alert,
  Button,
  NativeSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ACCIDENT_HISTORIES,
  BODY_TYPES,
  COLOURS,
  EMISSION_STANDARDS,
  FUEL_TYPES,
  LISTING_CONDITIONS,
  LISTING_DESCRIPTION_MAX,
  LISTING_KINDS,
  LISTING_MILEAGE_MAX,
  LISTING_YEAR_MIN,
  type ListingInput,
  type ListingKind,
  type Model,
  maxModelYear,
  REGIONAL_SPECS,
  TRANSMISSIONS,
  type VinDecode,
  vinProblem,
  vinProblemKey,
} from '@souq/shared';
import { IconAlertCircle, IconScan } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import actionBar from '../../../components/ActionBar.module.css';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useDecodeVin } from '../api/decode-vin';
import { currency, kmUnit, num } from '../format';
import { listingLabel, type VehicleGroup, vehicleLabel } from '../labels';
import {
  checkListing,
  type FieldProblem,
  hasCif,
  type ListingFormField,
  type ListingFormValues,
  toListingInput,
} from '../listing-form';
import listingStyles from '../listings.module.css';
import { CityField } from './CityField';
import { EMPTY_INSPECTION, type InspectionDraft, InspectionEditor, inspectionToInput } from './InspectionEditor';
import classes from './ListingForm.module.css';
import { type MediaFile, VideoField } from './MediaFields';
import { type PhotoItem, PhotoUploader } from './PhotoUploader';
import { VehicleFormField } from './VehicleFormField';

export interface ListingFormState {
  values: ListingFormValues;
  photos: PhotoItem[];
  video: MediaFile | null;
  inspection: InspectionDraft;
}

export const initialFormState = (values: ListingFormValues): ListingFormState => ({
  values,
  photos: [],
  video: null,
  inspection: EMPTY_INSPECTION,
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Stack gap="md">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The publish and edit form (spec: fabucheliang, publishCar, editCar, exportCar, upReport): checked
 * with the shared schema, errors per field in the user's language; server field errors land on the
 * same fields. `submit(body)` sends it; `draftable` offers "Save draft" beside "Publish".
 */
export function ListingForm({
  state,
  onState,
  submit,
  draftable,
  busy,
  publishLabel,
}: {
  state: ListingFormState;
  onState: (update: (s: ListingFormState) => ListingFormState) => void;
  submit: (body: ListingInput) => Promise<unknown>;
  draftable: boolean;
  busy: boolean;
  publishLabel: string;
}) {
  const { t } = useTranslation('listings');
  const [errors, setErrors] = useState<Partial<Record<ListingFormField, string>>>({});
  const [decoded, setDecoded] = useState<VinDecode | null>(null);
  const decode = useDecodeVin();
  const form = useRef<HTMLFormElement>(null);
  const { values, photos, video, inspection } = state;

  const tr = (p: FieldProblem) => t(p.key, p.params) as string;
  const set = <K extends keyof ListingFormValues>(field: K, value: ListingFormValues[K]) => {
    onState((s) => ({ ...s, values: { ...s.values, [field]: value } }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const setMany = (patch: Partial<ListingFormValues>) => onState((s) => ({ ...s, values: { ...s.values, ...patch } }));

  const focusFirstError = () =>
    requestAnimationFrame(() => {
      const node = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
      node?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      if (node && 'focus' in node) node.focus({ preventScroll: true });
    });

  const send = async (publish: boolean) => {
    if (photos.some((p) => !p.uploadId && !p.error) || decode.isPending) {
      toast({ kind: 'info', message: t('form.waitUploads') });
      return;
    }
    const body = toListingInput(values, {
      photoUploadIds: photos.flatMap((p) => (p.uploadId ? [p.uploadId] : [])),
      videoUploadId: video?.uploadId ?? null,
      inspection: inspectionToInput(inspection),
      publish,
    });
    const { data, problems } = checkListing(body);
    if (publish && !photos.some((p) => p.uploadId)) problems.photoUploadIds = { key: 'validation:photoRequired' };
    const next: Partial<Record<ListingFormField, string>> = {};
    for (const [field, problem] of Object.entries(problems)) next[field as ListingFormField] = tr(problem);
    setErrors(next);
    if (!data || Object.keys(next).length > 0) {
      focusFirstError();
      return;
    }
    try {
      await submit(data);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fromServer: Partial<Record<ListingFormField, string>> = {};
      for (const f of error.fields) {
        const field = f.field.split('.')[0] as ListingFormField;
        if (field && !fromServer[field]) fromServer[field] = f.message;
      }
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        focusFirstError();
      } else {
        toast({ kind: 'error', message: error.message });
      }
    }
  };

  const runDecode = () => {
    const vin = values.vin.replace(/[\s-]+/g, '').toUpperCase();
    const problem = vinProblem(vin);
    if (problem) {
      setErrors((e) => ({ ...e, vin: t(`validation:${vinProblemKey(problem)}`) }));
      return;
    }
    decode.mutate(vin, {
      onSuccess: (result) => {
        setDecoded(result);
        const patch: Partial<ListingFormValues> = { vin: result.vin };
        if (result.brandId && result.brandId !== values.brandId) {
          patch.brandId = result.brandId;
          patch.seriesId = '';
          patch.modelId = '';
        }
        if (result.modelYear) patch.year = result.modelYear;
        setMany(patch);
        setErrors((e) => ({ ...e, vin: undefined, brandId: undefined, year: undefined }));
      },
      onError: (error) =>
        setErrors((e) => ({
          ...e,
          vin: isApiError(error) ? (error.fields[0]?.message ?? error.message) : t('common:states.error'),
        })),
    });
  };

  const onModel = (model: Model) =>
    setMany({
      bodyType: model.bodyType,
      fuel: model.fuel,
      transmission: model.transmission,
      emissionStandard: model.emissionStandard,
    });

  const select = (
    field: keyof ListingFormValues,
    label: string,
    options: readonly string[],
    labelOf: (v: string) => string,
    required = true,
  ) => (
    <NativeSelect
      label={label}
      withAsterisk={required}
      value={String(values[field] ?? '')}
      onChange={(e) => set(field, e.currentTarget.value as never)}
      data={[
        { value: '', label: t('form.choose'), disabled: true },
        ...options.map((v) => ({ value: v, label: labelOf(v) })),
      ]}
      error={errors[field]}
      data-testid={`form-${field}`}
    />
  );
  const vehicleSelect = (
    field: keyof ListingFormValues,
    label: string,
    group: VehicleGroup,
    options: readonly string[],
  ) => select(field, label, options, (v) => vehicleLabel(t, group, v));

  const cif = hasCif(values.kind);
  const descriptionLength = [...values.description].length;

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send(true);
      }}
      data-testid="listing-form"
    >
      <Stack gap="md">
        <Section title={t('form.sectionCar')}>
          <SegmentedControl
            fullWidth
            value={values.kind}
            onChange={(v) => set('kind', v as ListingKind)}
            data={LISTING_KINDS.map((k) => ({ value: k, label: listingLabel(t, 'kind', k) }))}
            data-testid="form-kind"
          />
          <Text size="xs" c="dimmed">
            {t(`form.kindHint.${values.kind}`)}
          </Text>
          <TextInput
            label={t('facts.vin')}
            withAsterisk={values.kind !== 'abroad'}
            description={t('form.vinHint')}
            value={values.vin}
            onChange={(e) => {
              set('vin', e.currentTarget.value.toUpperCase());
              setDecoded(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                runDecode();
              }
            }}
            maxLength={24}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            classNames={{ input: classes.vin }}
            rightSectionWidth={136}
            rightSection={
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconScan size={14} aria-hidden />}
                maw={128}
                onClick={runDecode}
                loading={decode.isPending}
                disabled={!values.vin.trim()}
                data-testid="vin-decode"
              >
                {t('form.decode')}
              </Button>
            }
            error={errors.vin}
            data-testid="form-vin"
          />
          {decoded && (
            <Alert variant="light" color="teal" p="xs" data-testid="vin-decoded">
              <Text size="sm">
                {t('form.decoded', {
                  maker: decoded.maker ?? '—',
                  year: decoded.modelYear ?? '—',
                  country: decoded.country ?? '—',
                })}
              </Text>
            </Alert>
          )}
          <div className={listingStyles.formGrid}>
            <div className={listingStyles.spanAll}>
              <VehicleFormField
                value={{ brandId: values.brandId, seriesId: values.seriesId, modelId: values.modelId || undefined }}
                onChange={(v) => {
                  setMany({ brandId: v.brandId, seriesId: v.seriesId, modelId: v.modelId ?? '' });
                  setErrors((e) => ({ ...e, brandId: undefined, seriesId: undefined }));
                }}
                onModel={onModel}
                error={errors.brandId ?? errors.seriesId}
              />
            </div>
            <NumberInput
              label={t('facts.year')}
              withAsterisk
              value={values.year}
              onChange={(v) => set('year', typeof v === 'number' ? v : '')}
              min={LISTING_YEAR_MIN}
              max={maxModelYear()}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              inputMode="numeric"
              error={errors.year}
              data-testid="form-year"
            />
            <TextInput
              label={t('facts.trim')}
              value={values.trim}
              onChange={(e) => set('trim', e.currentTarget.value)}
              maxLength={80}
              error={errors.trim}
              data-testid="form-trim"
            />
          </div>
        </Section>

        <Section title={t('form.sectionDetails')}>
          <div className={listingStyles.formGrid}>
            {vehicleSelect('bodyType', t('facts.body'), 'body', BODY_TYPES)}
            {vehicleSelect('colour', t('facts.colour'), 'colour', COLOURS)}
            <NumberInput
              label={t('facts.mileage')}
              withAsterisk
              value={values.mileageKm}
              onChange={(v) => set('mileageKm', typeof v === 'number' ? v : '')}
              min={0}
              max={LISTING_MILEAGE_MAX}
              allowDecimal={false}
              hideControls
              thousandSeparator=","
              inputMode="numeric"
              rightSection={
                <Text size="xs" c="dimmed">
                  {kmUnit()}
                </Text>
              }
              rightSectionWidth={44}
              error={errors.mileageKm}
              data-testid="form-mileage"
            />
            {vehicleSelect('fuel', t('facts.fuel'), 'fuel', FUEL_TYPES)}
            {vehicleSelect('transmission', t('facts.transmission'), 'transmission', TRANSMISSIONS)}
            {vehicleSelect('emissionStandard', t('facts.emission'), 'emission', EMISSION_STANDARDS)}
            {vehicleSelect('regionalSpec', t('facts.regionalSpec'), 'regionalSpec', REGIONAL_SPECS)}
            {select('condition', t('facts.condition'), LISTING_CONDITIONS, (v) => listingLabel(t, 'condition', v))}
            {select('accidentHistory', t('facts.accident'), ACCIDENT_HISTORIES, (v) => listingLabel(t, 'accident', v))}
            <TextInput
              type="date"
              label={t('facts.registrationDate')}
              value={values.registrationDate}
              onChange={(e) => set('registrationDate', e.currentTarget.value)}
              max={new Date().toISOString().slice(0, 10)}
              error={errors.registrationDate}
              data-testid="form-registration"
            />
          </div>
        </Section>

        <Section title={t('form.sectionPrice')}>
          <div className={listingStyles.formGrid}>
            <TextInput
              label={t('form.price')}
              withAsterisk
              value={values.price}
              onChange={(e) => set('price', e.currentTarget.value)}
              inputMode="decimal"
              rightSection={
                <Text size="xs" c="dimmed">
                  {currency()}
                </Text>
              }
              rightSectionWidth={44}
              error={errors.price}
              data-testid="form-price"
            />
            {cif && (
              <TextInput
                label={t('price.cif')}
                description={t('form.cifHint')}
                value={values.cifPrice}
                onChange={(e) => set('cifPrice', e.currentTarget.value)}
                inputMode="decimal"
                rightSection={
                  <Text size="xs" c="dimmed">
                    {currency()}
                  </Text>
                }
                rightSectionWidth={44}
                error={errors.cifPrice}
                data-testid="form-cif"
              />
            )}
            <CityField value={values.cityId} onChange={(id) => set('cityId', id)} error={errors.cityId} />
          </div>
        </Section>

        <Section title={t('form.sectionMedia')}>
          <PhotoUploader
            value={photos}
            onChange={(update) => {
              onState((s) => ({ ...s, photos: update(s.photos) }));
              if (errors.photoUploadIds) setErrors((e) => ({ ...e, photoUploadIds: undefined }));
            }}
            error={errors.photoUploadIds}
          />
          <VideoField value={video} onChange={(v) => onState((s) => ({ ...s, video: v }))} />
          {errors.videoUploadId && (
            <Text size="sm" c="red" role="alert">
              {errors.videoUploadId}
            </Text>
          )}
        </Section>

        <Section title={t('detail.description')}>
          <Textarea
            aria-label={t('form.description')}
            description={t('form.descriptionHint')}
            value={values.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            autosize
            minRows={4}
            maxRows={14}
            maxLength={LISTING_DESCRIPTION_MAX}
            error={errors.description}
            data-testid="form-description"
          />
          <Text size="xs" c={descriptionLength >= LISTING_DESCRIPTION_MAX ? 'red' : 'dimmed'} ta="end" mt={-8}>
            {t('form.counter', { n: num(descriptionLength), max: num(LISTING_DESCRIPTION_MAX) })}
          </Text>
        </Section>

        <Section title={t('inspection.title')}>
          <InspectionEditor
            value={inspection}
            onChange={(next) => onState((s) => ({ ...s, inspection: next }))}
            error={errors.inspection}
          />
        </Section>

        {Object.values(errors).some(Boolean) && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="form-errors">
            {t('form.fixErrors')}
          </Alert>
        )}
        <div className={`${actionBar.bar} ${classes.actions}`}>
          {draftable && (
            <Button
              variant="default"
              size="md"
              onClick={() => void send(false)}
              loading={busy}
              data-testid="save-draft"
            >
              {t('form.saveDraft')}
            </Button>
          )}
          <Button type="submit" size="md" loading={busy} data-testid="publish-submit">
            {publishLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
