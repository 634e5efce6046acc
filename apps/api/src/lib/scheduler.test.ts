import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Scheduler } from './scheduler';

const log = () => ({ info: vi.fn(), error: vi.fn() });

describe('Scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a job at once on start, then every interval after the previous run ended', async () => {
    const runs: number[] = [];
    const s = new Scheduler(log());
    s.add({
      name: 'sweep',
      intervalMs: 30_000,
      run: async () => {
        runs.push(Date.now());
        await new Promise((r) => setTimeout(r, 5_000));
      },
    });
    const t0 = Date.now();
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([t0]);
    await vi.advanceTimersByTimeAsync(34_999);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([t0, t0 + 35_000]);
    const stopping = s.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    await stopping;
  });

  it('logs a failing run and tries again at the next interval', async () => {
    const l = log();
    let calls = 0;
    const s = new Scheduler(l);
    s.add({
      name: 'flaky',
      intervalMs: 1_000,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
        return { canceled: 1 };
      },
    });
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(l.error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
    expect(l.info).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'flaky', result: { canceled: 1 } }),
      expect.any(String),
    );
    await s.stop();
  });

  it('stop waits for the run in progress and starts no other', async () => {
    let finished = false;
    let calls = 0;
    const s = new Scheduler(log());
    s.add({
      name: 'slow',
      intervalMs: 10,
      run: async () => {
        calls += 1;
        await new Promise((r) => setTimeout(r, 1_000));
        finished = true;
      },
    });
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    const stopping = s.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    await stopping;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(1);
  });

  it('runNow joins a run in progress instead of overlapping it', async () => {
    let active = 0;
    let maxActive = 0;
    const s = new Scheduler(log());
    s.add({
      name: 'once',
      intervalMs: 60_000,
      initialDelayMs: 0,
      run: async () => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        await new Promise((r) => setTimeout(r, 100));
        active -= 1;
      },
    });
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    const joined = s.runNow('once');
    await vi.advanceTimersByTimeAsync(100);
    await joined;
    expect(maxActive).toBe(1);
    await expect(s.runNow('missing')).rejects.toThrow(/no job/);
    expect(() => s.add({ name: 'once', intervalMs: 1, run: async () => {} })).toThrow(/already/);
    expect(() => s.add({ name: 'zero', intervalMs: 0, run: async () => {} })).toThrow(RangeError);
    await s.stop();
  });
});
