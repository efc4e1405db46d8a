import type { LoggerService } from '@nestjs/common';
import type { JobTimer } from './job-timer.js';

/** One kind of leased work: how to claim the next piece, and what to do with it. */
export interface LeasedWork<Claimed> {
  /** The job's name in the metrics (`job` label) and in the logs. */
  name: string;
  /** What failed, for the log: "Sending webhooks failed". */
  failure: string;
  /**
   * How often an idle loop looks for work; also the delay after a failed pass. By default
   * LEASED_POLL_MS: work queued by another replica, which cannot wake this one, starts within it.
   */
  pollMs?: number;
  /** Claims the next piece of work with a lease (see claimLeased), or answers null. */
  claim(): Promise<Claimed | null>;
  /** Does it. Reads `loop.stopping` between steps when it may take long. */
  handle(claimed: Claimed): Promise<void>;
}

/** How often an idle loop looks for work unless its work says otherwise. */
export const LEASED_POLL_MS = 1_000;

/**
 * Runs leased work on every replica: claims a piece, handles it, and goes on at once with the
 * next until none is left, then looks again after `pollMs` (or sooner when woken). Each handled
 * piece is one timed run in the metrics; a failure is counted, logged, and the loop carries on at
 * the next poll. Stopping waits for the piece in hand.
 */
export class LeasedLoop<Claimed> {
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly work: LeasedWork<Claimed>,
    private readonly metrics: JobTimer,
    private readonly logger: Pick<LoggerService, 'error'>,
  ) {}

  /** True once stop() was called: a long handler hands its work back at its next step. */
  get stopping(): boolean {
    return this.stopped;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops looking for work and waits for the piece in hand; start() goes on where it stopped. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass;
  }

  /** Work was announced here: look now rather than at the next poll. */
  wake(): void {
    if (this.stopped || this.pass) return;
    if (this.timer) clearTimeout(this.timer);
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.pass = this.runDue()
        .catch((error: unknown) => {
          this.logger.error(`${this.work.failure}: ${String(error)}`);
        })
        .finally(() => {
          this.pass = null;
          this.schedule(this.work.pollMs ?? LEASED_POLL_MS);
        });
    }, delayMs);
  }

  private async runDue(): Promise<void> {
    while (!this.stopped) {
      const claimed = await this.work.claim();
      if (claimed === null) return;
      await this.metrics.timeJob(this.work.name, () => this.work.handle(claimed));
    }
  }
}
