import { Alert, Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { BidReceipt, LotDetail } from '@souq/shared/auctions/auctions.schema';
import { IconBroadcast } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pagedItems } from '../../../components/InfiniteList';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState } from '../../../components/States';
import { useIsLoggedIn } from '../../../lib/session';
import { ChatWithButton } from '../../chat';
import { LotDealLink } from '../../deals';
import { useBidLog } from '../api/get-bid-log';
import { useSession as useAuctionSession } from '../api/get-session';
import { useAuctionTerms } from '../api/get-terms';
import { BidLog } from '../components/BidLog';
import { BidPanel } from '../components/BidPanel';
import { CarFacts } from '../components/CarFacts';
import { JoinSessionForm } from '../components/JoinSessionForm';
import { LotGallery } from '../components/LotGallery';
import { PricePanel } from '../components/PricePanel';
import { OfferToMe, SellerSecondChance } from '../components/SecondChance';
import { WatchButton } from '../components/WatchButton';
import { dateTime, num } from '../format';
import { useLiveLot, useOutbidAlerts, useServerClockSync } from '../live';
import classes from './LotPage.module.css';

/** The caller's bidder number in this lot, once known (a bid of theirs or their lead shows it). */
function useMyAlias(lot: LotDetail | undefined, receipt: BidReceipt | null): number | null {
  const [alias, setAlias] = useState<number | null>(null);
  const log = useBidLog(lot?.id ?? '');
  const leader = lot?.state.leader;
  const fromReceipt = receipt?.state.leader?.isMe ? receipt.state.leader.alias : null;
  const fromLog = pagedItems(log).find((entry) => entry.bidder.isMe)?.bidder.alias ?? null;
  useEffect(() => {
    if (leader?.isMe) setAlias(leader.alias);
    else if (fromReceipt !== null) setAlias(fromReceipt);
    else if (fromLog !== null) setAlias(fromLog);
  }, [leader, fromReceipt, fromLog]);
  return alias;
}

/** One lot: photos, the live price and bidding with every fee shown, joining the session, specs, the bid log. */
export default function LotPage() {
  const { t } = useTranslation('auctions');
  const { id = '' } = useParams();
  const loggedIn = useIsLoggedIn();
  useServerClockSync();
  useOutbidAlerts();
  const { lot, state, stale, mode, applyState } = useLiveLot(id);
  const terms = useAuctionTerms();
  const data = lot.data;
  const session = useAuctionSession(loggedIn ? data?.sessionId : null);
  const [receipt, setReceipt] = useState<BidReceipt | null>(null);
  const myAlias = useMyAlias(data, receipt);

  if (lot.isPending) {
    return (
      <Page title={t('lot.title')} back="/auctions">
        <LoadingState />
      </Page>
    );
  }
  if (!data || !state) {
    return (
      <Page title={t('lot.title')} back="/auctions">
        <ErrorState error={lot.error} onRetry={() => void lot.refetch()} />
      </Page>
    );
  }

  const joinSlot =
    session.data && data.me.participation !== 'pending_payment' ? (
      <JoinSessionForm session={session.data} terms={terms.data} />
    ) : undefined;

  return (
    <Page title={t('lot.title')} back="/auctions" actions={<WatchButton lotId={data.id} watching={data.isWatched} />}>
      <div className={classes.grid}>
        <div className={classes.main}>
          <LotGallery photos={data.car.photos} alt={data.title} />
          <Stack gap={4}>
            <Title order={2} size="h3">
              <bdi>{data.title}</bdi>
            </Title>
            <Group gap="xs" wrap="wrap">
              {data.sessionId && data.sessionTitle && (
                <Anchor component={Link} to={`/auctions/sessions/${data.sessionId}`} size="sm">
                  <bdi>{data.sessionTitle}</bdi>
                </Anchor>
              )}
              {data.position !== null && (
                <Badge variant="light" color="gray">
                  {t('lot.position', { n: num(data.position + 1) })}
                </Badge>
              )}
              {/* A hosted session's lot: "Live now" while it takes bids, "Upcoming" before, "Hosted" after. */}
              {data.sessionKind === 'live' && (
                <Badge
                  color={state.status === 'open' ? 'red' : 'gray'}
                  variant={state.status === 'open' ? 'filled' : 'light'}
                  leftSection={<IconBroadcast size={12} aria-hidden />}
                  data-testid="lot-session-badge"
                >
                  {state.status === 'open'
                    ? t('sessionStatus.live')
                    : state.status === 'closed'
                      ? t('sessionKind.hosted')
                      : t('sessionBadge.upcoming')}
                </Badge>
              )}
              {data.watchers > 0 && (
                <Text size="xs" c="dimmed">
                  {t('lot.watchers', { count: data.watchers })}
                </Text>
              )}
            </Group>
          </Stack>
        </div>
        <div className={classes.side}>
          <PricePanel state={state} stale={stale} mode={mode} fees={terms.data?.fees} myAlias={myAlias} />
          {data.approvalDeadline && state.result === 'on_approval' && (
            <Alert color="yellow">{t('lot.onApproval', { date: dateTime(data.approvalDeadline) })}</Alert>
          )}
          <BidPanel
            lot={data}
            state={state}
            stale={stale}
            terms={terms.data}
            loggedIn={loggedIn}
            joinSlot={joinSlot}
            onReceipt={(r) => {
              setReceipt(r);
              applyState(r.state);
            }}
          />
          {/* An unsold lot's second chance: the runner-up's offer, or the seller's (admin's) way to make it. */}
          {data.secondChance?.offer?.bidder.isMe && (
            <OfferToMe offer={data.secondChance.offer} fees={terms.data?.fees} />
          )}
          {data.secondChance && !data.secondChance.offer?.bidder.isMe && (
            <SellerSecondChance lotId={data.id} secondChance={data.secondChance} />
          )}
          {/* A sold lot's buyer and seller go on to its deal: the invoice, the contract, the handover. */}
          {loggedIn && state.result === 'sold' && (data.me.maxFils !== null || data.me.isSeller) && (
            <LotDealLink lotId={data.id} />
          )}
        </div>
        <div className={classes.main}>
          <CarFacts car={data.car} />
          <ChatWithButton userId={data.car.seller.userId} kind="lot" id={data.id} />
          <section>
            <Title order={2} size="h4" mb="xs">
              {t('log.title')}
            </Title>
            <BidLog lotId={data.id} myAlias={myAlias} />
          </section>
        </div>
      </div>
    </Page>
  );
}
