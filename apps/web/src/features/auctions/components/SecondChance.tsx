import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { LotSecondChance, SecondChanceOffer } from '@souq/shared/auctions/auctions.schema';
import { IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import figures from '../../../components/figures.module.css';
import { aedPrice } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDecideOffer } from '../api/decide-offer';
import { useOfferSecondChance } from '../api/offer-second-chance';
import { dateTime, num } from '../format';
import { AllInPrice, type FeeTable } from './AllInPrice';

const STATUS_COLOR = { open: 'indigo', accepted: 'teal', declined: 'gray', expired: 'gray' } as const;

/**
 * A second-chance offer to me (the runner-up): the car at my last bid, what it costs in all, the
 * deadline by the server's clock, and accept / decline, each confirmed first.
 */
export function OfferToMe({
  offer,
  fees,
  showLot = false,
}: {
  offer: SecondChanceOffer;
  fees?: FeeTable;
  showLot?: boolean;
}) {
  const { t } = useTranslation('auctions');
  const decide = useDecideOffer();
  const [asking, setAsking] = useState<boolean | null>(null);
  const open = offer.status === 'open' && new Date(offer.expiresAt) > new Date(offer.serverNow);

  const confirm = () => {
    if (asking === null) return;
    const accept = asking;
    decide.mutate(
      { offerId: offer.id, accept },
      {
        onSuccess: () => {
          toast({ kind: 'success', message: accept ? t('offer.acceptedToast') : t('offer.declinedToast') });
          setAsking(null);
        },
        onError: () => setAsking(null),
      },
    );
  };

  return (
    <Alert color={open ? 'indigo' : 'gray'} icon={<IconRepeat size={18} aria-hidden />} data-testid="offer-to-me">
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('offer.toMeTitle')}
        </Text>
        {showLot && (
          <Anchor component={Link} to={`/auctions/lots/${offer.lotId}`} size="sm" fw={600}>
            <bdi>{offer.title}</bdi>
          </Anchor>
        )}
        <Text size="sm">
          {t('offer.atYourBid')} <b className={figures.amount}>{aedPrice(offer.amountFils)}</b>
        </Text>
        {fees && <AllInPrice hammerFils={offer.amountFils} fees={fees} testId="offer-all-in" />}
        {open ? (
          <>
            <Text size="xs" c="dimmed">
              {t('offer.answerBy', { date: dateTime(offer.expiresAt) })}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Button size="xs" color="teal" onClick={() => setAsking(true)} data-testid="offer-accept">
                {t('offer.accept')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => setAsking(false)}
                data-testid="offer-decline"
              >
                {t('offer.decline')}
              </Button>
            </Group>
          </>
        ) : (
          <Badge color={STATUS_COLOR[offer.status]} variant="light" data-testid="offer-status">
            {t(`offer.status.${offer.status}`)}
          </Badge>
        )}
      </Stack>
      <ConfirmModal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? t('offer.acceptTitle') : t('offer.declineTitle')}
        text={
          asking
            ? t('offer.acceptText', { amount: aedPrice(offer.amountFils), title: offer.title })
            : t('offer.declineText')
        }
        confirmLabel={asking ? t('offer.accept') : t('offer.decline')}
        onConfirm={confirm}
        loading={decide.isPending}
        confirmTestId="offer-confirm"
      />
    </Alert>
  );
}

/** The seller's (or an admin's) side of an unsold lot: offer it to the runner-up, then how the offer stands. */
export function SellerSecondChance({ lotId, secondChance }: { lotId: string; secondChance: LotSecondChance }) {
  const { t } = useTranslation('auctions');
  const make = useOfferSecondChance();
  const [asking, setAsking] = useState(false);
  const { offer, runnerUp } = secondChance;

  if (offer) {
    return (
      <Alert color="gray" icon={<IconRepeat size={18} aria-hidden />} data-testid="seller-offer">
        <Stack gap={4}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text fw={600} size="sm">
              {t('offer.sellerTitle')}
            </Text>
            <Badge color={STATUS_COLOR[offer.status]} variant="light" data-testid="offer-status">
              {t(`offer.status.${offer.status}`)}
            </Badge>
          </Group>
          <Text size="sm">
            {t('offer.madeTo', { bidder: t('bidder.alias', { n: num(offer.bidder.alias) }) })}{' '}
            <b className={figures.amount}>{aedPrice(offer.amountFils)}</b>
          </Text>
          <Text size="xs" c="dimmed">
            {offer.status === 'open'
              ? t('offer.answerBy', { date: dateTime(offer.expiresAt) })
              : t('offer.decidedAt', { date: dateTime(offer.decidedAt ?? offer.expiresAt) })}
          </Text>
        </Stack>
      </Alert>
    );
  }
  if (!runnerUp) return null;
  const bidder = t('bidder.alias', { n: num(runnerUp.bidder.alias) });
  return (
    <Alert color="indigo" icon={<IconRepeat size={18} aria-hidden />} data-testid="seller-second-chance">
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('offer.sellerTitle')}
        </Text>
        <Text size="sm">{t('offer.sellerText', { bidder, amount: aedPrice(runnerUp.amountFils) })}</Text>
        <Group>
          <Button size="xs" onClick={() => setAsking(true)} data-testid="offer-make">
            {t('offer.make', { bidder })}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('offer.makeTitle')}
        text={t('offer.makeText', { bidder, amount: aedPrice(runnerUp.amountFils) })}
        confirmLabel={t('offer.make', { bidder })}
        onConfirm={() =>
          make.mutate(
            { lotId },
            {
              onSuccess: () => {
                toast({ kind: 'success', message: t('offer.madeToast') });
                setAsking(false);
              },
              onError: () => setAsking(false),
            },
          )
        }
        loading={make.isPending}
        confirmTestId="offer-make-confirm"
      />
    </Alert>
  );
}
