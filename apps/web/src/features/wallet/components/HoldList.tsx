import { Stack, Text, Title } from '@mantine/core';
import type { Hold } from '@souq/shared';
import { IconChevronRight, IconLock } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import figures from '../../../components/figures.module.css';
import linkRow from '../../../components/LinkRow.module.css';
import { aed } from '../../../lib/format';
import { date, holdPurposeLabel } from '../format';

/** When a hold ends: its date when known, else what it waits for. */
function releaseText(t: TFunction<'wallet'>, hold: Hold): string {
  if (hold.releaseAt) return t('holds.releaseAt', { date: date(hold.releaseAt) });
  if (hold.purpose === 'withdrawal') return t('holds.untilWithdrawal');
  if (hold.ref?.type === 'deposit') return t('holds.untilDeposit');
  return t('holds.releaseWhenDone');
}

/** Where a hold is explained: its deposit, or the withdrawals. */
function holdLink(hold: Hold): string | null {
  if (hold.ref?.type === 'deposit') return `/deposits/${encodeURIComponent(hold.ref.id)}`;
  if (hold.purpose === 'withdrawal') return '/wallet/withdrawals';
  return null;
}

/** The money on hold: what each hold is for and when it will be released. */
export function HoldList({ holds }: { holds: Hold[] }) {
  const { t } = useTranslation('wallet');
  const active = holds.filter((h) => h.status === 'held');
  return (
    <Stack gap={8} component="section" aria-labelledby="holds-title">
      <Title order={2} size="h5" id="holds-title">
        {t('holds.title')}
      </Title>
      {active.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('holds.empty')}
        </Text>
      ) : (
        <div className={linkRow.list}>
          {active.map((hold) => {
            const to = holdLink(hold);
            const content = (
              <>
                <IconLock size={20} color="var(--mantine-color-orange-6)" aria-hidden />
                <Stack gap={2} className={linkRow.label}>
                  <Text fw={500}>{holdPurposeLabel(t, hold.purpose)}</Text>
                  <Text size="xs" c="dimmed">
                    {releaseText(t, hold)}
                  </Text>
                </Stack>
                <Text fw={600} className={figures.amount}>
                  {aed(hold.amountFils)}
                </Text>
              </>
            );
            return to ? (
              <Link key={hold.id} to={to} className={linkRow.row} data-testid="hold-item">
                {content}
                <IconChevronRight
                  className="icon-directional"
                  size={18}
                  color="var(--mantine-color-gray-5)"
                  aria-hidden
                />
              </Link>
            ) : (
              <div key={hold.id} className={linkRow.row} data-testid="hold-item">
                {content}
              </div>
            );
          })}
        </div>
      )}
    </Stack>
  );
}
