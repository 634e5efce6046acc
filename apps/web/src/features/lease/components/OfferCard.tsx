import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { LeaseOfferSummary } from '@souq/shared';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import figures from '../../../components/figures.module.css';
import { aedWhole } from '../../../lib/format';
import { num, percent } from '../format';
import classes from './OfferCard.module.css';

/** One offer in the list: photo, car, "from AED x / month", terms and badges. */
export function OfferCard({ offer, to }: { offer: LeaseOfferSummary; to?: string }) {
  const { t } = useTranslation('lease');
  return (
    <Card
      component={Link}
      to={to ?? `/lease/offers/${encodeURIComponent(offer.id)}`}
      withBorder
      padding={0}
      radius="md"
      className={classes.card}
      data-testid="lease-offer-card"
    >
      {offer.cover ? (
        <img className={classes.photo} src={offer.cover.thumbUrl ?? offer.cover.url} alt={offer.title} loading="lazy" />
      ) : (
        <div className={classes.photo} />
      )}
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} lineClamp={1}>
            {offer.title}
          </Text>
          {offer.status === 'inactive' && (
            <Badge color="gray" variant="filled">
              {t('offerStatus.inactive')}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            {t('offers.from')}
          </Text>{' '}
          <Text span fw={700} size="lg" c="indigo.8" className={figures.amount}>
            {aedWhole(offer.fromMonthlyFils)}
          </Text>{' '}
          <Text span c="dimmed" size="sm">
            {t('offers.perMonth')}
          </Text>
        </Text>
        <Group gap={6}>
          {offer.terms.map((term) => (
            <Badge key={term.months} variant="outline" color="gray" size="sm">
              {t('months', { count: term.months })}
            </Badge>
          ))}
        </Group>
        <Group gap={6} mt="auto">
          <Badge variant="light" size="sm">
            {t('offers.downFrom', { percent: percent(offer.minDownPaymentPct) })}
          </Badge>
          <Badge variant="light" color="cyan" size="sm">
            {t('offers.kmPerMonth', { km: num(offer.mileageKmPerMonth) })}
          </Badge>
          {offer.leaseToOwn && (
            <Badge variant="light" color="grape" size="sm">
              {t('leaseToOwn')}
            </Badge>
          )}
        </Group>
        <Group gap={4} c="dimmed">
          <IconMapPin size={14} aria-hidden />
          <Text size="xs">{offer.cityName}</Text>
        </Group>
      </Stack>
    </Card>
  );
}
