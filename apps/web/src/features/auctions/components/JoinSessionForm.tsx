import { Button, Stack, Text } from '@mantine/core';
import { parseAmountToFils } from '@souq/shared';
import type { AuctionTerms, SessionDetail } from '@souq/shared/auctions/auctions.schema';
import { earnestMoneyFils } from '@souq/shared/auctions/fees';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/AmountInput';
import figures from '../../../components/figures.module.css';
import { goToCheckout } from '../../../lib/checkout';
import { aed } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { type PayMethod, PayMethodPicker, ShortBalanceAlert, useWalletShort } from '../../wallet';
import { useJoinSession } from '../api/join-session';
import { percentOf } from '../format';

/** The earnest money rule that applies to the caller: the session's rate, or a VIP member's lower one. */
export function depositRule(session: Pick<SessionDetail, 'depositRateBps' | 'depositFloorFils'>, terms?: AuctionTerms) {
  const vip = terms?.deposit.vipRateBps ?? null;
  return {
    rateBps: vip !== null ? Math.min(vip, session.depositRateBps) : session.depositRateBps,
    floorFils: session.depositFloorFils,
  };
}

/**
 * Join a session (or raise one's limit): the bidding limit, the earnest money it holds shown as it
 * is typed (the rate of the limit with the floor), and how to pay it: from the wallet, or by card
 * through the gateway's checkout.
 */
export function JoinSessionForm({ session, terms }: { session: SessionDetail; terms: AuctionTerms | undefined }) {
  const { t } = useTranslation('auctions');
  const join = useJoinSession();
  const [limit, setLimit] = useState('');
  const [method, setMethod] = useState<PayMethod>('wallet');
  const [touched, setTouched] = useState(false);
  const rule = depositRule(session, terms);
  const parsed = parseAmountToFils(limit);
  const limitFils = parsed !== null && parsed > 0n ? Number(parsed) : null;
  const holdFils = limitFils !== null ? earnestMoneyFils(limitFils, rule) : null;
  const current = session.me && session.me.status === 'active' ? session.me : null;
  const extraFils = holdFils !== null ? Math.max(0, holdFils - (current?.depositFils ?? 0)) : null;
  const notHigher = current !== null && limitFils !== null && limitFils <= current.limitFils;
  const short = useWalletShort(extraFils);
  const blocked = method === 'wallet' && short;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (limitFils === null || notHigher || blocked) return;
    const answer = await join.mutateAsync({ sessionId: session.id, body: { limit, method } }).catch(() => null);
    if (!answer) return;
    if (answer.checkoutUrl) {
      goToCheckout(answer.checkoutUrl);
      return;
    }
    toast({ kind: 'success', message: t('join.done', { amount: aed(answer.depositFils) }) });
    setLimit('');
    setTouched(false);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="join-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('join.rule', { rate: percentOf(rule.rateBps), floor: aed(rule.floorFils) })}
        </Text>
        <AmountInput
          label={current ? t('join.newLimit') : t('join.limit')}
          description={t('join.limitHint')}
          value={limit}
          onChange={setLimit}
          error={
            touched && limitFils === null
              ? t('join.limitRequired')
              : notHigher
                ? t('join.limitNotHigher', { amount: aed(current.limitFils) })
                : undefined
          }
          data-testid="join-limit"
        />
        {holdFils !== null && (
          <Text size="sm" data-testid="join-hold">
            {t('join.hold')}{' '}
            <Text span fw={700} className={figures.amount}>
              {aed(holdFils)}
            </Text>
            {current && extraFils !== null && (
              <Text span size="sm" c="dimmed">
                {' '}
                {t('join.holdExtra', { amount: aed(extraFils) })}
              </Text>
            )}
          </Text>
        )}
        <PayMethodPicker value={method} onChange={setMethod} amountFils={extraFils} />
        {blocked && <ShortBalanceAlert />}
        <Text size="xs" c="dimmed">
          {t('join.releaseNote')}
        </Text>
        <Button type="submit" size="md" loading={join.isPending} disabled={blocked} data-testid="join-submit">
          {extraFils !== null && extraFils > 0
            ? t(method === 'card' ? 'join.payCard' : 'join.payWallet', { amount: aed(extraFils) })
            : current
              ? t('join.raise')
              : t('join.submit')}
        </Button>
      </Stack>
    </form>
  );
}
