import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Bidder, LotState } from '@souq/shared/auctions/auctions.schema';
import { useTranslation } from 'react-i18next';
import figures from '../../../components/figures.module.css';
import { aedPrice } from '../../../lib/format';
import type { LiveMode } from '../live';
import { AllInPrice, type FeeTable } from './AllInPrice';
import { Countdown } from './Countdown';
import { LiveIndicator } from './LiveIndicator';
import classes from './PricePanel.module.css';

/** "You" or "Bidder 4". */
export function BidderName({ bidder, myAlias }: { bidder: Bidder; myAlias: number | null }) {
  const { t } = useTranslation('auctions');
  const me = bidder.isMe || (myAlias !== null && bidder.alias === myAlias);
  return <>{me ? t('bidder.you') : t('bidder.alias', { n: bidder.alias })}</>;
}

/**
 * The live price: current price (or the start price before the first bid) with its all-in total,
 * the leader, time left on the server's clock, whether the reserve is met, extensions, and the
 * connection state. While stale (a missed event or a reconnect) the price is held back.
 */
export function PricePanel({
  state,
  stale,
  mode,
  fees,
  myAlias,
}: {
  state: LotState;
  stale: boolean;
  mode: LiveMode;
  fees: FeeTable | undefined;
  myAlias: number | null;
}) {
  const { t } = useTranslation('auctions');
  const price = state.priceFils ?? state.startPriceFils;
  return (
    <section className={classes.panel} aria-label={t('price.title')} data-testid="price-panel">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minInlineSize: 0 }}>
          <Text size="sm" c="dimmed">
            {state.priceFils === null ? t('price.start') : t('price.current')}
          </Text>
          {stale ? (
            <Text className={figures.big} c="dimmed" data-testid="price-stale">
              {t('price.updating')}
            </Text>
          ) : (
            <Text className={figures.big} data-testid="current-price">
              {aedPrice(price)}
            </Text>
          )}
        </Stack>
        <LiveIndicator mode={mode} open={state.status === 'open'} />
      </Group>
      {fees && !stale && <AllInPrice hammerFils={price} fees={fees} testId="price-all-in" />}
      <Group gap="xs" wrap="wrap">
        <Countdown state={state} size="md" testId="lot-countdown" tickMs={250} />
        {state.extensions > 0 && (
          <Badge color="orange" variant="light" data-testid="extensions">
            {t('price.extended', { count: state.extensions })}
          </Badge>
        )}
      </Group>
      <Group gap="xs" wrap="wrap">
        {state.leader ? (
          <Badge
            variant="light"
            color={state.leader.isMe || state.leader.alias === myAlias ? 'teal' : 'gray'}
            data-testid="leader"
          >
            {t('price.leader')}: <BidderName bidder={state.leader} myAlias={myAlias} />
          </Badge>
        ) : (
          <Badge variant="light" color="gray">
            {t('price.noBids')}
          </Badge>
        )}
        <Badge variant="light" color={state.reserveMet ? 'teal' : 'yellow'} data-testid="reserve">
          {state.reserveMet ? t('price.reserveMet') : t('price.reserveNotMet')}
        </Badge>
        <Badge variant="light" color="gray">
          {t('lot.bids', { count: state.bidCount })}
        </Badge>
      </Group>
    </section>
  );
}
