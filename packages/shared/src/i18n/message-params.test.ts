import { describe, expect, it } from 'vitest';
import { formatAed, formatNumber, MAX_AMOUNT_FILS } from '../money';
import { formatMessageParams } from './message-params';

// Intl keeps the currency with its number by a no-break space (U+00A0): "AED 100,000.00".
describe('amounts and kilometres in messages', () => {
  it('formats an amount bound as the API sends it, per language', () => {
    expect(formatMessageParams('validation:amountTooLarge', { max: '100000.00' }, 'en')).toEqual({
      max: 'AED\u00a0100,000.00',
    });
    expect(formatMessageParams('validation:amountTooSmall', { min: '10.00' }, 'ar')).toEqual({
      min: formatAed(1_000n, 'ar'),
    });
    expect(formatMessageParams('validation:amountTooLarge', { max: '100000000000.00' }, 'fr').max).toBe(
      formatAed(MAX_AMOUNT_FILS, 'fr'),
    );
  });

  it('formats the ledger\'s "1000.00 AED" in error messages too', () => {
    expect(formatMessageParams('errors:WITHDRAWAL_DAILY_LIMIT', { limit: '50000.00 AED' }, 'en')).toEqual({
      limit: 'AED\u00a050,000.00',
    });
    expect(formatMessageParams('errors:AMOUNT_TOO_LARGE', { limit: '100000000000.00 AED' }, 'en').limit).toBe(
      'AED\u00a0100,000,000,000.00',
    );
  });

  it('groups kilometres per language', () => {
    expect(formatMessageParams('validation:odometerBelowHandover', { km: 20_000 }, 'en')).toEqual({ km: '20,000' });
    expect(formatMessageParams('validation:odometerBelowHandover', { km: 20_000 }, 'fr').km).toBe(
      formatNumber(20_000, 'fr'),
    );
  });

  it('leaves other messages, other params and text it cannot read as they are', () => {
    expect(formatMessageParams('validation:maxLength', { max: 40 }, 'en')).toEqual({ max: 40 });
    expect(formatMessageParams('validation:amountTooLarge', { max: 'AED 5.00', other: 1 }, 'en')).toEqual({
      max: 'AED 5.00',
      other: 1,
    });
    expect(formatMessageParams('validation:amountTooLarge', undefined, 'en')).toEqual({});
  });
});
