import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { AppError } from '../lib/errors';
import { idempotencyClaims } from './idempotency.tables';

declare module 'fastify' {
  interface FastifyRequest {
    /** The in-flight claim this request holds on its Idempotency-Key, released when it answers. */
    idempotencyClaim: Claim | null;
  }
}

interface Claim {
  userId: string;
  scope: string;
  key: string;
  token: string;
}

export interface IdempotencyClaimOptions {
  /** How long a twin waits for the first request before answering IDEMPOTENCY_IN_PROGRESS (ms). */
  waitMs?: number;
  /** Pause between two looks at the claim (ms, jittered). */
  pollMs?: number;
}

/** A claim older than this is left over from a crashed process and may be taken over. */
const STALE_AFTER = sql`now() - interval '5 minutes'`;
const KEY = /^[\x21-\x7e]{1,200}$/;

/** The claim row of the request, or null when another live request holds it. */
async function tryClaim(db: DbOrTx, claim: Claim): Promise<boolean> {
  const rows = await db
    .insert(idempotencyClaims)
    .values(claim)
    .onConflictDoUpdate({
      target: [idempotencyClaims.userId, idempotencyClaims.scope, idempotencyClaims.key],
      set: { token: claim.token, claimedAt: sql`now()` },
      setWhere: sql`${idempotencyClaims.claimedAt} < ${STALE_AFTER}`,
    })
    .returning({ token: idempotencyClaims.token });
  return rows.length > 0;
}

async function release(db: DbOrTx, claim: Claim): Promise<void> {
  await db
    .delete(idempotencyClaims)
    .where(
      and(
        eq(idempotencyClaims.userId, claim.userId),
        eq(idempotencyClaims.scope, claim.scope),
        eq(idempotencyClaims.key, claim.key),
        eq(idempotencyClaims.token, claim.token),
      ),
    );
}

/** The well-formed Idempotency-Key of a logged-in write, or null (the route refuses a bad one itself). */
function keyOf(request: FastifyRequest): string | null {
  if (request.method !== 'POST' || !request.actor) return null;
  const raw = request.headers['idempotency-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return key && KEY.test(key) ? key : null;
}

/**
 * One request at a time per Idempotency-Key: a logged-in POST carrying the header claims
 * (user, path, key) before its handler runs, and gives the claim back when it answers, success or
 * error. A twin sent while the first is still working waits for it (up to `waitMs`), then runs
 * and replays the first's stored result; if the first takes longer, the twin answers
 * 409 IDEMPOTENCY_IN_PROGRESS and the client sends it again a moment later. Without this, a twin
 * could run beside the first and fail on what the first had just used up (a withdrawal's SMS
 * code), answering an error for a request that in fact went through.
 *
 * Registered after the auth hook, so the actor is known.
 */
export function registerIdempotencyClaims(
  app: FastifyInstance,
  db: DbOrTx,
  options: IdempotencyClaimOptions = {},
): void {
  const waitMs = options.waitMs ?? 3_000;
  const pollMs = options.pollMs ?? 40;
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request) => {
    const key = keyOf(request);
    if (!key || !request.actor) return;
    const claim: Claim = {
      userId: request.actor.userId,
      scope: `${request.method} ${request.url.split('?')[0]}`,
      key,
      token: randomUUID(),
    };
    const deadline = performance.now() + waitMs;
    while (!(await tryClaim(db, claim))) {
      if (performance.now() >= deadline) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
      await sleep(pollMs * (0.5 + Math.random()));
    }
    request.idempotencyClaim = claim;
  });

  const done = async (request: FastifyRequest) => {
    const claim = request.idempotencyClaim;
    if (!claim) return;
    request.idempotencyClaim = null;
    // A claim that cannot be given back now goes stale and is taken over later.
    await release(db, claim).catch((err) => request.log.warn({ err }, 'idempotency claim not released'));
  };
  // Given back before the answer leaves, so a client's next request never finds it; onResponse
  // covers an answer that skipped onSend.
  app.addHook('onSend', async (request, _reply, payload) => {
    await done(request);
    return payload;
  });
  app.addHook('onResponse', done);
}
