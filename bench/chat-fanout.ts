/**
 * Chat delivery under load: the API listens on 127.0.0.1 (buildApp + listen in this process, with
 * the Redis adapter when REDIS_URL is set). 1,000 signed-in users form 100 groups of 10; a child
 * process holds their 1,000 Socket.IO connections, and another child process (the load) sends 200
 * text messages a second for BENCH_SECONDS, round robin over the 100 group conversations, each
 * from one of two members per group, with a client id: over the socket (`chat:send` with an ack,
 * the default; the load process holds those senders' second connection) or with
 * BENCH_TRANSPORT=http over keep-alive HTTP from a random member. For every message and every other
 * member's socket it measures the time from just before the send request to that socket's
 * `chat:message` with the message's client id, and counts what never arrived (lost) and what
 * arrived twice (a socket seeing one conversation's seq again). Afterwards the database must hold
 * exactly the accepted messages, with each conversation's seqs 1..n without a gap.
 * All processes read the same clock: `process.hrtime` (CLOCK_MONOTONIC, one per machine).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 npm run bench:chat-fanout
 *   npm run bench:chat-fanout                                                          # PGlite, no Redis
 *
 * On PostgreSQL it creates (and drops, unless BENCH_KEEP=1) its own database `souq_bench_chat`.
 * Knobs: BENCH_SOCKETS (1000, a multiple of BENCH_GROUP_SIZE), BENCH_GROUP_SIZE (10), BENCH_RATE
 * (200 messages/s), BENCH_SECONDS (30), BENCH_IN_FLIGHT (200: the load's cap on unanswered sends),
 * BENCH_TRANSPORT (socket | http).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAT_CLIENT_EVENTS, CHAT_EVENTS, type ChatMessage } from '@souq/shared/chat/chat.schema';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import {
  childCpuMs,
  createBenchDatabase,
  loadText,
  nextMessage,
  send,
  signedInUsers,
  startChild,
} from './auction-world';
import { connectSocket as connect, percentile } from './load';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1_000);
const GROUP_SIZE = Number(process.env.BENCH_GROUP_SIZE ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 200);
const TRANSPORT = process.env.BENCH_TRANSPORT === 'http' ? 'http' : 'socket';
/** Over the socket, the members of each group who send (each socket may send 10 a second). */
const SENDERS_PER_GROUP = 2;
const DB_NAME = 'souq_bench_chat';
const SELF = fileURLToPath(import.meta.url);

/** Milliseconds on the machine's monotonic clock, the same in every process. */
const clockMs = () => Number(process.hrtime.bigint()) / 1e6;

interface Member {
  userId: string;
  token: string;
}
interface Group {
  conversationId: string;
  members: Member[];
}
interface Connect {
  type: 'connect';
  url: string;
  members: Member[];
}
interface Ready {
  type: 'ready';
  connected: number;
  failures: string[];
  seconds: number;
}
/** One socket's receipt of a message: who received which client id when. */
type Arrival = [userId: string, clientId: string, atMs: number];
interface Deliveries {
  type: 'deliveries';
  arrivals: Arrival[];
  duplicates: number;
  disconnects: number;
}
interface Load {
  type: 'load';
  transport: 'socket' | 'http';
  port: number;
  groups: Group[];
  rate: number;
  seconds: number;
  inFlight: number;
}
interface Sent {
  type: 'sent';
  /** Accepted sends: client id, sender, conversation, clock at the request's start. */
  accepted: [clientId: string, senderId: string, conversationId: string, atMs: number][];
  statuses: Record<number, number>;
  errors: number;
  answerMs: number[];
  seconds: number;
}

// ---------------------------------------------------------------- the sockets' process

