import {
  Button,
  Group,
  Input,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { type Driver, driverInput, LICENCE_TYPES, type LicenceType, SEXES } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../lib/forms';
import { dubaiToday } from '../dates';
import { LicenceImageField } from './LicenceImageField';

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
 * a licence already expired, a first issue after the expiry, a birth date in the future.
 */
export function driverFormSchema(today: string) {
  return driverInput.superRefine((values, ctx) => {
    if (values.licenceExpiryDate && values.licenceExpiryDate < today) {
      ctx.addIssue({ code: 'custom', message: 'validation:licenceExpired', path: ['licenceExpiryDate'] });
    }
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

export function driverFormValues(driver?: Driver): DriverFormValues {
  return {
    name: driver?.name ?? '',
    sex: driver?.sex ?? 'male',
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
}: {
  driver?: Driver;
  /** Sends the record; rejects with the API error (its field errors are shown). */
  onSave: (values: DriverFormValues) => Promise<unknown>;
  saving: boolean;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation('rentals');
  const form = useZodForm(driverFormSchema(dubaiToday()), driverFormValues(driver));
  const values = form.values as DriverFormValues;

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
            <Input.Wrapper label={t('drivers.sex')} withAsterisk>
              <SegmentedControl
                mt={4}
                fullWidth
                value={values.sex}
                onChange={(v) => form.setFieldValue('sex', v as DriverFormValues['sex'])}
                data={SEXES.map((sex) => ({ value: sex, label: t(`sex.${sex}`) }))}
                data-testid="driver-sex"
              />
            </Input.Wrapper>
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
