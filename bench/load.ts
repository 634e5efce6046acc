/** Shared by the bench scripts: keep operations in flight, report latency percentiles, connect sockets. */

import { io as connectClient, type Socket } from 'socket.io-client';

export interface LoadResult {
  count: number;
  errors: number;
  p50: string;
  p95: string;
  p99: string;
}

/** Keeps `concurrency` operations in flight for `seconds`; count, errors and latency percentiles (ms). */
export async function keepInFlight(
  op: () => Promise<unknown>,
  { concurrency, seconds }: { concurrency: number; seconds: number },
): Promise<LoadResult> {
  const deadline = Date.now() + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const start = performance.now();
        try {
          await op();
          latencies.push(performance.now() - start);
        } catch (err) {
          if (errors === 0) console.error(err);
          errors += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    errors,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
  };
}

export function percentile(sorted: number[], q: number): string {
  return (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
}

/** The same server URL pointing at another database. */
export function withDb(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A signed-in Socket.IO client (websocket only, no reconnection), resolved once connected. */
export function connectSocket(url: string, token: string): Promise<Socket> {
  const socket = connectClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 30_000,
    auth: { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.disconnect();
      reject(err);
    });
  });
}
