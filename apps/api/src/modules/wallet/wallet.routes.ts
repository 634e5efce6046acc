import { walletAdminContract, walletContract } from '@souq/shared';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import { idempotencyKeyOf } from '../../lib/idempotency';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

export const walletRoutes: RouteModule = (app, { wallet }) => {
  implement(app, walletContract, {
    overview: async (req) => ok(req, await wallet.overview(actorOf(req))),
    hold: async (req) => ok(req, await wallet.hold(actorOf(req), req.params.id)),
    transactions: async (req) => ok(req, await wallet.transactions(actorOf(req), req.query)),
    transaction: async (req) => ok(req, await wallet.transaction(actorOf(req), req.params.id)),
    bankAccounts: async (req) => ok(req, { items: await wallet.bankAccounts(actorOf(req)) }),
    addBankAccount: async (req) => ok(req, await wallet.addBankAccount(actorOf(req), req.body), 'api:bankAccountSaved'),
    removeBankAccount: async (req) => {
      await wallet.removeBankAccount(actorOf(req), req.params.id);
      return ok(req, { ok: true as const }, 'api:bankAccountRemoved');
    },
    requestWithdrawal: async (req) => {
      const key = idempotencyKeyOf(req);
      return ok(req, await wallet.requestWithdrawal(actorOf(req), req.body, key), 'api:withdrawalRequested');
    },
    withdrawals: async (req) => ok(req, await wallet.withdrawals(actorOf(req), req.query.cursor, req.query.limit)),
  });

  implement(app, walletAdminContract, {
    withdrawals: async (req) =>
      ok(req, await wallet.adminWithdrawals(req.query.status, req.query.cursor, req.query.limit)),
    withdrawalPayout: async (req) => ok(req, await wallet.payout(actorOf(req), req.params.id)),
    approveWithdrawal: async (req) =>
      ok(req, await wallet.approve(actorOf(req), req.params.id), 'api:withdrawalApproved'),
    rejectWithdrawal: async (req) => {
      const key = idempotencyKeyOf(req);
      return ok(req, await wallet.reject(actorOf(req), req.params.id, req.body.reason, key), 'api:withdrawalRejected');
    },
    markWithdrawalPaid: async (req) => {
      const key = idempotencyKeyOf(req);
      const paid = await wallet.markPaid(actorOf(req), req.params.id, req.body.bankReference, key);
      return ok(req, paid, 'api:withdrawalPaid');
    },
  });
};
