import { describe, expect, it } from 'vitest';
import { bestOffset, countdownText, measureOffset, msLeft, sampleOffset, secondsBefore, serverMs } from './clock';

describe('the server clock offset', () => {
  it('is the NTP estimate ((T1 - T0) + (T2 - T3)) / 2 of one round trip', () => {
    // The device is 10 s behind; 200 ms there, 100 ms back.
    expect(sampleOffset({ sentAt: 1_000, serverAt: 11_200, receivedAt: 1_300 })).toEqual({
      offsetMs: 10_050,
      roundTripMs: 300,
    });
  });

  it('keeps the sample with the shortest round trip', () => {
    const best = bestOffset([
      { sentAt: 0, serverAt: 5_400, receivedAt: 800 },
      { sentAt: 1_000, serverAt: 6_020, receivedAt: 1_040 },
      { sentAt: 2_000, serverAt: 7_300, receivedAt: 2_500 },
    ]);
    expect(best).toEqual({ offsetMs: 5_000, roundTripMs: 40 });
  });

  it('skips broken samples and answers null without any', () => {
    expect(bestOffset([])).toBeNull();
    expect(bestOffset([{ sentAt: 10, serverAt: Number.NaN, receivedAt: 20 }])).toBeNull();
    expect(bestOffset([{ sentAt: 10, serverAt: 50, receivedAt: 5 }])).toBeNull();
  });

  it('measures over several round trips, skipping failed ones', async () => {
    let clock = 0;
    let trip = 0;
    const delays = [500, 30, 900];
    const ask = async () => {
      trip += 1;
      if (trip === 2) throw new Error('lost');
      const delay = delays[trip - 1] ?? 100;
      clock += delay / 2;
      const server = clock + 60_000;
      clock += delay / 2;
      return server;
    };
    expect(await measureOffset(ask, { count: 4, now: () => clock })).toBe(60_000);
    expect(await measureOffset(() => Promise.reject(new Error('down')), { count: 2 })).toBeNull();
  });

  it('reads the server time from ms, ISO text or { serverNow }', () => {
    expect(serverMs(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(serverMs({ serverNow: '2026-11-27T12:00:00.000Z' })).toBe(Date.parse('2026-11-27T12:00:00.000Z'));
    expect(serverMs({ serverNow: 42 })).toBe(42);
    expect(serverMs('nope')).toBeNaN();
  });
});

describe('countdowns on server time', () => {
  it('counts to the end on the server clock, never below zero', () => {
    const end = '2026-11-27T12:00:00.000Z';
    expect(msLeft(end, Date.parse(end) - 61_500)).toBe(61_500);
    expect(msLeft(end, Date.parse(end) + 5_000)).toBe(0);
    expect(msLeft(null, 0)).toBeNull();
  });

  it('writes minutes and seconds, hours, and days', () => {
    const day = (n: number) => `${n}d`;
    expect(countdownText(65_400, day)).toBe('01:05');
    expect(countdownText(3_725_000, day)).toBe('01:02:05');
    expect(countdownText(2 * 86_400_000 + 3_000, day)).toBe('2d 00:00:03');
    expect(countdownText(-1, day)).toBe('00:00');
  });

  it('says a receipt time with a decimal under a minute', () => {
    expect(secondsBefore(812)).toEqual({ seconds: 0.8, fraction: true });
    expect(secondsBefore(59_999)).toEqual({ seconds: 59.9, fraction: true });
    expect(secondsBefore(125_000)).toEqual({ seconds: 125, fraction: false });
  });
});
