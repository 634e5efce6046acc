import { Alert, Button, Divider, Group, NumberInput, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  type OpenShopBody,
  type OwnShop,
  openShopBody,
  SHOP_ADDRESS_MAX,
  SHOP_DESCRIPTION_MAX,
  SHOP_NAME_MAX,
} from '@souq/shared';
import { IconCurrentLocation, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useZodForm } from '../../../lib/forms';
import { CityPickerField } from '../../regions';
import { mapUrl } from '../format';
import { fromFormWeek, type HoursFormDay, toFormWeek } from '../hours';
import { HoursEditor } from './HoursEditor';
import { ImageUploadField } from './ImageUploadField';
import classes from './ShopForm.module.css';

/** The form's fields: the API body with coordinates as numbers or empty, and the week as rows. */
const shopForm = openShopBody.omit({ hours: true, lat: true, lng: true }).extend({
  lat: z.union([z.number().min(-90).max(90), z.literal('')]),
  lng: z.union([z.number().min(-180).max(180), z.literal('')]),
});
type ShopFormValues = z.input<typeof shopForm>;

function initialValues(shop: OwnShop | null | undefined): ShopFormValues {
  return {
    name: shop?.name ?? '',
    description: shop?.description ?? '',
    logoUploadId: shop?.logoUploadId ?? null,
    coverUploadId: shop?.coverUploadId ?? null,
    cityId: shop ? (shop.areaId ?? shop.cityId) : '',
    address: shop?.address ?? '',
    lat: shop?.lat ?? '',
    lng: shop?.lng ?? '',
    tradeLicenceNo: shop?.tradeLicenceNo ?? '',
    tradeLicenceUploadId: shop?.tradeLicenceUploadId ?? null,
    phone: shop?.phone ?? '',
    whatsapp: shop?.whatsapp ?? '',
  };
}

