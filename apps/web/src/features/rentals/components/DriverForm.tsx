import { Button, Group, NativeSelect, Paper, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type Driver,
  driverInput,
  dubaiDay,
  type Language,
  LICENCE_TYPES,
  type LicenceType,
  licenceProblem,
  SEXES,
} from '@souq/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useZodForm } from '../../../lib/forms';
import { appLanguage } from '../../../lib/i18n';
import { dubaiToday } from '../dates';
import { LicenceImageField } from './LicenceImageField';

/** What the form holds: sex has no default, the person chooses (empty until then). */
export type DriverFormInput = Omit<DriverFormValues, 'sex'> & { sex: DriverFormValues['sex'] | '' };

/** What the form sends. */
export type DriverFormValues = {
  name: string;
  sex: (typeof SEXES)[number];
  birthDate: string;
  licenceNumber: string;
  licenceType: LicenceType;
  licenceFirstIssueDate: string;
  licenceExpiryDate: string;
  licenceAddress: string;
  licenceFrontUploadId: string;
  licenceBackUploadId: string;
  mobile: string;
  email: string;
};

/**
 * The shared driver schema plus the checks a person filling the form needs before sending:
 * a licence already expired (or, added while booking, expiring before the booking's return,
 * `validThrough`), a first issue after the expiry, a birth date in the future. Sex has no default.
 */
export function driverFormSchema(today: string, validThrough?: string | null, lang: Language = appLanguage()) {
  const sex = z.string().pipe(z.enum(SEXES, { error: 'validation:required' }));
  // On the field itself, so it is checked (and shown) while other fields are still empty.
  const licenceExpiryDate = driverInput.shape.licenceExpiryDate.superRefine((value, ctx) => {
    const licence = licenceProblem(value, { today, returnDay: validThrough ? dubaiDay(validThrough) : null }, lang);
    if (licence) ctx.addIssue({ code: 'custom', message: `validation:${licence.key}`, params: licence.params });
  });
  return driverInput.extend({ sex, licenceExpiryDate }).superRefine((values, ctx) => {
    if (
      values.licenceFirstIssueDate &&
      values.licenceExpiryDate &&
      values.licenceFirstIssueDate > values.licenceExpiryDate
    ) {
      ctx.addIssue({ code: 'custom', message: 'validation:dateOrder', path: ['licenceExpiryDate'] });
    }
    if (values.licenceFirstIssueDate && values.licenceFirstIssueDate > today) {
      ctx.addIssue({ code: 'custom', message: 'validation:dateInFuture', path: ['licenceFirstIssueDate'] });
    }
    if (values.birthDate && values.birthDate > today) {
      ctx.addIssue({ code: 'custom', message: 'validation:dateInFuture', path: ['birthDate'] });
    }
  });
}

export function driverFormValues(driver?: Driver): DriverFormInput {
  return {
    name: driver?.name ?? '',
    sex: driver?.sex ?? '',
    birthDate: driver?.birthDate ?? '',
    licenceNumber: driver?.licenceNumber ?? '',
    licenceType: driver?.licenceType ?? 'uae',
    licenceFirstIssueDate: driver?.licenceFirstIssueDate ?? '',
    licenceExpiryDate: driver?.licenceExpiryDate ?? '',
    licenceAddress: driver?.licenceAddress ?? '',
    licenceFrontUploadId: driver?.licenceFrontUploadId ?? '',
    licenceBackUploadId: driver?.licenceBackUploadId ?? '',
    mobile: driver?.mobile ?? '',
    email: driver?.email ?? '',
  };
}

/**
 * Spec rentersAdd / servicePart: every field of a driver record, with the licence's front and back
 * images (private uploads). Client checks come from the shared schema; the server's land on the fields.
 */
