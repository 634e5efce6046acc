/**
 * Ten identical wallet payments at once with one idempotency key (a double, triple... click):
 * one charge, no 5xx; the others replay the first result or answer a clear 409.
 */
import { randomUUID } from 'node:crypto';
import {
  type Account,
  credit,
  idIn,
  isServerError,
  type Outcome,
  type ProbeEnv,
  ProbeServer,
  type Reply,
  registerUser,
  tally,
} from './harness';

const COPIES = 10;

/** A wallet-paid action: what to send, and the most one success may take from the wallet. */
interface Payment {
  probe: string;
  path: string;
  body: unknown;
  /** Fils one payment takes from the available balance. */
  priceFils: number;
}

export async function concurrentIdempotentPayments(env: ProbeEnv): Promise<Outcome[]> {
  const server = await ProbeServer.start(env);
  try {
    const outcomes: Outcome[] = [];
    const buyer = await registerUser(server, env);
    await credit(server, buyer, 100_000);
    const plans = await server.call('GET', '/api/vip/plans', { token: buyer.token });
    const plan = (plans.json?.data?.items as { id: string; priceFils: number }[] | undefined)?.find(
      (p) => p.priceFils > 0,
    );
    const vip = 'one idempotency key, 10 concurrent VIP payments';
    if (plan) {
      const body = { planId: plan.id, method: 'wallet' };
      outcomes.push(
        await payConcurrently(server, buyer, {
          probe: vip,
          path: '/api/vip/subscriptions',
          body,
          priceFils: plan.priceFils,
        }),
      );
    } else {
      outcomes.push({
        probe: vip,
        ok: false,
        detail: `no VIP plan to buy: ${plans.status} ${plans.text.slice(0, 200)}`,
      });
    }
    const depositor = await registerUser(server, env);
    await credit(server, depositor, 100_000);
    outcomes.push(
      await payConcurrently(server, depositor, {
        probe: 'one idempotency key, 10 concurrent wallet deposits',
        path: '/api/deposits',
        body: { purpose: 'general', amount: '250', method: 'wallet' },
        priceFils: 25_000,
      }),
    );
    return outcomes;
  } finally {
    await server.close();
  }
}

/** Ten copies of one payment with one key, all at once: one charge, no 5xx, one result. */
async function payConcurrently(server: ProbeServer, payer: Account, payment: Payment): Promise<Outcome> {
  const { probe } = payment;
  const before = await walletOf(server, payer);
  const key = `probe-${randomUUID()}`;
  const replies = await Promise.all(
    Array.from({ length: COPIES }, () =>
      server.call('POST', payment.path, {
        token: payer.token,
        body: payment.body,
        headers: { 'idempotency-key': key },
      }),
    ),
  );
  const after = await walletOf(server, payer);
  // A deposit moves money from available to held: count what left the available balance.
  const charged = before.availableFils - after.availableFils;
  const movements = after.transactions - before.transactions;

  const problems: string[] = [];
  const errors = replies.filter(isServerError);
  if (errors.length) problems.push(`${errors.length} answers were 5xx (${server.causeOf(errors[0] as Reply)})`);
  if (charged > payment.priceFils || movements > 1) {
    problems.push(
      `${charged / 100} AED taken in ${movements} movements for one payment of ${payment.priceFils / 100} AED`,
    );
  }
  const ids = new Set(replies.filter((r) => r.status === 200).map((r) => String(idIn(r.json?.data))));
  if (ids.size > 1) problems.push(`${ids.size} different results for one key`);
  const answers = `${tally(replies)}; ${charged / 100} AED taken in ${movements} movement(s)`;
  return problems.length
    ? { probe, ok: false, detail: `${problems.join('; ')} — ${answers}` }
    : { probe, ok: true, detail: answers };
}

/** The available balance and how many wallet transactions the user has (first pages are plenty here). */
async function walletOf(server: ProbeServer, account: Account) {
  const wallet = await server.call('GET', '/api/wallet', { token: account.token });
  const txs = await server.call('GET', '/api/wallet/transactions?limit=100', { token: account.token });
  if (wallet.status !== 200 || txs.status !== 200) {
    throw new Error(`reading the wallet: ${wallet.status} ${txs.status} ${txs.text.slice(0, 200)}`);
  }
  return {
    availableFils: Number(wallet.json.data.availableFils),
    transactions: (txs.json.data.items as unknown[]).length,
  };
}
