import { ActionIcon, CloseButton, Group, Input, Modal, Text } from '@mantine/core';
import type { Brand, Model, Series } from '@souq/shared';
import { IconArrowLeft, IconCar, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import linkRow from '../../../components/LinkRow.module.css';
import pickerField from '../../../components/PickerField.module.css';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { useModels } from '../api/get-models';
import { useSeries } from '../api/get-series';
import { BrandLogo } from './BrandLogo';
import { BrandPicker } from './BrandPicker';
import picker from './BrandPicker.module.css';

export interface VehicleValue {
  brandId?: string;
  seriesId?: string;
  modelId?: string;
}

export interface VehicleNames {
  brandName?: string;
  seriesName?: string;
  modelName?: string;
}

export interface VehiclePickerFieldProps {
  value: VehicleValue;
  /** The chosen brand and series (and model at level 'model'; none when "not listed"), with their names. */
  onChange: (value: VehicleValue, names: VehicleNames) => void;
  /** Where picking stops: after the series, or after the model. */
  level: 'series' | 'model';
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  'data-testid'?: string;
}

type Step = 'brand' | 'series' | 'model';

/** "2022–now" / "2016–2021". */
export function modelYears(t: (key: string, params?: Record<string, unknown>) => string, model: Model): string {
  return model.yearTo === null
    ? t('models.yearsOngoing', { from: model.yearFrom })
    : t('models.years', { from: model.yearFrom, to: model.yearTo });
}

function SeriesStep({
  brandId,
  selectedId,
  onPick,
}: {
  brandId: string;
  selectedId?: string;
  onPick: (s: Series, brand: Brand) => void;
}) {
  const { t } = useTranslation('catalog');
  const query = useSeries(brandId);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyState title={t('series.empty')} />;
  return (
    <div className={linkRow.list} data-testid="series-list">
      {query.data.items.map((series) => (
        <button
          key={series.id}
          type="button"
          className={picker.row}
          data-selected={series.id === selectedId || undefined}
          onClick={() => onPick(series, query.data.brand)}
          data-testid={`series-option-${series.id}`}
        >
          <span className={picker.rowName}>{series.name}</span>
          <span className={picker.rowLatin}>{t(`body.${series.bodyType}`)}</span>
          <IconChevronRight className="icon-directional" size={16} color="var(--mantine-color-gray-5)" aria-hidden />
        </button>
      ))}
    </div>
  );
}

function ModelStep({
  seriesId,
  selectedId,
  onPick,
}: {
  seriesId: string;
  selectedId?: string;
  onPick: (model: Model | null) => void;
}) {
  const { t } = useTranslation('catalog');
  const query = useModels(seriesId);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  return (
    <div className={linkRow.list} data-testid="model-list">
      {query.data.items.length === 0 && <EmptyState title={t('models.empty')} />}
      {query.data.items.map((model) => (
        <button
          key={model.id}
          type="button"
          className={picker.row}
          data-selected={model.id === selectedId || undefined}
          onClick={() => onPick(model)}
          data-testid={`model-option-${model.id}`}
        >
          <span className={picker.rowName}>
            <span className="ltr">{model.name}</span>
            <Text size="xs" c="dimmed" component="span" display="block">
              {[
                modelYears(t, model),
                t(`fuel.${model.fuel}`),
                t(`transmission.${model.transmission}`),
                model.engineCc ? t('models.engine', { litres: (model.engineCc / 1000).toFixed(1) }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </span>
        </button>
      ))}
      <button type="button" className={picker.row} onClick={() => onPick(null)} data-testid="model-option-none">
        <span className={picker.rowName}>{t('models.skip')}</span>
      </button>
    </div>
  );
}

/**
 * A form control for a car's brand and series (and model): a full-screen modal steps through
 * brand → series → model, with back. Other features import it for publish and search forms.
 */
export function VehiclePickerField({
  value,
  onChange,
  level,
  label,
  description,
  error,
  placeholder,
  required,
  disabled,
  clearable,
  'data-testid': testId = 'vehicle-picker-field',
}: VehiclePickerFieldProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [opened, setOpened] = useState(false);
  const [step, setStep] = useState<Step>('brand');
  const [draftBrand, setDraftBrand] = useState<Brand | null>(null);
  const [draftSeries, setDraftSeries] = useState<Series | null>(null);

  // Names of the current value (cached reference data).
  const seriesQuery = useSeries(value.brandId);
  const modelsQuery = useModels(level === 'model' ? value.seriesId : null);
  const brand = seriesQuery.data?.brand;
  const series = seriesQuery.data?.items.find((s) => s.id === value.seriesId);
  const model = modelsQuery.data?.items.find((m) => m.id === value.modelId);
  const text = [brand?.name, series?.name, model?.name].filter(Boolean).join(' · ');

  const open = () => {
    const b = seriesQuery.data?.brand ?? null;
    setDraftBrand(b);
    setDraftSeries(series ?? null);
    setStep(b && value.brandId ? (level === 'model' && series ? 'model' : 'series') : 'brand');
    setOpened(true);
  };

  const finish = (next: VehicleValue, names: VehicleNames) => {
    setOpened(false);
    onChange(next, names);
  };

  const back = () => setStep((s) => (s === 'model' ? 'series' : 'brand'));
  const title = step === 'brand' ? t('brands.title') : step === 'series' ? t('series.title') : t('models.title');

  return (
    <>
      <Input.Wrapper label={label} description={description} error={error} required={required} id={id}>
        <Input
          id={id}
          component="button"
          type="button"
          pointer
          disabled={disabled}
          error={!!error}
          onClick={open}
          leftSection={brand ? <BrandLogo brand={brand} size={22} /> : <IconCar size={18} aria-hidden />}
          rightSection={
            clearable && value.brandId && !disabled ? (
              <CloseButton
                size="sm"
                aria-label={t('picker.clear')}
                onClick={(e) => {
                  e.stopPropagation();
                  onChange({}, {});
                }}
              />
            ) : (
              <IconChevronDown size={16} aria-hidden />
            )
          }
          rightSectionPointerEvents={clearable && value.brandId ? 'all' : 'none'}
          data-testid={testId}
        >
          <span className={pickerField.value}>
            {text || (
              <span className={pickerField.placeholder}>
                {placeholder ?? (level === 'model' ? t('picker.placeholderModel') : t('picker.placeholderSeries'))}
              </span>
            )}
          </span>
        </Input>
      </Input.Wrapper>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        fullScreen
        keepMounted={false}
        className={picker.vehiclePicker}
        closeButtonProps={{ 'aria-label': t('picker.close') }}
        title={
          <Group gap="xs" wrap="nowrap">
            {step !== 'brand' && (
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={back}
                aria-label={t('picker.back')}
                data-testid="vehicle-picker-back"
              >
                <IconArrowLeft className="icon-directional" size={20} />
              </ActionIcon>
            )}
            {step !== 'brand' && draftBrand && <BrandLogo brand={draftBrand} size={24} />}
            <span>
              {step === 'model' && draftSeries
                ? `${draftBrand?.name ?? ''} ${draftSeries.name} · ${title}`
                : step === 'series' && draftBrand
                  ? `${draftBrand.name} · ${title}`
                  : title}
            </span>
          </Group>
        }
      >
        <div style={{ maxInlineSize: 760, marginInline: 'auto' }}>
          {step === 'brand' && (
            <BrandPicker
              selectedId={draftBrand?.id ?? value.brandId}
              onSelect={(b) => {
                setDraftBrand(b);
                setDraftSeries(null);
                setStep('series');
              }}
            />
          )}
          {step === 'series' && draftBrand && (
            <SeriesStep
              brandId={draftBrand.id}
              selectedId={draftSeries?.id ?? value.seriesId}
              onPick={(s, b) => {
                setDraftSeries(s);
                if (level === 'series') {
                  finish({ brandId: b.id, seriesId: s.id }, { brandName: b.name, seriesName: s.name });
                } else setStep('model');
              }}
            />
          )}
          {step === 'model' && draftBrand && draftSeries && (
            <ModelStep
              seriesId={draftSeries.id}
              selectedId={value.modelId}
              onPick={(m) =>
                finish(
                  { brandId: draftBrand.id, seriesId: draftSeries.id, modelId: m?.id },
                  { brandName: draftBrand.name, seriesName: draftSeries.name, modelName: m?.name },
                )
              }
            />
          )}
        </div>
      </Modal>
    </>
  );
}