async function sockets() {
  const open: Socket[] = [];
  const arrivals: Arrival[] = [];
  const seen = new Map<string, Set<string>>();
  let duplicates = 0;
  let disconnects = 0;
  const stop = () => {
    for (const s of open) s.disconnect();
    process.exit(0);
  };
  process.on('disconnect', stop);
  setTimeout(stop, 900_000).unref();
  process.on('message', async (m: Connect | { type: 'collect'; expected: number; timeoutMs: number }) => {
    if (m.type === 'connect') {
      const started = performance.now();
      const failures: string[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: 50 }, async () => {
          while (next < m.members.length) {
            const member = m.members[next++] as Member;
            try {
              const socket = await connect(m.url, member.token);
              open.push(socket);
              const mine = new Set<string>();
              seen.set(member.userId, mine);
              socket.on(CHAT_EVENTS.message, (message: ChatMessage) => {
                const at = clockMs();
                const key = `${message.conversationId}:${message.seq}`;
                if (mine.has(key)) duplicates += 1;
                else {
                  mine.add(key);
                  arrivals.push([member.userId, message.clientId, at]);
                }
              });
              socket.on('disconnect', () => {
                disconnects += 1;
              });
            } catch (err) {
              failures.push(String(err));
            }
          }
        }),
      );
      const ready: Ready = {
        type: 'ready',
        connected: open.length,
        failures: failures.slice(0, 5),
        seconds: (performance.now() - started) / 1000,
      };
      process.send?.(ready);
    } else if (m.type === 'collect') {
      // Waits until the expected number of (socket, message) receipts arrived, or the timeout.
      const until = Date.now() + m.timeoutMs;
      while (arrivals.length < m.expected && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      const out: Deliveries = { type: 'deliveries', arrivals, duplicates, disconnects };
      process.send?.(out);
    }
  });
  process.send?.({ type: 'started' });
}

// ---------------------------------------------------------------- the load's process

async function load() {
  process.on('disconnect', () => process.exit(0));
  setTimeout(() => process.exit(0), 900_000).unref();
  process.on('message', async (m: Load) => {
    if (m.type !== 'load') return;
    const agent = new http.Agent({ keepAlive: true, maxSockets: m.inFlight });
    // Over the socket: a second connection of the first SENDERS_PER_GROUP members of each group.
    const senderSockets = new Map<string, Socket>();
    if (m.transport === 'socket') {
      for (const group of m.groups) {
        for (const member of group.members.slice(0, SENDERS_PER_GROUP)) {
          senderSockets.set(member.userId, await connect(`http://127.0.0.1:${m.port}`, member.token));
        }
      }
    }
    const accepted: Sent['accepted'] = [];
    const statuses: Record<number, number> = {};
    const answerMs: number[] = [];
    let errors = 0;
    let inFlight = 0;
    const total = Math.round(m.rate * m.seconds);
    const started = clockMs();
    const pending: Promise<void>[] = [];
    // Open loop: message i leaves at started + i / rate, whatever the answers of the earlier ones.
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / m.rate;
      const wait = due - clockMs();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      while (inFlight >= m.inFlight) await new Promise((r) => setTimeout(r, 1));
      const group = m.groups[i % m.groups.length] as Group;
      const round = Math.floor(i / m.groups.length);
      const sender = (
        m.transport === 'socket'
          ? group.members[round % SENDERS_PER_GROUP]
          : group.members[Math.floor(Math.random() * group.members.length)]
      ) as Member;
      const clientId = randomUUID().replaceAll('-', '');
      const message = { type: 'text', clientId, text: `bench message ${i}` };
      inFlight += 1;
      const t0 = clockMs();
      const sent: Promise<{ status: number; body: string }> =
        m.transport === 'socket'
          ? (senderSockets.get(sender.userId) as Socket)
              .timeout(60_000)
              .emitWithAck(CHAT_CLIENT_EVENTS.send, { conversationId: group.conversationId, ...message })
              .then((ack: { ok: boolean; code?: string }) => ({
                status: ack.ok ? 200 : ack.code === 'RATE_LIMITED' ? 429 : 400,
                body: JSON.stringify(ack),
              }))
          : send(agent, m.port, {
              method: 'POST',
              path: `/api/chat/conversations/${group.conversationId}/messages`,
              headers: { authorization: `Bearer ${sender.token}` },
              body: JSON.stringify(message),
            });
      pending.push(
        sent
          .then((res) => {
            answerMs.push(clockMs() - t0);
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            if (res.status === 200 || res.status === 201)
              accepted.push([clientId, sender.userId, group.conversationId, t0]);
            else if ((statuses[res.status] ?? 0) <= 3)
              console.error(`send ${i}: ${res.status} ${res.body.slice(0, 300)}`);
          })
          .catch((err) => {
            if (errors === 0) console.error(err);
            errors += 1;
          })
          .finally(() => {
            inFlight -= 1;
          }),
      );
    }
    await Promise.all(pending);
    agent.destroy();
    for (const socket of senderSockets.values()) socket.disconnect();
    const out: Sent = { type: 'sent', accepted, statuses, errors, answerMs, seconds: (clockMs() - started) / 1000 };
    process.send?.(out);
  });
  process.send?.({ type: 'started' });
}

