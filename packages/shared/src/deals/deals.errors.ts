import { defineErrors } from '../errors';

/**
 * The deals domain's own error ids (after the hammer: orders, contracts, logistics). Texts:
 * `errors:<id>` in the seven languages. A stale amount answers the core PRICE_CHANGED.
 */
export const DEAL_ERRORS = defineErrors('deals', {
  DEAL_NOT_PAYABLE: 409,
  DEAL_NOT_PAID: 409,
  CONTRACT_TEXT_CHANGED: 409,
  CONTRACT_ALREADY_SIGNED: 409,
  LOGISTICS_STEP_INVALID: 409,
});
