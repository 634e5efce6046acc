import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type Language,
  LEASE_MAX_DOWN_PAYMENT_PERCENT,
  LEASE_MIN_DOWN_PAYMENT_PERCENT,
  LEASE_OFFER_MAX_PHOTOS,
  LEASE_OFFER_MAX_TERMS,
  type LeaseOffer,
  type LeaseOfferInput,
  leaseOfferInput,
} from '@souq/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AmountInput } from '../../../components/AmountInput';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState } from '../../../components/States';
import { isApiError } from '../../../lib/api';
import { translateIssue } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { VehiclePickerField } from '../../catalog';
import { CityPickerField } from '../../regions';
import { PhotoUploader, type UploadedPhoto } from '../../rentals';
import { useCreateLeaseOffer } from '../api/create-lease-offer';
import { useLeaseOffer } from '../api/get-lease-offer';
import { useUpdateLeaseOffer } from '../api/update-lease-offer';
import { SliderField } from '../components/SliderField';
import { percent } from '../format';
import { useManagedOffersPath } from '../offers-path';

interface Draft {
  brandId: string;
  seriesId: string;
  modelId?: string;
  year: string;
  price: string;
  terms: { key: number; months: string; monthly: string }[];
  minDownPaymentPct: number;
  mileageKmPerMonth: string;
  annualRatePct: string;
  leaseToOwn: boolean;
  balloonPct: string;
  features: string[];
  description: string;
  photos: UploadedPhoto[];
  cityId: string;
}

let termKey = 100;

const EMPTY: Draft = {
  brandId: '',
  seriesId: '',
  year: String(new Date().getFullYear()),
  price: '',
  terms: [
    { key: 1, months: '12', monthly: '' },
    { key: 2, months: '24', monthly: '' },
    { key: 3, months: '36', monthly: '' },
  ],
  minDownPaymentPct: 10,
  mileageKmPerMonth: '3000',
  annualRatePct: '4.5',
  leaseToOwn: false,
  balloonPct: '30',
  features: [],
  description: '',
  photos: [],
  cityId: '',
};

const aedText = (fils: number) => (fils % 100 === 0 ? String(fils / 100) : (fils / 100).toFixed(2));

function draftOf(offer: LeaseOffer): Draft {
  return {
    brandId: offer.brandId,
    seriesId: offer.seriesId,
    modelId: offer.modelId ?? undefined,
    year: String(offer.year),
    price: aedText(offer.priceFils),
    terms: offer.terms.map((term) => ({
      key: termKey++,
      months: String(term.months),
      monthly: aedText(term.monthlyFils),
    })),
    minDownPaymentPct: offer.minDownPaymentPct,
    mileageKmPerMonth: String(offer.mileageKmPerMonth),
    annualRatePct: String(offer.annualRateBp / 100),
    leaseToOwn: offer.leaseToOwn,
    balloonPct: String(offer.balloonPct || 30),
    features: offer.features,
    description: offer.description,
    photos: offer.photos.map((p) => ({ uploadId: p.uploadId, url: p.thumbUrl ?? p.url })),
    cityId: offer.cityId,
  };
}

function bodyOf(d: Draft): LeaseOfferInput {
  return {
    brandId: d.brandId,
    seriesId: d.seriesId,
    modelId: d.modelId,
    year: d.year,
    price: d.price,
    terms: d.terms.map((term) => ({ months: term.months, monthly: term.monthly })),
    minDownPaymentPct: d.minDownPaymentPct,
    mileageKmPerMonth: d.mileageKmPerMonth,
    annualRatePct: d.annualRatePct.replace(',', '.'),
    leaseToOwn: d.leaseToOwn,
    balloonPct: d.leaseToOwn ? d.balloonPct : 0,
    features: d.features,
    description: d.description,
    photoUploadIds: d.photos.map((p) => p.uploadId),
    cityId: d.cityId,
  };
}

