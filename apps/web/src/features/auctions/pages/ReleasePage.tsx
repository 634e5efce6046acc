import { Alert, Button, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import { amountSchema } from '@souq/shared';
import { IconCar, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { AmountInput } from '../../../components/AmountInput';
import figures from '../../../components/figures.module.css';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { aedPrice } from '../../../lib/format';
import { useZodForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { useMyCarsOnSale } from '../api/get-my-cars';
import { useReleaseCar } from '../api/release-car';

const releaseForm = z.object({
  listingId: z.string().min(1, 'validation:required'),
  startPrice: amountSchema,
  reserve: z.union([z.literal(''), amountSchema]),
  note: z.string().max(500),
});

/**
 * Sell a car at auction (releaseVehicle): one of my cars on sale, its start price, an optional
 * reserve (hidden from bidders; below it the high bid waits for my approval) and a note for the
 * admins who review it. Reached from Publish, or with the car chosen (`/auctions/release/:listingId`).
 */
export default function ReleasePage() {
  const { t } = useTranslation('auctions');
  const navigate = useNavigate();
  const { listingId } = useParams();
  const cars = useMyCarsOnSale();
  const release = useReleaseCar();
  const form = useZodForm(releaseForm, { listingId: listingId ?? '', startPrice: '', reserve: '', note: '' });

  const submit = form.onSubmit(async (data) => {
    try {
      await release.mutateAsync({
        listingId: data.listingId,
        startPrice: data.startPrice,
        reserve: data.reserve || undefined,
        note: data.note.trim() || undefined,
      });
      toast({ kind: 'success', message: t('release.sent') });
      await navigate('/auctions/me/releases', { replace: true });
    } catch (error) {
      if (!form.applyServerErrors(error)) toast({ kind: 'error', message: (error as Error).message });
    }
  });

  const items = cars.data?.items ?? [];
  return (
    <Page title={t('release.title')} back="/auctions/me/releases" narrow>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('release.intro')}
            </Text>
            {cars.isPending && <LoadingState />}
            {cars.isError && <ErrorState error={cars.error} onRetry={() => void cars.refetch()} />}
            {cars.isSuccess && items.length === 0 && (
              <EmptyState
                icon={<IconCar size={34} />}
                title={t('release.noCars')}
                description={t('release.noCarsText')}
                action={
                  <Button component={Link} to="/cars/publish">
                    {t('release.publishCar')}
                  </Button>
                }
              />
            )}
            {items.length > 0 && (
              <Radio.Group
                label={t('release.car')}
                value={form.values.listingId}
                onChange={(v) => form.setFieldValue('listingId', v)}
                error={form.errors.listingId}
              >
                <Stack gap="xs" mt={6}>
                  {items.map((car) => (
                    <Radio.Card key={car.id} value={car.id} radius="md" p="sm" data-testid="release-car">
                      <Stack gap={0} style={{ minInlineSize: 0 }}>
                        <Text fw={600} size="sm" truncate>
                          <bdi>{car.title}</bdi>
                        </Text>
                        <Text size="xs" c="dimmed">
                          {car.year} · <span className={figures.amount}>{aedPrice(car.priceFils)}</span>
                        </Text>
                      </Stack>
                    </Radio.Card>
                  ))}
                </Stack>
              </Radio.Group>
            )}
            <AmountInput
              label={t('release.startPrice')}
              required
              {...form.getInputProps('startPrice')}
              onChange={(v) => form.setFieldValue('startPrice', v)}
              data-testid="release-start"
            />
            <AmountInput
              label={t('release.reserve')}
              description={t('release.reserveHint')}
              {...form.getInputProps('reserve')}
              onChange={(v) => form.setFieldValue('reserve', v)}
              data-testid="release-reserve"
            />
            <Textarea
              label={t('release.note')}
              autosize
              minRows={2}
              maxLength={500}
              value={form.values.note}
              error={form.errors.note}
              onChange={(e) => form.setFieldValue('note', e.currentTarget.value)}
              data-testid="release-note"
            />
            <Alert color="indigo" variant="light" icon={<IconInfoCircle size={18} />}>
              {t('release.review')}
            </Alert>
            <Button
              type="submit"
              size="md"
              loading={release.isPending}
              disabled={items.length === 0}
              data-testid="release-submit"
            >
              {t('release.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Page>
  );
}
