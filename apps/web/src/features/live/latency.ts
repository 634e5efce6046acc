/**
 * How far the video is behind live, and when to warn. The socket is the truth for prices
 * (DOMAIN-NOTES: HLS runs 20-30 s behind); past VIDEO_BEHIND_SECONDS the page says the price shown
 * is live while the picture is not.
 */
export const VIDEO_BEHIND_SECONDS = 10;

export interface LatencySample {
  /** hls.js `latency` (seconds behind the live edge), when hls.js plays. */
  hlsLatency?: number | null;
  /** hls.js `liveSyncPosition`, when known. */
  liveSyncPosition?: number | null;
  /** The end of the video's seekable range (native HLS: the live edge). */
  seekableEnd?: number | null;
  currentTime: number;
}

const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** Seconds behind live, or null when the player cannot tell (not live, not started). */
export function latencyOf(sample: LatencySample): number | null {
  if (finite(sample.hlsLatency) && sample.hlsLatency > 0) return sample.hlsLatency;
  const edge = finite(sample.liveSyncPosition)
    ? sample.liveSyncPosition
    : finite(sample.seekableEnd)
      ? sample.seekableEnd
      : null;
  if (edge === null || !finite(sample.currentTime)) return null;
  return Math.max(0, edge - sample.currentTime);
}

/** Whether to warn: strictly over the threshold; unknown latency does not warn. */
export function isVideoBehind(latencySeconds: number | null, threshold = VIDEO_BEHIND_SECONDS): boolean {
  return latencySeconds !== null && latencySeconds > threshold;
}
