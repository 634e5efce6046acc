/**
 * The server's clock as the app counts on it (DOMAIN-NOTES "Auctions", clock): the offset of the
 * server from this device is measured like NTP over a few round trips, and the one with the
 * shortest round trip wins (its error is at most half that round trip). Countdowns then read
 * `Date.now() + offset`, never the device's clock alone: a device a minute off still shows the
 * time left the server will judge bids by.
 */

/** One round trip: the client's send time T0, the server's time T1 = T2, the client's receive time T3 (ms). */
export interface ClockSample {
  sentAt: number;
  serverAt: number;
  receivedAt: number;
}

/** offset = ((T1 - T0) + (T2 - T3)) / 2, and the round trip T3 - T0. */
export function sampleOffset(sample: ClockSample): { offsetMs: number; roundTripMs: number } {
  const { sentAt, serverAt, receivedAt } = sample;
  return {
    offsetMs: (serverAt - sentAt + (serverAt - receivedAt)) / 2,
    roundTripMs: Math.max(0, receivedAt - sentAt),
  };
}

/** The offset of the sample with the shortest round trip (the first of equals); null without samples. */
export function bestOffset(samples: readonly ClockSample[]): { offsetMs: number; roundTripMs: number } | null {
  let best: { offsetMs: number; roundTripMs: number } | null = null;
  for (const sample of samples) {
    if (!Number.isFinite(sample.serverAt) || sample.receivedAt < sample.sentAt) continue;
    const here = sampleOffset(sample);
    if (!best || here.roundTripMs < best.roundTripMs) best = here;
  }
  return best;
}

/** The server's time in ms from what an answer carried: ms, an ISO string, or `{ serverNow }` of either. */
export function serverMs(answer: unknown): number {
  const value =
    answer !== null && typeof answer === 'object' && 'serverNow' in answer
      ? (answer as { serverNow: unknown }).serverNow
      : answer;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.NaN;
}

/**
 * Measures the offset with `count` round trips of `ask` (which answers the server's time in ms),
 * one after the other; failed or timed-out trips are skipped. Null when none answered.
 */
export async function measureOffset(
  ask: () => Promise<number>,
  { count = 5, now = () => Date.now() }: { count?: number; now?: () => number } = {},
): Promise<number | null> {
  const samples: ClockSample[] = [];
  for (let i = 0; i < count; i += 1) {
    const sentAt = now();
    try {
      const serverAt = await ask();
      samples.push({ sentAt, serverAt, receivedAt: now() });
    } catch {
      // a lost round trip teaches nothing
    }
  }
  return bestOffset(samples)?.offsetMs ?? null;
}

/** Time left until `endsAt` on the server's clock (never below 0). */
export function msLeft(endsAt: string | null, serverNowMs: number): number | null {
  if (!endsAt) return null;
  const end = Date.parse(endsAt);
  return Number.isNaN(end) ? null : Math.max(0, end - serverNowMs);
}

/** "2d 03:04:05", "03:04:05", "04:05": a countdown as digits (the caller writes it left to right). */
export function countdownText(ms: number, dayLabel: (days: number) => string): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  const clock =
    hours > 0 || days > 0 ? `${two(hours)}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
  return days > 0 ? `${dayLabel(days)} ${clock}` : clock;
}

/** Seconds before the close as the receipt says it: one decimal under a minute ("0.8"), whole above. */
export function secondsBefore(msLeftAtBid: number): { seconds: number; fraction: boolean } {
  if (msLeftAtBid < 60_000) return { seconds: Math.floor(msLeftAtBid / 100) / 10, fraction: true };
  return { seconds: Math.floor(msLeftAtBid / 1000), fraction: false };
}
