import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import figures from '../../../components/figures.module.css';
import { InfiniteList } from '../../../components/InfiniteList';
import linkRow from '../../../components/LinkRow.module.css';
import { EmptyState } from '../../../components/States';
import { aedPrice } from '../../../lib/format';
import { useBidLog } from '../api/get-bid-log';
import { timeOfDay } from '../format';
import { BeforeClose } from './BeforeClose';
import { BidderName } from './PricePanel';

/** A lot's bids, newest first: the masked bidder, the amount, automatic ones marked, the time and the time left then. */
export function BidLog({ lotId, myAlias }: { lotId: string; myAlias: number | null }) {
  const { t } = useTranslation('auctions');
  const log = useBidLog(lotId);
  return (
    <InfiniteList query={log} empty={<EmptyState title={t('log.empty')} />}>
      {(items) => (
        <div className={linkRow.list} data-testid="bid-log">
          {items.map((entry) => {
            return (
              <div key={entry.id} className={linkRow.plainRow} data-testid="bid-log-entry">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Group gap={6} wrap="wrap" style={{ minInlineSize: 0 }}>
                    <Text size="sm" fw={entry.bidder.isMe ? 700 : 500}>
                      <BidderName bidder={entry.bidder} myAlias={myAlias} />
                    </Text>
                    {entry.automatic && (
                      <Badge size="xs" variant="light" color="grape" data-testid="bid-automatic">
                        {t('log.automatic')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" fw={700} className={figures.amount}>
                    {aedPrice(entry.amountFils)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {timeOfDay(entry.at)} · <BeforeClose msLeft={entry.msLeft} />
                </Text>
              </div>
            );
          })}
        </div>
      )}
    </InfiniteList>
  );
}
