import { Button, Paper, Stack, Switch, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import {
  LEASE_MAX_DOWN_PAYMENT_PERCENT,
  LEASE_MAX_MONTHS,
  LEASE_MIN_DOWN_PAYMENT_PERCENT,
  type LeaseDemand,
  leaseDemandBody,
  TEXTAREA_MAX,
} from '@souq/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AmountInput } from '../../../components/AmountInput';
import { Page } from '../../../components/Page';
import { aed } from '../../../lib/format';
import { useZodForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { VehiclePickerField } from '../../catalog';
import { CityPickerField, useSelectedCity } from '../../regions';
import { useMe } from '../../users';
import { useCreateLeaseDemand } from '../api/create-lease-demand';
import { SliderField } from '../components/SliderField';
import { num, percent } from '../format';

/** "+971501234567" → "0501234567", the way people type a UAE number. */
function nationalMobile(e164: string | null | undefined): string {
  if (!e164) return '';
  return e164.startsWith('+971') ? `0${e164.slice(4)}` : e164;
}

function Success({ demand }: { demand: LeaseDemand }) {
  const { t } = useTranslation('lease');
  return (
    <Paper withBorder p="xl" radius="md" data-testid="lease-demand-success">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={40} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t('demand.successTitle')}
        </Title>
        <Text c="dimmed">{t('demand.successText', { vehicle: demand.vehicle })}</Text>
        <Button component={Link} to="/me/lease" data-testid="lease-demand-mine">
          {t('demand.viewMine')}
        </Button>
        <Button component={Link} to="/lease/offers" variant="subtle">
          {t('home.browseOffers')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Submit a car demand (spec: usercardemand): the car, budget, term, down payment, contact. */
export default function LeaseDemandPage() {
  const { t } = useTranslation('lease');
  const me = useMe();
  const chosenCity = useSelectedCity();
  const create = useCreateLeaseDemand();
  const [done, setDone] = useState<LeaseDemand | null>(null);
  const form = useZodForm(leaseDemandBody, {
    brandId: '',
    seriesId: '',
    budget: '',
    months: 12,
    downPaymentPct: 20,
    leaseToOwn: false,
    contactName: '',
    mobile: '',
    email: '',
    whatsapp: '',
    note: '',
    cityId: chosenCity && !chosenCity.isProvince ? chosenCity.id : '',
  });

  // The contact fields start from the profile, once it is known.
  const prefilled = useRef(false);
  const user = me.data;
  const { setValues } = form;
  useEffect(() => {
    if (!user || prefilled.current) return;
    prefilled.current = true;
    setValues((v) => ({
      ...v,
      contactName: v.contactName || user.nickname || user.username || '',
      mobile: v.mobile || nationalMobile(user.mobile),
      whatsapp: v.whatsapp || nationalMobile(user.mobile),
      email: v.email || user.email || '',
    }));
  }, [user, setValues]);

  const submit = form.onSubmit(async (data) => {
    try {
      // The page turns into its own "request sent" view: no toast.
      setDone(await create.mutateAsync(data));
    } catch (error) {
      if (!form.applyServerErrors(error)) {
        toast({ kind: 'error', message: error instanceof Error ? error.message : t('demand.failed') });
      }
    }
  });

  const v = form.values;
  const budgetNumber = Number(v.budget);

  return (
    <Page title={t('demand.title')} back="/lease" narrow>
      {done ? (
        <Success demand={done} />
      ) : (
        <Stack gap="md">
          <Text c="dimmed">{t('demand.intro')}</Text>
          <Paper withBorder p="lg" radius="md">
            <form onSubmit={submit} noValidate>
              <Stack gap="lg">
                <VehiclePickerField
                  level="series"
                  label={t('demand.vehicle')}
                  required
                  value={{ brandId: v.brandId || undefined, seriesId: v.seriesId || undefined }}
                  onChange={(next) => {
                    form.setFieldValue('brandId', next.brandId ?? '');
                    form.setFieldValue('seriesId', next.seriesId ?? '');
                  }}
                  error={form.errors.brandId ?? form.errors.seriesId}
                  data-testid="lease-demand-vehicle"
                />
                <AmountInput
                  label={t('demand.budget')}
                  description={t('demand.budgetHint')}
                  required
                  value={v.budget}
                  onChange={(value) => form.setFieldValue('budget', value)}
                  error={form.errors.budget}
                  data-testid="lease-demand-budget"
                />
                <SliderField
                  label={t('demand.duration')}
                  value={Number(v.months)}
                  onChange={(value) => form.setFieldValue('months', value)}
                  min={1}
                  max={LEASE_MAX_MONTHS}
                  marks={[12, 24, 36].map((m) => ({ value: m, label: num(m) }))}
                  display={t('months', { count: Number(v.months) })}
                  testId="lease-demand-months"
                />
                {form.errors.months && (
                  <Text c="red" size="xs">
                    {form.errors.months}
                  </Text>
                )}
                <SliderField
                  label={t('demand.downPayment')}
                  value={Number(v.downPaymentPct)}
                  onChange={(value) => form.setFieldValue('downPaymentPct', value)}
                  min={LEASE_MIN_DOWN_PAYMENT_PERCENT}
                  max={LEASE_MAX_DOWN_PAYMENT_PERCENT}
                  step={5}
                  display={percent(Number(v.downPaymentPct))}
                  testId="lease-demand-down"
                />
                <Switch
                  label={t('demand.leaseToOwn')}
                  description={t('demand.leaseToOwnHint')}
                  checked={!!v.leaseToOwn}
                  onChange={(e) => form.setFieldValue('leaseToOwn', e.currentTarget.checked)}
                  data-testid="lease-demand-own"
                />
                {Number.isFinite(budgetNumber) && budgetNumber > 0 && (
                  <Text size="sm" c="dimmed">
                    {t('demand.summary', {
                      budget: aed(Math.round(budgetNumber * 100)),
                      months: t('months', { count: Number(v.months) }),
                      down: percent(Number(v.downPaymentPct)),
                    })}
                  </Text>
                )}
                <CityPickerField
                  label={t('form.city')}
                  required
                  value={v.cityId || null}
                  onChange={(cityId) => form.setFieldValue('cityId', cityId ?? '')}
                  error={form.errors.cityId}
                  data-testid="lease-demand-city"
                />
                <Title order={2} size="h5">
                  {t('demand.contact')}
                </Title>
                <TextInput
                  label={t('demand.contactName')}
                  required
                  autoComplete="name"
                  maxLength={80}
                  {...form.getInputProps('contactName')}
                  data-testid="lease-demand-name"
                />
                <TextInput
                  label={t('demand.mobile')}
                  required
                  type="tel"
                  dir="ltr"
                  autoComplete="tel"
                  {...form.getInputProps('mobile')}
                  data-testid="lease-demand-mobile"
                />
                <TextInput
                  label={t('demand.whatsapp')}
                  type="tel"
                  dir="ltr"
                  {...form.getInputProps('whatsapp')}
                  data-testid="lease-demand-whatsapp"
                />
                <TextInput
                  label={t('demand.email')}
                  type="email"
                  dir="ltr"
                  autoComplete="email"
                  {...form.getInputProps('email')}
                  data-testid="lease-demand-email"
                />
                <Textarea
                  label={t('demand.note')}
                  placeholder={t('demand.notePlaceholder')}
                  autosize
                  minRows={3}
                  maxLength={TEXTAREA_MAX}
                  description={`${[...(v.note ?? '')].length} / ${TEXTAREA_MAX}`}
                  value={v.note ?? ''}
                  onChange={(e) => form.setFieldValue('note', e.currentTarget.value)}
                  error={form.errors.note}
                  data-testid="lease-demand-note"
                />
                <Button type="submit" size="md" loading={create.isPending} data-testid="lease-demand-submit">
                  {t('demand.submit')}
                </Button>
              </Stack>
            </form>
          </Paper>
        </Stack>
      )}
    </Page>
  );
}
