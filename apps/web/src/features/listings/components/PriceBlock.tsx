import { Alert, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ListingDetail } from '@souq/shared';
import { IconInfoCircle, IconTrendingDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import figures from '../../../components/figures.module.css';
import { aedPrice } from '../../../lib/format';
import { landedCostRates, priceDrop } from '../price';

/** The asking price, a cut in it when there was one, and the CIF price with the landed-cost estimate. */
export function PriceBlock({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listings');
  const drop = priceDrop(listing.priceHistory, listing.priceFils);
  const cost = listing.landedCost;
  return (
    <Stack gap="xs">
      <Text fz={28} fw={800} c="indigo.8" className={figures.amount} data-testid="detail-price" lh={1.2}>
        {aedPrice(listing.priceFils)}
      </Text>
      {drop && (
        <Group gap={6} c="teal.8" data-testid="price-drop">
          <IconTrendingDown size={18} aria-hidden />
          <Text size="sm" fw={500}>
            {t('price.drop', {
              amount: `\u2068${aedPrice(drop.dropFils)}\u2069`,
              percent: drop.percent,
              was: `\u2068${aedPrice(drop.fromFils)}\u2069`,
            })}
          </Text>
        </Group>
      )}
      {listing.cifPriceFils !== null && (
        <Paper withBorder p="sm" radius="md" data-testid="cif-note">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600}>
                {t('price.cif')}
              </Text>
              <Text size="sm" fw={700} className={figures.amount}>
                {aedPrice(listing.cifPriceFils)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t('price.cifNote')}
            </Text>
            {cost && (
              <>
                <Table withRowBorders={false} verticalSpacing={2} fz="sm" data-testid="landed-cost">
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Td ps={0}>{t('price.duty', { percent: landedCostRates(cost).dutyPercent })}</Table.Td>
                      <Table.Td ta="end" pe={0} className={figures.amount}>
                        {aedPrice(cost.dutyFils)}
                      </Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Td ps={0}>{t('price.vat', { percent: landedCostRates(cost).vatPercent })}</Table.Td>
                      <Table.Td ta="end" pe={0} className={figures.amount}>
                        {aedPrice(cost.vatFils)}
                      </Table.Td>
                    </Table.Tr>
                    <Table.Tr style={{ borderBlockStart: '1px solid var(--mantine-color-gray-3)' }}>
                      <Table.Td ps={0} fw={700}>
                        {t('price.landed')}
                      </Table.Td>
                      <Table.Td ta="end" pe={0} fw={700} className={figures.amount} data-testid="landed-total">
                        {aedPrice(cost.totalFils)}
                      </Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
                <Alert variant="light" color="gray" p={8} icon={<IconInfoCircle size={16} />}>
                  <Text size="xs">
                    {t('price.estimate', {
                      duty: landedCostRates(cost).dutyPercent,
                      vat: landedCostRates(cost).vatPercent,
                    })}
                  </Text>
                </Alert>
              </>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
