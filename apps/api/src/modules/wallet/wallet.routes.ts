import {
  adminWithdrawalPageSchema,
  adminWithdrawalSchema,
  adminWithdrawalsQuerySchema,
  bankAccountSchema,
  createBankAccountBody,
  createWithdrawalBody,
  envelope,
  holdSchema,
  markWithdrawalPaidBody,
  okSchema,
  pageQuerySchema,
  rejectWithdrawalBody,
  transactionsQuerySchema,
  walletSchema,
  walletTransactionDetailSchema,
  walletTransactionPageSchema,
  withdrawalPageSchema,
  withdrawalPayoutSchema,
  withdrawalSchema,
} from '@souq/shared';
import { z } from 'zod';
import { ok } from '../../lib/http';
import { idempotencyKeyOf } from '../../lib/idempotency';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

const tags = ['wallet'];
const adminTags = ['admin'];
const idParams = z.object({ id: z.uuid() });
const keyHeader = z.object({ 'idempotency-key': z.string().optional() });

export const walletRoutes: RouteModule = (app, { wallet }) => {
  const auth = { auth: true } as const;
  const admin = { auth: { roles: ['admin' as const] } };

  app.get(
    '/api/wallet',
    {
      schema: {
        tags,
        summary: 'Available and held balances with the active holds',
        response: { 200: envelope(walletSchema) },
      },
      config: auth,
    },
    async (req) => ok(req, await wallet.overview(actorOf(req))),
  );

  app.get(
    '/api/wallet/holds/:id',
    {
      schema: { tags, summary: 'One hold of mine', params: idParams, response: { 200: envelope(holdSchema) } },
      config: auth,
    },
    async (req) => ok(req, await wallet.hold(actorOf(req), req.params.id)),
  );

  app.get(
    '/api/wallet/transactions',
    {
      schema: {
        tags,
        summary: 'My wallet history, newest first; filter by type and date (from/to: a Dubai date or ISO time)',
        querystring: transactionsQuerySchema,
        response: { 200: envelope(walletTransactionPageSchema) },
      },
      config: auth,
    },
    async (req) => ok(req, await wallet.transactions(actorOf(req), req.query)),
  );

  app.get(
    '/api/wallet/transactions/:id',
    {
      schema: {
        tags,
        summary: 'One movement with its entries',
        params: idParams,
        response: { 200: envelope(walletTransactionDetailSchema) },
      },
      config: auth,
    },
    async (req) => ok(req, await wallet.transaction(actorOf(req), req.params.id)),
  );

  app.get(
    '/api/wallet/bank-accounts',
    {
      schema: {
        tags,
        summary: 'My saved bank accounts',
        response: { 200: envelope(z.object({ items: z.array(bankAccountSchema) })) },
      },
      config: auth,
    },
    async (req) => ok(req, { items: await wallet.bankAccounts(actorOf(req)) }),
  );

  app.post(
    '/api/wallet/bank-accounts',
    {
      schema: {
        tags,
        summary: 'Save a UAE bank account (IBAN checked with mod 97)',
        body: createBankAccountBody,
        response: { 200: envelope(bankAccountSchema) },
      },
      config: auth,
    },
    async (req) => ok(req, await wallet.addBankAccount(actorOf(req), req.body), 'api:bankAccountSaved'),
  );

  app.delete(
    '/api/wallet/bank-accounts/:id',
    {
      schema: { tags, summary: 'Remove a saved bank account', params: idParams, response: { 200: envelope(okSchema) } },
      config: auth,
    },
    async (req) => {
      await wallet.removeBankAccount(actorOf(req), req.params.id);
      return ok(req, { ok: true as const }, 'api:bankAccountRemoved');
    },
  );

  app.post(
    '/api/wallet/withdrawals',
    {
      schema: {
        tags,
        summary:
          'Withdraw to a saved bank account with a fresh SMS code (purpose withdraw); the amount is held until paid or rejected. Needs an Idempotency-Key header.',
        headers: keyHeader,
        body: createWithdrawalBody,
        response: { 200: envelope(withdrawalSchema) },
      },
      config: auth,
    },
    async (req) => {
      const key = idempotencyKeyOf(req);
      return ok(req, await wallet.requestWithdrawal(actorOf(req), req.body, key), 'api:withdrawalRequested');
    },
  );

  app.get(
    '/api/wallet/withdrawals',
    {
      schema: {
        tags,
        summary: 'My withdrawals, newest first',
        querystring: pageQuerySchema,
        response: { 200: envelope(withdrawalPageSchema) },
      },
      config: auth,
    },
    async (req) => ok(req, await wallet.withdrawals(actorOf(req), req.query.cursor, req.query.limit)),
  );

  app.get(
    '/api/admin/withdrawals',
    {
      schema: {
        tags: adminTags,
        summary: 'Withdrawals to review, newest first',
        querystring: adminWithdrawalsQuerySchema,
        response: { 200: envelope(adminWithdrawalPageSchema) },
      },
      config: admin,
    },
    async (req) => ok(req, await wallet.adminWithdrawals(req.query.status, req.query.cursor, req.query.limit)),
  );

  app.get(
    '/api/admin/withdrawals/:id/payout',
    {
      schema: {
        tags: adminTags,
        summary:
          'Finance: one withdrawal with the full IBAN, holder, bank and the user’s name and mobile, to make the transfer. Admins with the finance role only (403 otherwise); every read is audited.',
        params: idParams,
        response: { 200: envelope(withdrawalPayoutSchema) },
      },
      config: admin,
    },
    async (req) => ok(req, await wallet.payout(actorOf(req), req.params.id)),
  );

  app.post(
    '/api/admin/withdrawals/:id/approve',
    {
      schema: {
        tags: adminTags,
        summary: 'Approve a requested withdrawal',
        params: idParams,
        response: { 200: envelope(adminWithdrawalSchema) },
      },
      config: admin,
    },
    async (req) => ok(req, await wallet.approve(actorOf(req), req.params.id), 'api:withdrawalApproved'),
  );

  app.post(
    '/api/admin/withdrawals/:id/reject',
    {
      schema: {
        tags: adminTags,
        summary:
          'Reject a withdrawal with a reason; the held amount goes back to available. Needs an Idempotency-Key header.',
        headers: keyHeader,
        params: idParams,
        body: rejectWithdrawalBody,
        response: { 200: envelope(adminWithdrawalSchema) },
      },
      config: admin,
    },
    async (req) => {
      const key = idempotencyKeyOf(req);
      return ok(req, await wallet.reject(actorOf(req), req.params.id, req.body.reason, key), 'api:withdrawalRejected');
    },
  );

  app.post(
    '/api/admin/withdrawals/:id/paid',
    {
      schema: {
        tags: adminTags,
        summary:
          'Finance: mark an approved withdrawal paid out to the bank, with the transfer’s bank reference. Admins with the finance role only. Needs an Idempotency-Key header.',
        headers: keyHeader,
        params: idParams,
        body: markWithdrawalPaidBody,
        response: { 200: envelope(adminWithdrawalSchema) },
      },
      config: admin,
    },
    async (req) => {
      const key = idempotencyKeyOf(req);
      return ok(
        req,
        await wallet.markPaid(actorOf(req), req.params.id, req.body.bankReference, key),
        'api:withdrawalPaid',
      );
    },
  );
};
