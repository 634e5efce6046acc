import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Booking } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import { aed } from '../../../lib/format';
import { appLanguage } from '../../../lib/i18n';
import { moneyStateColor } from '../../deposits';
import { formatRentalStamp } from '../dates';
import { depositStateLabel } from '../deposit';
import rentalStyles from '../rentals.module.css';

/**
 * Where the deposit stands, truthfully per booking: held on the wallet or authorised on the card
 * (not charged), then released, partly captured or captured, with the amounts and dates.
 */
export function DepositSection({ booking, viewer }: { booking: Booking; viewer: 'renter' | 'merchant' }) {
  const { t } = useTranslation('rentals');
  const lang = appLanguage();
  const { deposit } = booking;
  const charged = booking.charges.reduce((sum, c) => sum + c.amountFils, 0);
  const fromWallet = Math.max(0, charged - booking.depositCapturedFils);
  const settled = ['released', 'partly_captured', 'captured'].includes(deposit.state);
  const note =
    deposit.state === 'authorised' && deposit.expiresAt
      ? t('order.depositRenewBefore', { date: formatRentalStamp(deposit.expiresAt, lang) })
      : deposit.state === 'held'
        ? viewer === 'renter'
          ? t('order.depositHeldText')
          : t('order.depositHeldTextOther')
        : settled && deposit.releasedFils > 0 && deposit.releaseAt
          ? t(
              deposit.method === 'card'
                ? viewer === 'renter'
                  ? 'order.depositReleasedCard'
                  : 'order.depositReleasedCardOther'
                : viewer === 'renter'
                  ? 'order.depositReleasedOn'
                  : 'order.depositReleasedOnOther',
              { date: formatRentalStamp(deposit.releaseAt, lang) },
            )
          : null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="deposit-section">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h5">
            {t('order.deposit')}
          </Title>
          <Badge
            variant="light"
            color={moneyStateColor(deposit.state)}
            data-testid="deposit-status"
            data-state={deposit.state}
            data-method={deposit.method}
            style={{ flexShrink: 1, minInlineSize: 0 }}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            {t(`order.depositBadge.${deposit.state}`)}
          </Badge>
        </Group>
        <dl className={rentalStyles.lines}>
          <div>
            <dt>{t('order.depositAmount')}</dt>
            <dd data-testid="deposit-held">{aed(deposit.amountFils)}</dd>
          </div>
          <div>
            <dt>{t('order.depositStatus')}</dt>
            <dd data-testid="deposit-state-text">{depositStateLabel(t, deposit, lang)}</dd>
          </div>
          {settled && (
            <div>
              <dt>{t('order.depositCaptured')}</dt>
              <dd data-testid="deposit-captured">{aed(deposit.capturedFils)}</dd>
            </div>
          )}
          {fromWallet > 0 && (
            <div>
              <dt>{t('order.chargedFromWallet')}</dt>
              <dd>{aed(fromWallet)}</dd>
            </div>
          )}
          {settled && (
            <div className={rentalStyles.linesTotal}>
              <dt>{t('order.depositReleased')}</dt>
              <dd data-testid="deposit-released">{aed(deposit.releasedFils)}</dd>
            </div>
          )}
        </dl>
        {note && (
          <Text size="sm" c="dimmed" data-testid="deposit-state">
            {note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
