import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';

/**
 * Work done after the answer is sent, so that its length says nothing (a reset mail for an
 * account that exists, an unlock mail). Failures are logged; shutdown waits for what is running.
 */
@Injectable()
export class AfterAnswerWork implements OnApplicationShutdown {
  private readonly logger = new Logger(AfterAnswerWork.name);
  private readonly running = new Set<Promise<void>>();

  /** Starts `work` without waiting for it; the promise settles when it has, and never rejects. */
  run(what: string, work: () => Promise<void>): Promise<void> {
    const done = Promise.resolve()
      .then(work)
      .catch((error: unknown) => {
        this.logger.error(`${what} failed: ${String(error)}`);
      })
      .finally(() => this.running.delete(done));
    this.running.add(done);
    return done;
  }

  /** Settles once everything started so far has. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.settled();
  }
}
