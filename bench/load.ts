/** Shared by the bench scripts: keep operations in flight and report latency percentiles. */

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
