import { Text, type TextProps } from '@mantine/core';
import type { LotState } from '@souq/shared/auctions/auctions.schema';
import { useTranslation } from 'react-i18next';
import figures from '../../../components/figures.module.css';
import { countdownText, msLeft } from '../clock';
import { useServerNow } from '../live';

/** Under two minutes a bid extends the lot (soft close): the countdown turns red. */
const CLOSING_MS = 120_000;

/**
 * Time left on the server's clock: "Ends in 04:59" while bidding, "Starts in 1d 02:00:00" before,
 * "Ended" after. Never reads the device's clock alone.
 */
export function Countdown({
  state,
  testId = 'countdown',
  tickMs = 1_000,
  ...props
}: {
  state: Pick<LotState, 'status' | 'startsAt' | 'endsAt'>;
  testId?: string;
  /** How often it re-reads the clock: the lot page's own countdown ticks finer than a list's. */
  tickMs?: number;
} & TextProps) {
  const { t } = useTranslation('auctions');
  const now = useServerNow(tickMs);
  const day = (days: number) => t('time.days', { count: days });
  const toEnd = msLeft(state.endsAt, now);
  const toStart = msLeft(state.startsAt, now);
  if (state.status === 'closed' || (state.status === 'open' && toEnd === 0)) {
    return (
      <Text size="sm" c="dimmed" data-testid={testId} {...props}>
        {t('time.ended')}
      </Text>
    );
  }
  if (state.status === 'open' && toEnd !== null) {
    return (
      <Text size="sm" c={toEnd < CLOSING_MS ? 'red.8' : undefined} fw={600} data-testid={testId} {...props}>
        {t('time.endsIn')} <span className={`ltr ${figures.amount}`}>{countdownText(toEnd, day)}</span>
      </Text>
    );
  }
  if (toStart !== null && toStart > 0) {
    return (
      <Text size="sm" c="indigo.8" data-testid={testId} {...props}>
        {t('time.startsIn')} <span className={`ltr ${figures.amount}`}>{countdownText(toStart, day)}</span>
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-testid={testId} {...props}>
      {t('time.notScheduled')}
    </Text>
  );
}
