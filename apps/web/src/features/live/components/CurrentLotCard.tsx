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
  // The last car's sale ended and the next has not started: say so rather than show it as on sale.
  const ended = lot.status === 'closed';
  return (
    <Paper withBorder p="sm" radius="md" data-testid="live-lot">
      <Stack gap={6}>
        {/* On a phone the badges go under a long title rather than squeezing it (or themselves). */}
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={`/auctions/lots/${lot.id}`} fw={600} lineClamp={1}>
            {lot.title}
          </Anchor>
          <Group gap={4} wrap="nowrap">
            {ended && (
              <Badge color="gray" data-testid="live-lot-ended">
                {t('lot.ended')}
              </Badge>
            )}
            <Badge variant="light">{t('lot.bids', { count: lot.bidCount })}</Badge>
          </Group>
        </Group>
        <Group gap="xs" align="baseline">
          <Text size="xs" c="dimmed">
            {ended
              ? lot.priceFils === null
                ? t('lot.noBids')
                : t('lot.finalPrice')
              : lot.priceFils === null
                ? t('lot.startPrice')
                : t('lot.livePrice')}
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
