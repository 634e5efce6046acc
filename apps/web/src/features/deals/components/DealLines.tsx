import { Divider, Group, Stack, Text } from '@mantine/core';
import type { DealLine } from '@souq/shared/deals/deals.schema';
import { useTranslation } from 'react-i18next';
import figures from '../../../components/figures.module.css';
import { aed } from '../../../lib/format';

/** Invoice lines (the same allInPrice lines the lot page showed), then the figure they add up to. */
export function DealLines({
  lines,
  totalLabel,
  totalFils,
}: {
  lines: DealLine[];
  totalLabel: string;
  totalFils: number;
}) {
  const { t } = useTranslation('deals');
  return (
    <Stack gap={6} data-testid="deal-lines">
      {lines.map((line) => (
        <Group key={line.kind} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {line.kind === 'hammer' && t('lines.hammer')}
            {line.kind === 'buyerPremium' && t('lines.buyerPremium')}
            {line.kind === 'adminFee' && t('lines.adminFee')}
            {line.kind === 'vat' && t('lines.vat')}
            {line.kind === 'lateFee' && t('lines.lateFee', { days: line.days ?? 0 })}
            {line.kind === 'storage' && t('lines.storage', { days: line.days ?? 0 })}
            {line.kind === 'deposit' && t('lines.deposit')}
            {line.kind === 'sellerFee' && t('lines.sellerFee')}
          </Text>
          <Text size="sm" className={figures.amount} c={line.amountFils < 0 ? 'teal.7' : undefined}>
            {aed(line.amountFils, line.amountFils < 0)}
          </Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{totalLabel}</Text>
        <Text fw={700} className={figures.amount} data-testid="deal-total">
          {aed(totalFils)}
        </Text>
      </Group>
    </Stack>
  );
}
