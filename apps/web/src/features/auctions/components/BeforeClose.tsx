import { useTranslation } from 'react-i18next';
import { countdownText, secondsBefore } from '../clock';
import { num } from '../format';

/** How long before the close the server took a bid: "0.8 s before the close" under a minute, "04:59 before the close" above. */
export function BeforeClose({ msLeft }: { msLeft: number }) {
  const { t } = useTranslation('auctions');
  const before = secondsBefore(msLeft);
  if (before.fraction) {
    return <>{t('log.beforeSeconds', { seconds: num(before.seconds, 1) })}</>;
  }
  const time = countdownText(msLeft, (days) => t('time.days', { count: days }));
  return <>{t('log.beforeTime', { time: `\u2066${time}\u2069` })}</>;
}