/** Open a shop or edit it (spec xiugaishop): the same fields, the body the API takes. */
export function ShopForm({
  shop,
  submitLabel,
  pending,
  onSubmit,
}: {
  shop?: OwnShop | null;
  submitLabel: string;
  pending: boolean;
  /** Resolves when saved; rejects with the API error (field errors land on the fields). */
  onSubmit: (body: OpenShopBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('shops');
  const form = useZodForm(shopForm, initialValues(shop));
  const [week, setWeek] = useState<HoursFormDay[]>(() => toFormWeek(shop?.hours ?? []));
  const [hoursError, setHoursError] = useState<string | undefined>();
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const submit = form.onSubmit(async (data) => {
    const hours = fromFormWeek(week);
    const checked = openShopBody.shape.hours.safeParse(hours);
    if (!checked.success) {
      setHoursError(t('form.hoursInvalid'));
      return;
    }
    setHoursError(undefined);
    setSubmitError(null);
    try {
      await onSubmit({
        ...data,
        description: data.description ?? null,
        whatsapp: data.whatsapp ?? null,
        lat: data.lat === '' ? null : data.lat,
        lng: data.lng === '' ? null : data.lng,
        hours,
      });
    } catch (error) {
      const onFields = form.applyServerErrors(error);
      setSubmitError(
        onFields ? t('form.fixFields') : error instanceof Error ? error.message : t('common:states.error'),
      );
    }
  });

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocateError(t('form.locationUnavailable'));
      return;
    }
    setLocating(true);
    setLocateError(null);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        form.setFieldValue('lat', Math.round(pos.coords.latitude * 1e6) / 1e6);
        form.setFieldValue('lng', Math.round(pos.coords.longitude * 1e6) / 1e6);
      },
      () => {
        setLocating(false);
        setLocateError(t('form.locationDenied'));
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const { lat, lng } = form.values;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('form.sectionShop')}
        </Title>
        <TextInput
          label={t('form.name')}
          required
          maxLength={SHOP_NAME_MAX}
          data-testid="shop-name"
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('form.description')}
          description={t('form.optional')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={SHOP_DESCRIPTION_MAX}
          data-testid="shop-description"
          value={form.values.description ?? ''}
          error={form.errors.description}
          onChange={(e) => form.setFieldValue('description', e.currentTarget.value)}
        />
        <div className={classes.stack}>
          <ImageUploadField
            label={t('form.logo')}
            description={t('form.logoHint')}
            purpose="shop"
            value={form.values.logoUploadId}
            currentUrl={shop?.logoUrl}
            onChange={(id) => form.setFieldValue('logoUploadId', id)}
            error={form.errors.logoUploadId}
            testId="shop-logo"
          />
          <ImageUploadField
            label={t('form.cover')}
            description={t('form.coverHint')}
            purpose="shop"
            shape="wide"
            value={form.values.coverUploadId}
            currentUrl={shop?.coverUrl}
            onChange={(id) => form.setFieldValue('coverUploadId', id)}
            error={form.errors.coverUploadId}
            testId="shop-cover"
          />
        </div>

        <Divider />
        <Title order={2} size="h4">
          {t('form.sectionLocation')}
        </Title>
        <CityPickerField
          label={t('form.city')}
          required
          value={form.values.cityId || null}
          onChange={(id) => form.setFieldValue('cityId', id ?? '')}
          error={form.errors.cityId}
          data-testid="shop-city"
        />
        <TextInput
          label={t('form.address')}
          placeholder={t('form.addressPlaceholder')}
          required
          maxLength={SHOP_ADDRESS_MAX}
          data-testid="shop-address"
          {...form.getInputProps('address')}
        />
        <div>
          <Text size="sm" fw={500}>
            {t('form.position')}
          </Text>
          <Text size="xs" c="dimmed" mb={6}>
            {t('form.positionHint')}
          </Text>
          <div className={`${classes.pair} ${classes.tight}`}>
            <NumberInput
              label={t('form.lat')}
              decimalScale={6}
              min={-90}
              max={90}
              hideControls
              dir="ltr"
              value={lat}
              error={form.errors.lat}
              onChange={(v) => form.setFieldValue('lat', typeof v === 'number' ? v : '')}
              data-testid="shop-lat"
            />
            <NumberInput
              label={t('form.lng')}
              decimalScale={6}
              min={-180}
              max={180}
              hideControls
              dir="ltr"
              value={lng}
              error={form.errors.lng}
              onChange={(v) => form.setFieldValue('lng', typeof v === 'number' ? v : '')}
              data-testid="shop-lng"
            />
          </div>
          <Group gap="xs" mt="xs">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconCurrentLocation size={16} />}
              onClick={locate}
              loading={locating}
              data-testid="shop-locate"
            >
              {t('form.useMyLocation')}
            </Button>
            {typeof lat === 'number' && typeof lng === 'number' && (
              <Button
                component="a"
                href={mapUrl(lat, lng)}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                size="xs"
                leftSection={<IconExternalLink size={16} />}
              >
                {t('form.checkOnMap')}
              </Button>
            )}
          </Group>
          {locateError && (
            <Text size="xs" c="red" mt={4}>
              {locateError}
            </Text>
          )}
        </div>
        <HoursEditor value={week} onChange={setWeek} error={hoursError} />

        <Divider />
        <Title order={2} size="h4">
          {t('form.sectionLicence')}
        </Title>
        <TextInput
          label={t('form.licenceNo')}
          description={t('form.licenceNoHint')}
          required
          maxLength={40}
          dir="ltr"
          data-testid="shop-licence"
          {...form.getInputProps('tradeLicenceNo')}
        />
        <ImageUploadField
          label={t('form.licenceImage')}
          description={t('form.licenceImageHint')}
          purpose="licence"
          shape="wide"
          value={form.values.tradeLicenceUploadId}
          currentUrl={shop?.tradeLicenceUrl}
          onChange={(id) => form.setFieldValue('tradeLicenceUploadId', id)}
          error={form.errors.tradeLicenceUploadId}
          testId="shop-licence-image"
        />

        <Divider />
        <Title order={2} size="h4">
          {t('form.sectionContact')}
        </Title>
        <div className={classes.pair}>
          <TextInput
            label={t('form.phone')}
            description={t('form.phoneHint')}
            required
            type="tel"
            inputMode="tel"
            dir="ltr"
            autoComplete="tel"
            data-testid="shop-phone"
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t('form.whatsapp')}
            description={t('form.whatsappHint')}
            type="tel"
            inputMode="tel"
            dir="ltr"
            data-testid="shop-whatsapp"
            {...form.getInputProps('whatsapp')}
          />
        </div>
        {submitError && (
          <Alert color="red" variant="light" data-testid="shop-form-error">
            {submitError}
          </Alert>
        )}
        <Button type="submit" size="md" loading={pending} data-testid="shop-submit">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
