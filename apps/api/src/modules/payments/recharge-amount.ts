import { formatAed, type Language, parseAmountToFils, type RechargeBody, rechargeAmountSchema } from '@souq/shared';
import type { Config } from '../../config';
import { AppError, fieldError } from '../../lib/errors';

/**
 * The amount of a wallet recharge in fils, checked against the configured limits with the recharge
 * form's own schema (the same limits, checked the same way on both sides). Refusals name the limit
 * in the reader's language.
 */
export function rechargeAmountChecker(config: Config): (body: RechargeBody, language: Language) => bigint {
  const limits = rechargeAmountSchema({ minAed: config.RECHARGE_MIN_AED, maxAed: config.RECHARGE_MAX_AED });
  return (body, language) => {
    const { amount, currency } = body;
    if (currency !== undefined && currency.toUpperCase() !== 'AED') throw new AppError('CURRENCY_UNSUPPORTED');
    const amountFils = parseAmountToFils(amount);
    if (amountFils === null || amountFils <= 0n) throw fieldError('AMOUNT_INVALID', 'amount', 'amount');
    const within = limits.safeParse({ amount });
    if (!within.success) {
      const tooSmall = within.error.issues.some((issue) => issue.message === 'validation:amountTooSmall');
      const bound = BigInt(tooSmall ? config.RECHARGE_MIN_AED : config.RECHARGE_MAX_AED) * 100n;
      throw new AppError(tooSmall ? 'AMOUNT_TOO_SMALL' : 'AMOUNT_TOO_LARGE', { limit: formatAed(bound, language) });
    }
    return amountFils;
  };
}
