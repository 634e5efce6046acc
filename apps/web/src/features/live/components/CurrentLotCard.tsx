import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { LiveLot } from '@souq/shared/live/live.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import figures from '../../../components/figures.module.css';
import { aedWhole } from '../../../lib/format';
import { VideoBehindWarning } from './VideoBehindWarning';

/** The car on sale with its live price (from the server, not the video), and the latency warning beside it. */
export function CurrentLotCard({ lot, latencySeconds }: { lot: LiveLot | null; latencySeconds: number | null }) {
  const { t } = useTranslation('live');
  if (!lot) {
    return (
      <Paper withBorder p="sm" radius="md" data-testid="live-lot-none">
        <Text size="sm" c="dimmed">
          {t('lot.none')}
        </Text>
      </Paper>
    );
  }
  const price = lot.priceFils ?? lot.startPriceFils;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="live-lot">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={`/auctions/lots/${lot.id}`} fw={600} lineClamp={1}>
            {lot.title}
          </Anchor>
          <Badge variant="light">{t('lot.bids', { count: lot.bidCount })}</Badge>
        </Group>
        <Group gap="xs" align="baseline">
          <Text size="xs" c="dimmed">
            {lot.priceFils === null ? t('lot.startPrice') : t('lot.livePrice')}
          </Text>
          <Text fw={700} size="lg" className={figures.amount} data-testid="live-lot-price">
            {aedWhole(price)}
          </Text>
        </Group>
        <VideoBehindWarning latencySeconds={latencySeconds} />
      </Stack>
    </Paper>
  );
}
