import { Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import figures from '../../../components/figures.module.css';
import { InfiniteList } from '../../../components/InfiniteList';
import linkRow from '../../../components/LinkRow.module.css';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/States';
import { aedPrice } from '../../../lib/format';
import { useMyBids } from '../api/get-my-bids';
import { useMyOffers } from '../api/get-my-offers';
import { useAuctionTerms } from '../api/get-terms';
import { Countdown } from '../components/Countdown';
import { OfferToMe } from '../components/SecondChance';
import { useOutbidAlerts, useServerClockSync } from '../live';

const OUTCOMES = ['open', 'won', 'lost', 'on_approval'] as const;
type Outcome = (typeof OUTCOMES)[number];
const COLOR: Record<Outcome, string> = { open: 'indigo', won: 'teal', lost: 'gray', on_approval: 'yellow' };

/** My bids: open (leading or outbid), won, lost, awaiting the seller. */
export default function MyBidsPage() {
  const { t } = useTranslation('auctions');
  const [params, setParams] = useSearchParams();
  useServerClockSync();
  useOutbidAlerts();
  const tab = OUTCOMES.includes(params.get('tab') as Outcome) ? (params.get('tab') as Outcome) : 'open';
  // Each tab asks the server for its own outcome, so a tab is never empty only because the lots
  // of that outcome are on a page not loaded yet.
  const bids = useMyBids(tab);
  // Second-chance offers to me wait above every tab until I answer them or they expire.
  const offers = useMyOffers();
  const terms = useAuctionTerms();

  return (
    <Page title={t('myBids.title')} back="/mine">
      <Stack gap="md">
        {offers.data?.items.map((offer) => (
          <OfferToMe key={offer.id} offer={offer} fees={terms.data?.fees} showLot />
        ))}
        <Tabs value={tab} onChange={(v) => setParams(v ? { tab: v } : {}, { replace: true })}>
          <Tabs.List grow>
            {OUTCOMES.map((o) => (
              <Tabs.Tab key={o} value={o} px="xs" data-testid={`my-bids-tab-${o}`}>
                {t(`myBids.tabs.${o}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <InfiniteList
          query={bids}
          empty={
            <EmptyState
              icon={<IconGavel size={34} />}
              title={t(`myBids.none.${tab}`)}
              testId="my-bids-empty"
              action={
                <Button component={Link} to="/auctions" variant="light">
                  {t('myBids.browse')}
                </Button>
              }
            />
          }
        >
          {(items) => {
            return (
              <div className={linkRow.list}>
                {items.map((bid) => (
                  <Link
                    key={bid.lot.id}
                    to={`/auctions/lots/${bid.lot.id}`}
                    className={linkRow.row}
                    data-testid="my-bid-row"
                  >
                    <Stack gap={2} style={{ flex: 1, minInlineSize: 0 }}>
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Text fw={600} size="sm" truncate>
                          <bdi>{bid.lot.title}</bdi>
                        </Text>
                        <Badge
                          color={bid.outcome === 'open' ? (bid.leading ? 'teal' : 'red') : COLOR[bid.outcome]}
                          variant="light"
                        >
                          {bid.outcome === 'open'
                            ? bid.leading
                              ? t('bid.youLead')
                              : t('bid.outbid')
                            : t(`myBids.tabs.${bid.outcome}`)}
                        </Badge>
                      </Group>
                      <Text size="sm">
                        {t('myBids.yourMax')} <span className={figures.amount}>{aedPrice(bid.maxFils)}</span>
                        {' · '}
                        {t('price.current')}{' '}
                        <span className={figures.amount}>
                          {aedPrice(bid.lot.state.priceFils ?? bid.lot.state.startPriceFils)}
                        </span>
                      </Text>
                      <Countdown state={bid.lot.state} size="xs" />
                    </Stack>
                  </Link>
                ))}
              </div>
            );
          }}
        </InfiniteList>
      </Stack>
    </Page>
  );
}
