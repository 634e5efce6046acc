import { Badge, Button, Group, List, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AUCTIONS_OPEN, type VipPlan } from '@souq/shared';
import { IconCheck, IconCrown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import figures from '../../../components/figures.module.css';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { goToCheckout } from '../../../lib/checkout';
import { aed } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { date, type PayMethod, PayMethodPicker, ShortBalanceAlert, useWalletShort } from '../../wallet';
import { useVipMe } from '../api/get-vip-me';
import { useVipPlans } from '../api/get-vip-plans';
import { useSubscribeVip } from '../api/subscribe-vip';
import classes from './VipPage.module.css';

/**
 * The texts of the auction-deposit benefit: until auctions open (`AUCTIONS_OPEN`), it is sold as
 * starting from the day they open, never as something a member gets today.
 */
export const VIP_TEXTS = AUCTIONS_OPEN
  ? { subtitle: 'vip:subtitle', notMember: 'page.notMemberText', depositDiscount: 'benefits.depositDiscount' }
  : {
      subtitle: 'vip:subtitleSoon',
      notMember: 'page.notMemberTextSoon',
      depositDiscount: 'benefits.depositDiscountSoon',
    };

/** A plan's name: the API's translation key when the app has it, else the code. */
export function planName(plan: Pick<VipPlan, 'code' | 'nameKey'> | null | undefined, code?: string | null): string {
  if (plan?.nameKey && i18n.exists(plan.nameKey)) return i18n.t(plan.nameKey);
  const c = plan?.code ?? code ?? '';
  const key = `vip:plans.${c}.name`;
  return i18n.exists(key) ? i18n.t(key) : c.charAt(0).toUpperCase() + c.slice(1);
}

function BuyModal({ plan, renew, onClose }: { plan: VipPlan | null; renew: boolean; onClose: () => void }) {
  const { t } = useTranslation('vip');
  const [method, setMethod] = useState<PayMethod>('wallet');
  const subscribe = useSubscribeVip();
  const short = useWalletShort(plan?.priceFils ?? null);
  const blocked = method === 'wallet' && short;

  const buy = async () => {
    if (!plan || blocked) return;
    try {
      const result = await subscribe.mutateAsync({ planId: plan.id, method });
      if (result.checkoutUrl) {
        goToCheckout(result.checkoutUrl);
        return;
      }
      // The membership card on the page shows the new plan and its end: no toast.
      onClose();
    } catch {
      // the API client showed why
    }
  };

  return (
    <Modal
      opened={plan !== null}
      onClose={onClose}
      title={plan ? t(renew ? 'page.renewTitle' : 'page.buyTitle', { plan: planName(plan) }) : ''}
      centered
    >
      {plan && (
        <Stack gap="md">
          <Group justify="space-between">
            <Text>{t('benefits.validity', { days: plan.validityDays })}</Text>
            <Text fw={700} className={figures.amount}>
              {aed(plan.priceFils)}
            </Text>
          </Group>
          {plan.vatFils > 0 && (
            <Text size="xs" c="dimmed">
              {t('benefits.vatIncluded', { vat: aed(plan.vatFils) })}
            </Text>
          )}
          <PayMethodPicker value={method} onChange={setMethod} amountFils={plan.priceFils} />
          {blocked && <ShortBalanceAlert />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('wallet:actions.cancel')}
            </Button>
            <Button
              onClick={() => void buy()}
              loading={subscribe.isPending}
              disabled={blocked}
              data-testid="vip-buy-confirm"
            >
              {t(method === 'card' ? 'wallet:pay.byCard' : 'wallet:pay.fromWallet', { amount: aed(plan.priceFils) })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** VIP membership (dregerVip): the current membership and its expiry, plans to buy or renew. */
export default function VipPage() {
  const { t } = useTranslation('vip');
  const plans = useVipPlans();
  const me = useVipMe();
  const [buying, setBuying] = useState<VipPlan | null>(null);
  const membership = me.data;
  const active = membership?.active ?? false;

  return (
    <Page title={t('title')} back="/mine">
      <Stack gap="lg">
        {me.isError && !membership && <ErrorState error={me.error} onRetry={() => void me.refetch()} />}
        {membership && (
          <Paper
            p="lg"
            radius="lg"
            className={active ? `${classes.card} ${classes.active}` : classes.card}
            data-testid="vip-current"
          >
            <Group wrap="nowrap" gap="md">
              <IconCrown size={40} aria-hidden />
              <Stack gap={2}>
                <Text fw={700} size="lg">
                  {active ? t('page.member', { plan: planName(null, membership.planCode) }) : t('status.inactive')}
                </Text>
                <Text size="sm">
                  {active && membership.expiresAt
                    ? t('status.active', { date: date(membership.expiresAt) })
                    : t(VIP_TEXTS.notMember)}
                </Text>
                {active && membership.depositDiscountPct > 0 && (
                  <Text size="sm">{t(VIP_TEXTS.depositDiscount, { pct: membership.depositDiscountPct })}</Text>
                )}
              </Stack>
            </Group>
          </Paper>
        )}
        <Text c="dimmed">{t(VIP_TEXTS.subtitle)}</Text>
        <Title order={2} size="h5">
          {t('page.plans')}
        </Title>
        {plans.isPending && <LoadingState />}
        {plans.isError && <ErrorState error={plans.error} onRetry={() => void plans.refetch()} />}
        {plans.data && plans.data.length === 0 && <EmptyState title={t('page.noPlans')} />}
        {plans.data && plans.data.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {plans.data.map((plan) => {
              const current = active && membership?.planCode === plan.code;
              return (
                <Paper
                  key={plan.id}
                  withBorder
                  p="lg"
                  radius="md"
                  className={current ? classes.currentPlan : undefined}
                  data-testid={`vip-plan-${plan.code}`}
                >
                  <Stack gap="sm" h="100%">
                    <Group justify="space-between" wrap="nowrap">
                      <Title order={3} size="h4">
                        {planName(plan)}
                      </Title>
                      {current && (
                        <Badge color="yellow" variant="light">
                          {t('page.current')}
                        </Badge>
                      )}
                    </Group>
                    <Text className={figures.big}>{aed(plan.priceFils)}</Text>
                    <Text size="sm" c="dimmed">
                      {t('benefits.validity', { days: plan.validityDays })}
                    </Text>
                    <List spacing={4} size="sm" icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" />}>
                      {plan.depositDiscountPct > 0 && (
                        <List.Item>{t(VIP_TEXTS.depositDiscount, { pct: plan.depositDiscountPct })}</List.Item>
                      )}
                      {plan.vatFils > 0 && (
                        <List.Item>{t('benefits.vatIncluded', { vat: aed(plan.vatFils) })}</List.Item>
                      )}
                    </List>
                    <Button
                      mt="auto"
                      variant={current ? 'filled' : 'light'}
                      onClick={() => setBuying(plan)}
                      data-testid={`vip-buy-${plan.code}`}
                    >
                      {active ? t('actions.renew') : t('actions.buy')}
                    </Button>
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        )}
        {plans.data && plans.data.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('benefits.renewal')}
          </Text>
        )}
      </Stack>
      <BuyModal plan={buying} renew={active} onClose={() => setBuying(null)} />
    </Page>
  );
}