export function DriverForm({
  driver,
  onSave,
  saving,
  actions,
  validThrough,
}: {
  driver?: Driver;
  /** Added while booking: the booking's return, through which the licence must be valid. */
  validThrough?: string | null;
  /** Sends the record; rejects with the API error (its field errors are shown). */
  onSave: (values: DriverFormValues) => Promise<unknown>;
  saving: boolean;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation('rentals');
  const form = useZodForm(driverFormSchema(dubaiToday(), validThrough), driverFormValues(driver));
  const values = form.values as DriverFormInput;

  const submit = form.onSubmit(async (data) => {
    try {
      await onSave(data as DriverFormValues);
    } catch (error) {
      form.applyServerErrors(error);
    }
  });

  const dateProps = (field: 'birthDate' | 'licenceFirstIssueDate' | 'licenceExpiryDate', testId: string) => ({
    type: 'date' as const,
    dir: 'ltr' as const,
    ...form.getInputProps(field),
    onBlur: () => {
      if (values[field]) form.validateField(field);
    },
    'data-testid': testId,
  });

  return (
    <form onSubmit={submit} noValidate data-testid="driver-form">
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <TextInput
              label={t('drivers.name')}
              description={t('drivers.nameHint')}
              withAsterisk
              autoComplete="name"
              maxLength={80}
              {...form.getInputProps('name')}
              data-testid="driver-name"
            />
            <Radio.Group
              label={t('drivers.sex')}
              withAsterisk
              value={values.sex}
              onChange={(v) => form.setFieldValue('sex', v)}
              error={form.getInputProps('sex').error}
              data-testid="driver-sex"
            >
              <Group gap="lg" mt={6}>
                {SEXES.map((sex) => (
                  <Radio key={sex} value={sex} label={t(`sex.${sex}`)} data-testid={`driver-sex-${sex}`} />
                ))}
              </Group>
            </Radio.Group>
            <TextInput label={t('drivers.birthDate')} withAsterisk {...dateProps('birthDate', 'driver-birth-date')} />
            <TextInput
              label={t('drivers.mobile')}
              withAsterisk
              type="tel"
              dir="ltr"
              autoComplete="tel"
              placeholder={t('auth:fields.mobilePlaceholder')}
              {...form.getInputProps('mobile')}
              data-testid="driver-mobile"
            />
            <TextInput
              label={t('drivers.email')}
              withAsterisk
              type="email"
              dir="ltr"
              autoComplete="email"
              {...form.getInputProps('email')}
              data-testid="driver-email"
            />
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <TextInput
              label={t('drivers.licenceNumber')}
              withAsterisk
              dir="ltr"
              maxLength={30}
              {...form.getInputProps('licenceNumber')}
              data-testid="driver-licence-number"
            />
            <NativeSelect
              label={t('drivers.licenceType')}
              description={t('drivers.licenceTypeHint')}
              withAsterisk
              value={values.licenceType}
              onChange={(e) => form.setFieldValue('licenceType', e.currentTarget.value as LicenceType)}
              data={LICENCE_TYPES.map((type) => ({ value: type, label: t(`licenceType.${type}`) }))}
              data-testid="driver-licence-type"
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label={t('drivers.firstIssue')}
                withAsterisk
                {...dateProps('licenceFirstIssueDate', 'driver-first-issue')}
              />
              <TextInput
                label={t('drivers.expiry')}
                withAsterisk
                {...dateProps('licenceExpiryDate', 'driver-expiry')}
              />
            </SimpleGrid>
            <TextInput
              label={t('drivers.licenceAddress')}
              maxLength={200}
              {...form.getInputProps('licenceAddress')}
              data-testid="driver-licence-address"
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <LicenceImageField
                label={t('drivers.front')}
                uploadId={values.licenceFrontUploadId}
                existingUrl={driver?.licenceFrontUrl}
                onChange={(id) => form.setFieldValue('licenceFrontUploadId', id)}
                error={form.errors.licenceFrontUploadId}
                testId="driver-front"
              />
              <LicenceImageField
                label={t('drivers.back')}
                uploadId={values.licenceBackUploadId}
                existingUrl={driver?.licenceBackUrl}
                onChange={(id) => form.setFieldValue('licenceBackUploadId', id)}
                error={form.errors.licenceBackUploadId}
                testId="driver-back"
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Group justify="space-between">
          {actions || <span />}
          <Button type="submit" size="md" loading={saving} data-testid="driver-save">
            {t('drivers.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
