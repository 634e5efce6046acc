/**
 * A small interval runner for background sweeps (expired card bookings, deposit releases).
 *
 * Durable by design: a job keeps no state of its own. Every deadline it acts on is a column in the
 * database (`payment_due_at`, `deposit_release_at`), and each run asks the database what is due
 * now, so a restart, a crash or a node that was down simply catches up on its next run. Jobs must
 * be safe to run on several nodes at once (each due row is claimed with a conditional
 * `UPDATE … WHERE status = …` or `FOR UPDATE SKIP LOCKED`), because every node runs the scheduler.
 *
 * Runs of one job never overlap: the next run is timed from the end of the previous one. A failing
 * run is logged and retried at the next interval. `stop()` clears the timers and waits for runs in
 * progress, so a graceful shutdown never cuts a sweep in half.
 */

export interface ScheduledJob {
  /** For logs. */
  name: string;
  /** Pause between the end of one run and the start of the next. */
  intervalMs: number;
  /** First run this long after start (default: at once, to catch up after downtime). */
  initialDelayMs?: number;
  run(): Promise<unknown>;
}

interface SchedulerLog {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

interface JobState {
  job: ScheduledJob;
  timer: ReturnType<typeof setTimeout> | null;
  running: Promise<void> | null;
}

export class Scheduler {
  private readonly jobs: JobState[] = [];
  private started = false;
  private stopped = false;

  constructor(private readonly log: SchedulerLog) {}

  add(job: ScheduledJob): this {
    if (!(job.intervalMs > 0)) throw new RangeError(`job ${job.name}: intervalMs must be above 0`);
    if (this.jobs.some((s) => s.job.name === job.name)) throw new Error(`job ${job.name} is already scheduled`);
    const state: JobState = { job, timer: null, running: null };
    this.jobs.push(state);
    if (this.started && !this.stopped) this.schedule(state, job.initialDelayMs ?? 0);
    return this;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const state of this.jobs) this.schedule(state, state.job.initialDelayMs ?? 0);
  }

  /** Clears every timer and waits for the runs in progress; no run starts after this. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const state of this.jobs) {
      if (state.timer) clearTimeout(state.timer);
      state.timer = null;
    }
    await Promise.all(this.jobs.map((s) => s.running));
  }

  /** Runs one job now (tests, admin tools); waits for a run already in progress instead of overlapping it. */
  async runNow(name: string): Promise<void> {
    const state = this.jobs.find((s) => s.job.name === name);
    if (!state) throw new Error(`no job named ${name}`);
    if (state.running) return state.running;
    return this.execute(state);
  }

  private schedule(state: JobState, delayMs: number): void {
    if (this.stopped) return;
    state.timer = setTimeout(() => {
      state.timer = null;
      void this.execute(state).finally(() => this.schedule(state, state.job.intervalMs));
    }, delayMs);
    // A pending sweep never keeps the process alive.
    state.timer.unref?.();
  }

  private execute(state: JobState): Promise<void> {
    const started = Date.now();
    const run = (async () => {
      try {
        const result = await state.job.run();
        if (result && typeof result === 'object' && Object.values(result).some((v) => typeof v === 'number' && v > 0)) {
          this.log.info({ job: state.job.name, result, ms: Date.now() - started }, 'scheduled job did work');
        }
      } catch (err) {
        this.log.error({ err, job: state.job.name }, 'scheduled job failed; retrying at the next interval');
      }
    })();
    state.running = run.finally(() => {
      state.running = null;
    });
    return state.running;
  }
}
