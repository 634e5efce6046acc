/** The server clock decides every deadline; tests replace it with a fake one. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class FakeClock implements Clock {
  private current: number;
  constructor(start: Date | string = '2026-01-15T08:00:00.000Z') {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(date: Date | string): void {
    this.current = new Date(date).getTime();
  }
}

/**
 * The real clock moved forward by an offset: browser journeys use it (through /api/dev/clock)
 * to reach a deadline, such as a late return, without waiting for it.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
