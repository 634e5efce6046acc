/**
 * Ten identical wallet payments at once with one idempotency key (a double, triple... click):
 * one charge, no 5xx; the others replay the first result or answer a clear 409.
 */
import { randomUUID } from 'node:crypto';
import {
  type Account,
  credit,
  isServerError,
  type Outcome,
  type ProbeEnv,
  ProbeServer,
  type Reply,
  registerUser,
  tally,
} from './harness';

const COPIES = 10;

export async function concurrentIdempotentPayments(env: ProbeEnv): Promise<Outcome> {
  const probe = 'one idempotency key, 10 concurrent VIP payments';
  const server = await ProbeServer.start(env);
  try {
    const buyer = await registerUser(server, env);
    await credit(server, buyer, 100_000);
    const plans = await server.call('GET', '/api/vip/plans', { token: buyer.token });
    const plan = (plans.json?.data?.items as { id: string; priceFils: number }[] | undefined)?.find(
      (p) => p.priceFils > 0,
    );
    if (!plan) return { probe, ok: false, detail: `no VIP plan to buy: ${plans.status} ${plans.text.slice(0, 200)}` };

    const before = await walletOf(server, buyer);
    const key = `probe-${randomUUID()}`;
    const replies = await Promise.all(
      Array.from({ length: COPIES }, () =>
        server.call('POST', '/api/vip/subscriptions', {
          token: buyer.token,
          body: { planId: plan.id, method: 'wallet' },
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    const after = await walletOf(server, buyer);
    const charged = before.availableFils - after.availableFils;
    const movements = after.transactions - before.transactions;

    const problems: string[] = [];
    const errors = replies.filter(isServerError);
    if (errors.length) problems.push(`${errors.length} answers were 5xx (${server.causeOf(errors[0] as Reply)})`);
    if (charged > plan.priceFils || movements > 1) {
      problems.push(
        `charged ${charged / 100} AED in ${movements} movements for one plan of ${plan.priceFils / 100} AED`,
      );
    }
    const ids = new Set(replies.filter((r) => r.status === 200).map((r) => JSON.stringify(r.json?.data?.id ?? null)));
    if (ids.size > 1) problems.push(`${ids.size} different results for one key`);
    const answers = `${tally(replies)}; charged ${charged / 100} AED in ${movements} movement(s)`;
    return problems.length
      ? { probe, ok: false, detail: `${problems.join('; ')} — ${answers}` }
      : { probe, ok: true, detail: answers };
  } finally {
    await server.close();
  }
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
