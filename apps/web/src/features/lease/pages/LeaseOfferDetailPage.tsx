import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconEdit, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import figures from '../../../components/figures.module.css';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState } from '../../../components/States';
import { aed, aedWhole } from '../../../lib/format';
import { useLeaseOffer } from '../api/get-lease-offer';
import { OfferTermsTable } from '../components/OfferTermsTable';
import { WhatsAppButton } from '../components/WhatsAppButton';
import { num, percent } from '../format';
import lease from '../lease.module.css';
import classes from './LeaseOfferDetailPage.module.css';

/** A lease offer (spec: longtermDetail): photos, terms by months, what is included. */
export default function LeaseOfferDetailPage() {
  const { t } = useTranslation('lease');
  const { id } = useParams();
  const query = useLeaseOffer(id);
  const offer = query.data;

  return (
    <Page
      title={offer?.title ?? t('offer.title')}
      back="/lease/offers"
      actions={
        offer?.canEdit ? (
          <Button
            component={Link}
            to={`/admin/lease/offers/${encodeURIComponent(offer.id)}/edit`}
            size="compact-sm"
            variant="light"
            leftSection={<IconEdit size={16} />}
            data-testid="lease-offer-edit"
          >
            {t('offer.edit')}
          </Button>
        ) : undefined
      }
    >
      {query.isPending && <LoadingState />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {offer && (
        <div className={classes.detail}>
          <Stack gap="md">
            <div className={classes.gallery} data-testid="lease-offer-photos">
              {offer.photos.map((photo, i) => (
                <img
                  key={photo.uploadId}
                  src={photo.url}
                  alt={`${offer.title} ${i + 1}`}
                  loading={i ? 'lazy' : 'eager'}
                />
              ))}
            </div>
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h5" mb="sm">
                {t('offer.included')}
              </Title>
              {offer.features.length > 0 ? (
                <List spacing={6} icon={<IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />}>
                  {offer.features.map((f) => (
                    <List.Item key={f}>
                      <bdi>{f}</bdi>
                    </List.Item>
                  ))}
                </List>
              ) : (
                <Text c="dimmed" size="sm">
                  {t('offer.noFeatures')}
                </Text>
              )}
              {offer.description && (
                <Text size="sm" mt="md" dir="auto" style={{ whiteSpace: 'pre-line' }}>
                  {offer.description}
                </Text>
              )}
            </Paper>
          </Stack>
          <Stack gap="md" className={classes.side}>
            <Paper withBorder p="md" radius="md">
              <Stack gap="xs">
                <Group gap={6}>
                  {offer.status === 'inactive' && (
                    <Badge color="gray" variant="filled">
                      {t('offerStatus.inactive')}
                    </Badge>
                  )}
                  {offer.leaseToOwn && (
                    <Badge color="grape" variant="light">
                      {t('leaseToOwn')}
                    </Badge>
                  )}
                  <Group gap={4} c="dimmed">
                    <IconMapPin size={14} aria-hidden />
                    <Text size="xs">{offer.cityName}</Text>
                  </Group>
                </Group>
                <Text>
                  <Text span c="dimmed" size="sm">
                    {t('offers.from')}
                  </Text>{' '}
                  <Text span fw={800} size="xl" c="indigo.8" className={figures.amount} data-testid="lease-offer-from">
                    {aedWhole(offer.fromMonthlyFils)}
                  </Text>{' '}
                  <Text span c="dimmed" size="sm">
                    {t('offers.perMonth')}
                  </Text>
                </Text>
                <dl className={lease.facts}>
                  <div>
                    <dt>{t('offer.price')}</dt>
                    <dd className={figures.amount}>{aed(offer.priceFils)}</dd>
                  </div>
                  <div>
                    <dt>{t('offer.minDown')}</dt>
                    <dd>{percent(offer.minDownPaymentPct)}</dd>
                  </div>
                  <div>
                    <dt>{t('offer.mileage')}</dt>
                    <dd>{t('offers.kmPerMonth', { km: num(offer.mileageKmPerMonth) })}</dd>
                  </div>
                  <div>
                    <dt>{t('offer.year')}</dt>
                    <dd>{offer.year}</dd>
                  </div>
                  {offer.leaseToOwn && (
                    <div>
                      <dt>{t('offer.balloon')}</dt>
                      <dd>{percent(offer.balloonPct)}</dd>
                    </div>
                  )}
                </dl>
              </Stack>
            </Paper>
            <OfferTermsTable terms={offer.terms} />
            {offer.status === 'active' && (
              <Button
                component={Link}
                to={`/lease/offers/${encodeURIComponent(offer.id)}/select`}
                size="md"
                data-testid="lease-offer-choose"
              >
                {t('offer.choose')}
              </Button>
            )}
            <WhatsAppButton message={t('whatsapp.offerMessage', { title: offer.title })} />
          </Stack>
        </div>
      )}
    </Page>
  );
}