// ---------------------------------------------------------------- the API and the measure

async function main() {
  if (SOCKETS % GROUP_SIZE !== 0) throw new Error('BENCH_SOCKETS must be a multiple of BENCH_GROUP_SIZE');
  const pgDb = await createBenchDatabase(DB_NAME);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souq-bench-chat-'));
  const redisUrl = process.env.REDIS_URL;
  const engine = pgDb ? 'PostgreSQL' : 'PGlite';
  const groupsCount = SOCKETS / GROUP_SIZE;
  console.log(
    `engine ${engine}; ${redisUrl ? 'Redis adapter' : 'in-memory adapter (no REDIS_URL)'}; ${SOCKETS} sockets in ` +
      `${groupsCount} groups of ${GROUP_SIZE}; ${RATE} messages/s for ${SECONDS} s from a load process, over ${TRANSPORT === 'socket' ? 'the socket (chat:send)' : 'HTTP'}`,
  );
  console.log(`load average before: ${loadText()}`);

  const database = await openDatabase(
    pgDb ? { databaseUrl: pgDb.url, poolSize: 20 } : { dataDir: path.join(dataDir, 'db') },
  );
  await database.migrate();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    DATABASE_POOL_SIZE: '20',
    RATE_LIMIT_MAX: '100000000',
    REDIS_URL: redisUrl,
  });
  const app = await buildApp(config, { database });
  await app.ready();
  const users = await signedInUsers(database, '+97153', SOCKETS);

  // 100 groups of 10: the first of each ten creates the group with the other nine.
  const groups: Group[] = [];
  for (let g = 0; g < groupsCount; g++) {
    const members = users.slice(g * GROUP_SIZE, (g + 1) * GROUP_SIZE).map(({ userId, token }) => ({ userId, token }));
    const [owner, ...others] = members as [Member, ...Member[]];
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat/groups',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { name: `Bench group ${g}`, memberIds: others.map((o) => o.userId) },
    });
    if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`group ${g}: ${res.statusCode} ${res.body}`);
    groups.push({ conversationId: (res.json() as { data: { conversationId: string } }).data.conversationId, members });
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  const receivers = await startChild(SELF, 'sockets');
  receivers.child.send({ type: 'connect', url, members: groups.flatMap((g) => g.members) } satisfies Connect);
  const ready = await nextMessage<Ready>(receivers.child, 'ready', 180_000);
  console.log(
    `sockets: ${ready.connected} connected in ${ready.seconds.toFixed(1)} s` +
      (ready.failures.length ? `; failures: ${ready.failures.join(' | ')}` : ''),
  );
  await new Promise((r) => setTimeout(r, 1_000));

  const loader = await startChild(SELF, 'load');
  const cpu0 = process.cpuUsage();
  const receiverCpu0 = childCpuMs(receivers.child.pid);
  const loadAtRun = loadText();
  loader.child.send({
    type: 'load',
    transport: TRANSPORT,
    port,
    groups,
    rate: RATE,
    seconds: SECONDS,
    inFlight: IN_FLIGHT,
  } satisfies Load);
  const sent = await nextMessage<Sent>(loader.child, 'sent', (SECONDS + 300) * 1000);
  const serverCpu = process.cpuUsage(cpu0);
  const receiverCpuMs = childCpuMs(receivers.child.pid) - receiverCpu0;

  // Every accepted message is expected on the socket of every member but its sender.
  const expected = sent.accepted.length * (GROUP_SIZE - 1);
  receivers.child.send({ type: 'collect', expected: sent.accepted.length * GROUP_SIZE, timeoutMs: 10_000 });
  const got = await nextMessage<Deliveries>(receivers.child, 'deliveries', 60_000);
  const loadAfter = loadText();

  const byClientId = new Map(sent.accepted.map(([clientId, senderId, , at]) => [clientId, { senderId, at }]));
  const latencies: number[] = [];
  let unexpected = 0;
  for (const [userId, clientId, at] of got.arrivals) {
    const origin = byClientId.get(clientId);
    if (!origin) unexpected += 1;
    else if (origin.senderId !== userId) latencies.push(at - origin.at);
  }
  latencies.sort((a, b) => a - b);
  const answers = [...sent.answerMs].sort((a, b) => a - b);
  const lost = expected - latencies.length;

  // The database holds each accepted message once, each conversation's seqs 1..n.
  const rows = await database.db.execute(sql`
    select count(*) filter (where type <> 'system')::int as messages,
           count(distinct (sender_id, client_id)) filter (where type <> 'system')::int as distinct_ids,
           count(*) filter (where seq_gap)::int as gaps
    from (select type, sender_id, client_id,
                 seq <> row_number() over (partition by conversation_id order by seq) as seq_gap
          from chat_messages) m`);
  const stored =
    (rows as unknown as { rows?: Record<string, number>[] }).rows?.[0] ??
    (rows as unknown as Record<string, number>[])[0];

  console.log('');
  console.log(
    `sends: ${sent.accepted.length} accepted of ${Math.round(RATE * SECONDS)} in ${sent.seconds.toFixed(1)} s ` +
      `(${(sent.accepted.length / sent.seconds).toFixed(0)}/s), statuses ${JSON.stringify(sent.statuses)}, ` +
      `transport errors ${sent.errors}; HTTP answer p50 ${percentile(answers, 0.5)} ms, p95 ${percentile(answers, 0.95)} ms`,
  );
  console.log(
    `deliveries: ${latencies.length} of ${expected} expected; lost ${lost}; duplicated ${got.duplicates}; ` +
      `unknown ${unexpected}; disconnects ${got.disconnects}`,
  );
  console.log(
    `send request to a member's chat:message: p50 ${percentile(latencies, 0.5)} ms, p95 ${percentile(latencies, 0.95)} ms, ` +
      `p99 ${percentile(latencies, 0.99)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms (target p95 < 100 ms)`,
  );
  console.log(`stored: ${JSON.stringify(stored)} (messages = accepted, distinct ids = messages, gaps 0)`);
  console.log(
    `CPU: API process ${((serverCpu.user + serverCpu.system) / 1000 / sent.seconds).toFixed(0)} ms per second of load, ` +
      `sockets process ${(receiverCpuMs / sent.seconds).toFixed(0)} ms per second`,
  );
  console.log(`load average during: ${loadAtRun}; after: ${loadAfter}`);

  receivers.child.kill('SIGTERM');
  loader.child.kill('SIGTERM');
  await app.close();
  await database.close();
  await pgDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(lost === 0 && got.duplicates === 0 ? 0 : 1);
}

const role = process.env.BENCH_ROLE;
if (role === 'sockets') await sockets();
else if (role === 'load') await load();
else await main();
