import { Badge, Group, Stack, Text } from '@mantine/core';
import type { LeaseDemand } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import figures from '../../../components/figures.module.css';
import { aed } from '../../../lib/format';
import { date } from '../../wallet';
import { percent } from '../format';
import { DemandStatusBadge } from './DemandStatusBadge';

/** What was asked for: the car, the monthly figure, term, down payment and status. */
export function DemandSummary({ demand }: { demand: LeaseDemand }) {
  const { t } = useTranslation('lease');
  return (
    <Stack gap={6} style={{ flex: 1, minInlineSize: 0 }}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={2} style={{ minInlineSize: 0 }}>
          <Text fw={600} lineClamp={1} data-testid="lease-demand-vehicle">
            {demand.offer ? (
              <Link to={`/lease/offers/${encodeURIComponent(demand.offer.id)}`}>{demand.offer.title}</Link>
            ) : (
              demand.vehicle
            )}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`kind.${demand.kind}`)} · {date(demand.createdAt)} · {demand.cityName}
          </Text>
        </Stack>
        <DemandStatusBadge status={demand.status} />
      </Group>
      <Group gap="xs">
        <Text size="sm" className={figures.amount}>
          {t(demand.kind === 'offer' ? 'demand.quotedMonthly' : 'demand.budgetMonthly', {
            amount: aed(demand.monthlyFils),
          })}
        </Text>
        <Badge variant="outline" color="gray">
          {t('months', { count: demand.months })}
        </Badge>
        <Badge variant="outline" color="gray">
          {t('demand.downShort', { percent: percent(demand.downPaymentPct) })}
        </Badge>
        {demand.leaseToOwn && (
          <Badge variant="light" color="grape">
            {t('leaseToOwn')}
          </Badge>
        )}
      </Group>
      {demand.note && (
        <Text size="sm" c="dimmed" lineClamp={3} dir="auto">
          {demand.note}
        </Text>
      )}
      {demand.adminNote && (
        <Text size="sm" data-testid="lease-demand-admin-note">
          <Text span fw={600}>
            {t('demand.teamNote')}:
          </Text>{' '}
          {demand.adminNote}
        </Text>
      )}
    </Stack>
  );
}
