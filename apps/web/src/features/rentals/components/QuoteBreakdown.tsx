import { Alert, Text } from '@mantine/core';
import { type Booking, isUnlimitedMileage, type QuoteLine, type RentalQuote } from '@souq/shared';
import { IconCalendarExclamation, IconGauge, IconReceiptRefund } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/States';
import { isApiError } from '../../../lib/api';
import { aed, formatNumber } from '../../../lib/format';
import { appLanguage } from '../../../lib/i18n';
import { formatRentalStamp } from '../dates';
import rentalStyles from '../rentals.module.css';
import { type CancellationTermsLike, cancellationNotice } from '../terms';
import classes from './QuoteBreakdown.module.css';

/** "3 days × AED 89.00", "Chauffeur · 3 days × AED 250.00", "Delivery". */
export function quoteLineLabel(t: TFunction<'rentals'>, line: QuoteLine): string {
  const lang = appLanguage();
  const count = formatNumber(line.quantity, lang);
  const unit = aed(line.unitFils);
  switch (line.kind) {
    case 'month':
      return t('quote.months', { count: line.quantity, n: count, unit });
    case 'week':
      return t('quote.weeks', { count: line.quantity, n: count, unit });
    case 'day':
      return t('quote.days', { count: line.quantity, n: count, unit });
    case 'delivery':
      return t('extras.delivery');
    default:
      return t('quote.extraPerDay', {
        extra: t(`extras.${line.kind}`, { defaultValue: line.kind }),
        count: line.quantity,
        n: count,
        unit,
      });
  }
}

/** "250 km/day included, AED 0.50 per extra km" (or unlimited mileage), as the quote fixes them. */
export function mileageTermsText(t: TFunction<'rentals'>, mileage: NonNullable<RentalQuote['mileage']>): string {
  if (isUnlimitedMileage(mileage)) return t('quote.mileageUnlimited');
  return t('quote.mileageTerms', {
    km: formatNumber(mileage.kmPerDay, appLanguage()),
    price: aed(mileage.excessKmFils),
  });
}

/** What canceling costs: "Free cancellation until …" while that is ahead, otherwise the fee from the start. */
export function cancellationText(
  t: TFunction<'rentals'>,
  terms: CancellationTermsLike,
  status?: Booking['status'],
): string {
  const notice = cancellationNotice(terms, { status });
  if (notice.kind === 'free') return t('cancel.freeUntil', { date: formatRentalStamp(notice.until, appLanguage()) });
  if (notice.kind === 'feeOnceConfirmed') return t('cancel.feeOnceConfirmed', { fee: aed(notice.feeFils) });
  return t('cancel.feeAppliesFromStart', { fee: aed(notice.feeFils) });
}

/**
 * The price line by line (months, weeks, days; extras; VAT 5% as its own line; total) and the
 * deposit as a hold, not part of the total (DOMAIN-NOTES: itemised quotes, no hidden fees).
 */
export function QuoteBreakdown({
  quote,
  withDeposit = true,
  withCancellation = withDeposit,
  depositMethod = 'wallet',
}: {
  quote: RentalQuote;
  withDeposit?: boolean;
  /** Paying by card, the deposit is an authorisation on the card, not a wallet hold. */
  depositMethod?: 'wallet' | 'card';
  /** The quote's cancellation terms (before booking; a booking shows its live terms instead). */
  withCancellation?: boolean;
}) {
  const { t } = useTranslation('rentals');
  return (
    <>
      <dl className={rentalStyles.lines} data-testid="quote-breakdown">
        {[...quote.rentalLines, ...quote.extraLines].map((line) => (
          <div key={line.kind} data-testid={`quote-line-${line.kind}`}>
            <dt>{quoteLineLabel(t, line)}</dt>
            <dd>{aed(line.amountFils)}</dd>
          </div>
        ))}
        <div>
          <dt>
            <Text span c="dimmed" size="sm">
              {t('quote.subtotal')}
            </Text>
          </dt>
          <dd>{aed(quote.subtotalFils)}</dd>
        </div>
        <div data-testid="quote-line-vat">
          <dt>{t('quote.vat')}</dt>
          <dd>{aed(quote.vatFils)}</dd>
        </div>
        <div className={rentalStyles.linesTotal}>
          <dt>{t('quote.total')}</dt>
          <dd data-testid="quote-total">{aed(quote.totalFils)}</dd>
        </div>
        {withDeposit && (
          <div className={rentalStyles.linesHold} data-testid="quote-deposit" data-method={depositMethod}>
            <dt>
              {t(depositMethod === 'card' ? 'quote.depositAuthorised' : 'quote.depositHold')}
              <Text size="xs" c="dimmed">
                {t('quote.depositHoldHint')}
              </Text>
            </dt>
            <dd>{aed(quote.depositFils)}</dd>
          </div>
        )}
      </dl>
      {quote.mileage && (
        <Text size="sm" className={classes.term} data-testid="quote-mileage">
          <IconGauge size={16} aria-hidden />
          <span>{mileageTermsText(t, quote.mileage)}</span>
        </Text>
      )}
      {withCancellation && quote.cancellation && (
        <Text
          size="sm"
          className={classes.term}
          c={quote.cancellation.freeWindowOpen ? undefined : 'orange.9'}
          data-testid="quote-cancellation"
        >
          <IconReceiptRefund size={16} aria-hidden />
          <span>{cancellationText(t, quote.cancellation)}</span>
        </Text>
      )}
    </>
  );
}

/** Range problems the renter fixes by choosing other dates (not by trying again). */
const RANGE_ERRORS = new Set(['PICKUP_IN_PAST', 'RENTAL_RANGE_INVALID', 'RENTAL_TOO_LONG', 'VALIDATION_FAILED']);

/** Why there is no quote: other dates needed (the server's reason), or a failure to retry. */
export function QuoteProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('rentals');
  if (isApiError(error) && RANGE_ERRORS.has(error.error)) {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconCalendarExclamation size={18} />}
        title={t('quote.otherDates')}
        data-testid="quote-problem"
      >
        {error.message}
      </Alert>
    );
  }
  return <ErrorState error={error} onRetry={onRetry} />;
}
