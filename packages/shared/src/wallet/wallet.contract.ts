import { adminEndpoint, defineContract } from '../contract';
import { okSchema, pageQuerySchema } from '../envelope';
import {
  adminWithdrawalPageSchema,
  adminWithdrawalSchema,
  adminWithdrawalsQuerySchema,
  bankAccountListSchema,
  bankAccountSchema,
  createBankAccountBody,
  createWithdrawalBody,
  holdSchema,
  markWithdrawalPaidBody,
  rejectWithdrawalBody,
  transactionsQuerySchema,
  walletIdParams,
  walletSchema,
  walletTransactionDetailSchema,
  walletTransactionPageSchema,
  withdrawalPageSchema,
  withdrawalPayoutSchema,
  withdrawalSchema,
} from './wallet.schema';

/** The user's wallet: balances, history, bank accounts and withdrawals (recharges: `paymentsContract`). */
export const walletContract = defineContract('wallet', {
  overview: {
    method: 'GET',
    path: '/api/wallet',
    summary: 'Available and held balances with the active holds',
    auth: 'required',
    response: walletSchema,
  },
  hold: {
    method: 'GET',
    path: '/api/wallet/holds/:id',
    summary: 'One hold of mine',
    auth: 'required',
    params: walletIdParams,
    response: holdSchema,
  },
  transactions: {
    method: 'GET',
    path: '/api/wallet/transactions',
    summary: 'My wallet history, newest first; filter by type and date (from/to: a Dubai date or ISO time)',
    auth: 'required',
    query: transactionsQuerySchema,
    response: walletTransactionPageSchema,
  },
  transaction: {
    method: 'GET',
    path: '/api/wallet/transactions/:id',
    summary: 'One movement with its entries',
    auth: 'required',
    params: walletIdParams,
    response: walletTransactionDetailSchema,
  },
  bankAccounts: {
    method: 'GET',
    path: '/api/wallet/bank-accounts',
    summary: 'My saved bank accounts',
    auth: 'required',
    response: bankAccountListSchema,
  },
  addBankAccount: {
    method: 'POST',
    path: '/api/wallet/bank-accounts',
    summary: 'Save a UAE bank account (IBAN checked with mod 97)',
    auth: 'required',
    body: createBankAccountBody,
    response: bankAccountSchema,
  },
  removeBankAccount: {
    method: 'DELETE',
    path: '/api/wallet/bank-accounts/:id',
    summary: 'Remove a saved bank account',
    auth: 'required',
    params: walletIdParams,
    response: okSchema,
  },
  requestWithdrawal: {
    method: 'POST',
    path: '/api/wallet/withdrawals',
    summary:
      'Withdraw to a saved bank account with a fresh SMS code (purpose withdraw); the amount is held until paid or rejected',
    auth: 'required',
    idempotency: 'required',
    body: createWithdrawalBody,
    response: withdrawalSchema,
  },
  withdrawals: {
    method: 'GET',
    path: '/api/wallet/withdrawals',
    summary: 'My withdrawals, newest first',
    auth: 'required',
    query: pageQuerySchema,
    response: withdrawalPageSchema,
  },
});

/** Withdrawals as the admins and the finance desk review and pay them (OpenAPI tag `admin`). */
export const walletAdminContract = defineContract('admin', {
  withdrawals: adminEndpoint('GET', '/api/admin/withdrawals', 'Withdrawals to review, newest first', {
    query: adminWithdrawalsQuerySchema,
    response: adminWithdrawalPageSchema,
  }),
  withdrawalPayout: adminEndpoint(
    'GET',
    '/api/admin/withdrawals/:id/payout',
    'Finance: one withdrawal with the full IBAN, holder, bank and the user’s name and mobile, to make the transfer. Admins with the finance role only (403 otherwise); every read is audited.',
    { params: walletIdParams, response: withdrawalPayoutSchema },
  ),
  approveWithdrawal: adminEndpoint('POST', '/api/admin/withdrawals/:id/approve', 'Approve a requested withdrawal', {
    params: walletIdParams,
    response: adminWithdrawalSchema,
  }),
  rejectWithdrawal: adminEndpoint(
    'POST',
    '/api/admin/withdrawals/:id/reject',
    'Reject a withdrawal with a reason; the held amount goes back to available',
    { idempotency: 'required', params: walletIdParams, body: rejectWithdrawalBody, response: adminWithdrawalSchema },
  ),
  markWithdrawalPaid: adminEndpoint(
    'POST',
    '/api/admin/withdrawals/:id/paid',
    'Finance: mark an approved withdrawal paid out to the bank, with the transfer’s bank reference. Admins with the finance role only',
    { idempotency: 'required', params: walletIdParams, body: markWithdrawalPaidBody, response: adminWithdrawalSchema },
  ),
});
