import { describe, expect, it } from 'vitest';
import { isVideoBehind, latencyOf, VIDEO_BEHIND_SECONDS } from './latency';

describe('video latency', () => {
  it("prefers hls.js's own latency", () => {
    expect(latencyOf({ hlsLatency: 12.5, liveSyncPosition: 100, currentTime: 99 })).toBe(12.5);
  });

  it('falls back to the live sync position, then the seekable end (native HLS)', () => {
    expect(latencyOf({ hlsLatency: null, liveSyncPosition: 130, currentTime: 100 })).toBe(30);
    expect(latencyOf({ hlsLatency: 0, seekableEnd: 105, currentTime: 100 })).toBe(5);
    expect(latencyOf({ seekableEnd: 90, currentTime: 100 })).toBe(0);
  });

  it('answers null when it cannot tell', () => {
    expect(latencyOf({ currentTime: 3 })).toBeNull();
    expect(latencyOf({ seekableEnd: Number.POSITIVE_INFINITY, currentTime: 3 })).toBeNull();
    expect(latencyOf({ hlsLatency: Number.NaN, currentTime: 3 })).toBeNull();
  });

  it('warns only over 10 s', () => {
    expect(VIDEO_BEHIND_SECONDS).toBe(10);
    expect(isVideoBehind(null)).toBe(false);
    expect(isVideoBehind(10)).toBe(false);
    expect(isVideoBehind(10.1)).toBe(true);
    expect(isVideoBehind(25)).toBe(true);
    expect(isVideoBehind(3, 2)).toBe(true);
  });
});