function OfferForm({ offer }: { offer?: LeaseOffer }) {
  const { t, i18n } = useTranslation('lease');
  const navigate = useNavigate();
  const create = useCreateLeaseOffer();
  const update = useUpdateLeaseOffer();
  const [draft, setDraft] = useState<Draft>(() => (offer ? draftOf(offer) : EMPTY));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const err = (field: string) => errors[field];

  const save = async () => {
    const body = bodyOf(draft);
    const parsed = leaseOfferInput.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        next[path] ??= translateIssue(t as never, issue as never, i18n.language as Language);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const saved = offer ? await update.mutateAsync({ id: offer.id, body }) : await create.mutateAsync(body);
      // The offer's own page shows what was saved: no toast.
      await navigate(`/lease/offers/${encodeURIComponent(saved.id)}`, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.fields.length) {
        setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
      }
      toast({ kind: 'error', message: error instanceof Error ? error.message : t('demand.failed') });
    }
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <VehiclePickerField
          level="model"
          label={t('admin.offers.vehicle')}
          required
          value={{ brandId: draft.brandId || undefined, seriesId: draft.seriesId || undefined, modelId: draft.modelId }}
          onChange={(v) => set({ brandId: v.brandId ?? '', seriesId: v.seriesId ?? '', modelId: v.modelId })}
          error={err('brandId') ?? err('seriesId') ?? err('modelId')}
          data-testid="lease-offer-vehicle"
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('offer.year')}
            inputMode="numeric"
            dir="ltr"
            value={draft.year}
            onChange={(e) => set({ year: e.currentTarget.value })}
            error={err('year')}
          />
          <AmountInput
            label={t('offer.price')}
            value={draft.price}
            onChange={(price) => set({ price })}
            error={err('price')}
            data-testid="lease-offer-price"
          />
        </Group>
        <Stack gap="xs">
          <Title order={2} size="h6">
            {t('admin.offers.terms')}
          </Title>
          {draft.terms.map((term, i) => (
            <Group key={term.key} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={t('offer.term')}
                placeholder={t('offer.term')}
                inputMode="numeric"
                dir="ltr"
                w={90}
                rightSection={<Text size="xs">{t('admin.offers.mo')}</Text>}
                value={term.months}
                onChange={(e) => {
                  const months = e.currentTarget.value;
                  set({ terms: draft.terms.map((x) => (x.key === term.key ? { ...x, months } : x)) });
                }}
                error={err(`terms.${i}.months`)}
              />
              <AmountInput
                aria-label={t('offer.monthly')}
                style={{ flex: 1 }}
                value={term.monthly}
                onChange={(monthly) =>
                  set({ terms: draft.terms.map((x) => (x.key === term.key ? { ...x, monthly } : x)) })
                }
                error={err(`terms.${i}.monthly`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                disabled={draft.terms.length <= 1}
                aria-label={t('admin.offers.removeTerm')}
                onClick={() => set({ terms: draft.terms.filter((x) => x.key !== term.key) })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          {err('terms') && (
            <Text c="red" size="xs">
              {err('terms')}
            </Text>
          )}
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            disabled={draft.terms.length >= LEASE_OFFER_MAX_TERMS}
            onClick={() => set({ terms: [...draft.terms, { key: termKey++, months: '', monthly: '' }] })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('admin.offers.addTerm')}
          </Button>
        </Stack>
        <SliderField
          label={t('offer.minDown')}
          value={draft.minDownPaymentPct}
          onChange={(minDownPaymentPct) => set({ minDownPaymentPct })}
          min={LEASE_MIN_DOWN_PAYMENT_PERCENT}
          max={LEASE_MAX_DOWN_PAYMENT_PERCENT}
          display={percent(draft.minDownPaymentPct)}
          testId="lease-offer-min-down"
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('admin.offers.mileage')}
            inputMode="numeric"
            dir="ltr"
            value={draft.mileageKmPerMonth}
            onChange={(e) => set({ mileageKmPerMonth: e.currentTarget.value })}
            error={err('mileageKmPerMonth')}
          />
          <TextInput
            label={t('calculator.rate')}
            inputMode="decimal"
            dir="ltr"
            rightSection="%"
            value={draft.annualRatePct}
            onChange={(e) => set({ annualRatePct: e.currentTarget.value })}
            error={err('annualRatePct')}
          />
        </Group>
        <Switch
          label={t('admin.offers.leaseToOwn')}
          checked={draft.leaseToOwn}
          onChange={(e) => set({ leaseToOwn: e.currentTarget.checked })}
        />
        {draft.leaseToOwn && (
          <TextInput
            label={t('offer.balloon')}
            description={t('calculator.balloonHint')}
            inputMode="numeric"
            dir="ltr"
            rightSection="%"
            value={draft.balloonPct}
            onChange={(e) => set({ balloonPct: e.currentTarget.value })}
            error={err('balloonPct')}
          />
        )}
        <TagsInput
          label={t('offer.included')}
          description={t('admin.offers.featuresHint')}
          value={draft.features}
          onChange={(features) => set({ features })}
          maxTags={20}
          error={err('features')}
        />
        <Textarea
          label={t('admin.offers.description')}
          dir="auto"
          autosize
          minRows={3}
          maxLength={2000}
          value={draft.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
          error={err('description')}
        />
        <PhotoUploader
          label={t('admin.offers.photos')}
          value={draft.photos}
          onChange={(photos) => set({ photos })}
          max={LEASE_OFFER_MAX_PHOTOS}
          error={err('photoUploadIds')}
          testId="lease-offer-photos"
        />
        <CityPickerField
          label={t('form.city')}
          required
          value={draft.cityId || null}
          onChange={(cityId) => set({ cityId: cityId ?? '' })}
          error={err('cityId')}
          data-testid="lease-offer-city"
        />
        <Button
          size="md"
          onClick={() => void save()}
          loading={create.isPending || update.isPending}
          data-testid="lease-offer-save"
        >
          {t('admin.offers.save')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Create or edit a lease offer (admin or verified merchant). */
export default function LeaseOfferFormPage() {
  const offersPath = useManagedOffersPath();
  const { t } = useTranslation('lease');
  const { id } = useParams();
  const query = useLeaseOffer(id);
  return (
    <Page title={t(id ? 'admin.offers.editTitle' : 'admin.offers.newTitle')} back={offersPath} narrow>
      {id && query.isPending && <LoadingState />}
      {id && query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {(!id || query.data) && <OfferForm key={query.data?.id ?? 'new'} offer={query.data} />}
    </Page>
  );
}
