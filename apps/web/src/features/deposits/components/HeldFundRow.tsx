import { Badge, Group, Stack, Text } from '@mantine/core';
import type { HeldFund } from '@souq/shared';
import { IconCreditCard, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import figures from '../../../components/figures.module.css';
import linkRow from '../../../components/LinkRow.module.css';
import { aed } from '../../../lib/format';
import { date, holdPurposeLabel } from '../../wallet';
import { heldFundReason, heldFundStateLabel, moneyStateColor } from '../held';

/** One blocked amount: what it is for (e.g. "Rental deposit, order R…"), where it sits, and its state. */
export function HeldFundRow({ item }: { item: HeldFund }) {
  const { t } = useTranslation('wallet');
  const card = item.kind === 'card_authorisation';
  const taken = item.state === 'captured' && !card ? item.amountFils : item.capturedFils;
  const Icon = card ? IconCreditCard : IconWallet;
  return (
    <div className={linkRow.row} data-testid="held-item" data-kind={item.kind} data-state={item.state}>
      <Group gap="sm" wrap="nowrap" className={linkRow.label} style={{ minInlineSize: 0 }}>
        <Icon size={22} aria-hidden color="var(--mantine-color-indigo-6)" style={{ flexShrink: 0 }} />
        <Stack gap={2} style={{ minInlineSize: 0 }}>
          <Text fw={500} data-testid="held-reason">
            {heldFundReason(t, item, holdPurposeLabel(t, item.purpose))}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`held.kind.${item.kind}`)} · {date(item.createdAt)}
          </Text>
          {item.releaseAt && (item.state === 'held' || item.state === 'authorised') && (
            <Text size="xs" c="dimmed">
              {card
                ? t('held.renewBefore', { date: date(item.releaseAt) })
                : t('held.until', { date: date(item.releaseAt) })}
            </Text>
          )}
        </Stack>
      </Group>
      <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
        <Text fw={600} className={figures.amount}>
          {aed(item.amountFils)}
        </Text>
        <Badge
          variant="light"
          color={item.purpose === 'card_refund' && item.state === 'captured' ? 'teal' : moneyStateColor(item.state)}
          data-testid="held-state"
        >
          {heldFundStateLabel(t, item, aed(taken))}
        </Badge>
      </Stack>
    </div>
  );
}
