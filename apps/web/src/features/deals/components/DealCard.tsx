import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Deal } from '@souq/shared/deals/deals.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import figures from '../../../components/figures.module.css';
import { aed } from '../../../lib/format';

const STATUS_COLOR = { awaiting_payment: 'orange', paid: 'blue', completed: 'teal', defaulted: 'red' } as const;

export function DealStatusBadge({ status }: { status: Deal['status'] }) {
  const { t } = useTranslation('deals');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-testid="deal-status">
      {status === 'awaiting_payment' && t('status.awaiting_payment')}
      {status === 'paid' && t('status.paid')}
      {status === 'completed' && t('status.completed')}
      {status === 'defaulted' && t('status.defaulted')}
    </Badge>
  );
}

/** A deal in a list: car, status, and what matters to the reader (amount due, or the payout). */
export function DealCard({ deal, to }: { deal: Deal; to: string }) {
  const { t } = useTranslation('deals');
  const seller = deal.role === 'seller';
  return (
    <Card component={Link} to={to} withBorder radius="md" p="md" data-testid="deal-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={2}>
            {deal.title}
          </Text>
          <DealStatusBadge status={deal.status} />
        </Group>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {seller ? t('payout') : deal.status === 'awaiting_payment' ? t('amountDue') : t('total')}
          </Text>
          <Text fw={700} className={figures.amount}>
            {aed(seller ? deal.payoutFils : deal.status === 'awaiting_payment' ? deal.amountDueFils : deal.totalFils)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
