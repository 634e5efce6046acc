import { Alert, Badge, Button, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { filsToDecimalString, parseAmountToFils } from '@souq/shared';
import type { AuctionTerms, BidKind, BidReceipt, LotDetail, LotState } from '@souq/shared/auctions/auctions.schema';
import { hammerForAllIn } from '@souq/shared/auctions/fees';
import { incrementAt } from '@souq/shared/auctions/increments';
import { IconGavel, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AmountInput } from '../../../components/AmountInput';
import figures from '../../../components/figures.module.css';
import { aed, aedPrice } from '../../../lib/format';
import { loginPath } from '../../../lib/navigation';
import { usePlaceBid } from '../api/place-bid';
import { AllInPrice } from './AllInPrice';
import classes from './BidPanel.module.css';
import { BidReceiptCard } from './BidReceiptCard';

export interface BidPanelProps {
  lot: Pick<LotDetail, 'id' | 'me'>;
  state: LotState;
  /** The price may be behind (missed event, reconnecting): no bid until it is fresh. */
  stale: boolean;
  terms: AuctionTerms | undefined;
  loggedIn: boolean;
  /** The way to join the lot's session (the join form), shown when the caller may not bid yet. */
  joinSlot?: ReactNode;
  onReceipt?: (receipt: BidReceipt) => void;
}

/** Quick amounts: the next bid and a few increments above it. */
function quickAmounts(minNext: number, terms: AuctionTerms | undefined): number[] {
  const out = [minNext];
  for (let i = 0; i < 3; i += 1) {
    const last = out[out.length - 1] as number;
    out.push(last + incrementAt(last, terms?.increments));
  }
  return out.slice(1);
}

/**
 * Bidding on one lot: the next bid at the lot's minimum, an amount of one's own (a bid, or a
 * maximum the server bids up to, which may be entered as an all-in total), each with what it
 * costs in all beside it; then the receipt. Before that, what stands in the way: signing in,
 * joining the session, the lot not open yet, the seller's own car.
 */
export function BidPanel({ lot, state, stale, terms, loggedIn, joinSlot, onReceipt }: BidPanelProps) {
  const { t } = useTranslation('auctions');
  const location = useLocation();
  const place = usePlaceBid(lot.id);
  const [kind, setKind] = useState<BidKind>(
    lot.me.maxFils !== null && lot.me.maxFils >= state.minNextBidFils ? 'max' : 'bid',
  );
  const [amount, setAmount] = useState('');
  const [allIn, setAllIn] = useState(false);
  const [receipt, setReceipt] = useState<BidReceipt | null>(null);
  const [touched, setTouched] = useState(false);
  const fees = terms?.fees;
  const me = lot.me;
  const minNext = state.minNextBidFils;

  const frame = (children: ReactNode) => (
    <section className={classes.panel} aria-label={t('bid.title')} data-testid="bid-panel">
      {children}
    </section>
  );

  if (!loggedIn) {
    return frame(
      <Stack gap="sm">
        <Text size="sm">{t('bid.signInText')}</Text>
        <Button component={Link} to={loginPath(location.pathname)} size="md" data-testid="bid-sign-in">
          {t('bid.signIn')}
        </Button>
      </Stack>,
    );
  }
  if (me.isSeller) {
    return frame(
      <Alert color="gray" icon={<IconLock size={18} />} data-testid="bid-own-car">
        {t('bid.ownCar')}
      </Alert>,
    );
  }
  if (state.status === 'closed') {
    const won = state.result === 'sold' && me.leading;
    return frame(
      <Stack gap="xs" data-testid="bid-closed">
        <Text fw={600}>{t(`result.${state.result ?? 'unsold'}`)}</Text>
        {me.maxFils !== null && (
          <Text size="sm" c={won ? 'teal.8' : 'dimmed'}>
            {won ? t('bid.youWon') : me.leading ? t('bid.youLeadAwaiting') : t('bid.youLost')}
          </Text>
        )}
      </Stack>,
    );
  }
  const active = me.participation === 'active';
  if (!active) {
    return frame(
      <Stack gap="sm" data-testid="bid-join-first">
        {me.participation === 'pending_payment' ? (
          <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
            {t('join.pendingPayment')}
          </Alert>
        ) : (
          <Text size="sm">{t('bid.joinFirst')}</Text>
        )}
        {joinSlot}
      </Stack>,
    );
  }
  if (state.status !== 'open') {
    return frame(
      <Stack gap="xs" data-testid="bid-not-open">
        <Text size="sm">{t('bid.notOpen')}</Text>
        {me.limitFils !== null && (
          <Text size="sm" c="dimmed">
            {t('bid.limit', { amount: aed(me.limitFils) })}
          </Text>
        )}
      </Stack>,
    );
  }

  // ---- open, and the caller may bid ----
  // A bidder whose maximum already covers the next bid can only raise it (the server refuses less).
  const covered = me.maxFils !== null && me.maxFils >= minNext;
  const floorFils = covered && me.maxFils !== null ? me.maxFils + 1 : minNext;
  const nextFils = covered && me.maxFils !== null ? me.maxFils + incrementAt(me.maxFils, terms?.increments) : minNext;
  const nextKind: BidKind = covered ? 'max' : 'bid';
  const typed = parseAmountToFils(amount);
  const typedFils = typed !== null && typed > 0n ? Number(typed) : null;
  const converted = typedFils !== null && allIn && kind === 'max' && fees ? hammerForAllIn(typedFils, fees) : null;
  const hammer = converted ?? typedFils;
  const tooLow = hammer !== null && hammer < floorFils;
  const limitLeft = me.limitLeftFils;
  const overLimit = (fils: number | null) => fils !== null && limitLeft !== null && fils > limitLeft;
  const busy = place.isPending;

  const send = (body: { amount: string; kind: BidKind; allIn: boolean }) => {
    place.mutate(
      { lotId: lot.id, body },
      {
        onSuccess: (answer) => {
          setReceipt(answer);
          setAmount('');
          setTouched(false);
          onReceipt?.(answer);
        },
      },
    );
  };
  const submitOwn = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (typedFils === null || tooLow || stale) return;
    send({ amount, kind, allIn: kind === 'max' && allIn });
  };

  return frame(
    <Stack gap="md">
      <Group justify="space-between" gap="xs" wrap="wrap">
        {me.leading ? (
          <Badge color="teal" variant="filled" data-testid="you-lead">
            {t('bid.youLead')}
          </Badge>
        ) : me.maxFils !== null ? (
          <Badge color="red" variant="light" data-testid="you-outbid">
            {t('bid.outbid')}
          </Badge>
        ) : (
          <span />
        )}
        {limitLeft !== null && (
          <Text size="xs" c="dimmed" data-testid="limit-left">
            {t('bid.limitLeft', { amount: aed(limitLeft) })}
          </Text>
        )}
      </Group>
      {me.maxFils !== null && (
        <Text size="sm" c="dimmed" data-testid="my-max">
          {t('bid.yourMax', { amount: aedPrice(me.maxFils) })}
        </Text>
      )}

      <div className={classes.next}>
        <Button
          size="lg"
          fullWidth
          leftSection={<IconGavel size={20} aria-hidden />}
          disabled={stale || overLimit(nextFils)}
          loading={busy && place.variables?.body.amount === filsToDecimalString(nextFils)}
          onClick={() => send({ amount: filsToDecimalString(nextFils), kind: nextKind, allIn: false })}
          data-testid="bid-next"
          data-kind={nextKind}
          h="auto"
          mih={50}
          py={8}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
        >
          {/* The words and the amount wrap as wholes: on a phone the amount takes a line of its own. */}
          <span className={classes.nextLabel}>
            <span>{covered ? t('bid.raiseTo') : t('bid.next')}</span>
            <span className={`${figures.amount} ${classes.nextAmount}`}>{aedPrice(nextFils)}</span>
          </span>
        </Button>
        {fees && <AllInPrice hammerFils={nextFils} fees={fees} testId="next-all-in" />}
        {stale && (
          <Text size="xs" c="orange.9" data-testid="bid-stale">
            {t('bid.stale')}
          </Text>
        )}
        {overLimit(nextFils) && (
          <Text size="xs" c="red.8" data-testid="bid-over-limit">
            {t('bid.overLimit')}
          </Text>
        )}
      </div>

      <form onSubmit={submitOwn} noValidate className={classes.own}>
        <Stack gap="sm">
          <SegmentedControl
            fullWidth
            value={kind}
            onChange={(value) => setKind(value as BidKind)}
            data={[
              { value: 'bid', label: t('bid.kindBid') },
              { value: 'max', label: t('bid.kindMax') },
            ]}
            data-testid="bid-kind"
          />
          <Text size="xs" c="dimmed">
            {kind === 'max' ? t('bid.maxHint') : t('bid.bidHint')}
          </Text>
          {kind === 'max' && (
            <Switch
              checked={allIn}
              onChange={(e) => setAllIn(e.currentTarget.checked)}
              label={t('bid.allInSwitch')}
              description={t('bid.allInSwitchHint')}
              data-testid="bid-all-in-switch"
            />
          )}
          <AmountInput
            label={
              kind === 'max' && allIn ? t('bid.allInAmount') : kind === 'max' ? t('bid.maxAmount') : t('bid.amount')
            }
            value={amount}
            onChange={setAmount}
            error={
              touched && typedFils === null
                ? t('bid.amountRequired')
                : tooLow
                  ? covered && me.maxFils !== null
                    ? t('bid.aboveMax', { amount: aedPrice(me.maxFils) })
                    : t('bid.tooLow', { amount: aedPrice(minNext) })
                  : undefined
            }
            data-testid="bid-amount"
          />
          {!(kind === 'max' && allIn) && (
            // One row of three, tall enough for a thumb, even on a 360 px phone.
            <Group gap={6} wrap="nowrap" grow>
              {quickAmounts(nextFils, terms).map((fils) => (
                <Button
                  key={fils}
                  size="sm"
                  h={44}
                  px={6}
                  variant="default"
                  onClick={() => setAmount(filsToDecimalString(fils))}
                  data-testid="bid-quick"
                >
                  <span className={figures.amount}>{aedPrice(fils)}</span>
                </Button>
              ))}
            </Group>
          )}
          {converted !== null && (
            <Text size="sm" data-testid="bid-converted">
              {t('bid.convertedHammer', { amount: aed(converted) })}
            </Text>
          )}
          {hammer !== null && hammer > 0 && fees && (
            <AllInPrice hammerFils={hammer} fees={fees} testId="own-all-in" defaultOpen={converted !== null} />
          )}
          {overLimit(hammer) && (
            <Text size="xs" c="red.8">
              {t('bid.overLimit')}
            </Text>
          )}
          <Button type="submit" variant="light" size="md" disabled={stale} loading={busy} data-testid="bid-submit">
            {kind === 'max' ? t('bid.setMax') : t('bid.place')}
          </Button>
        </Stack>
      </form>
      {receipt && <BidReceiptCard receipt={receipt} />}
    </Stack>,
  );
}
