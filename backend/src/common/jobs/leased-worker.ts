import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { LeasedLoop } from './leased-loop.js';

/**
 * A provider that runs one LeasedLoop on this replica from start-up until shutdown. The loop stops
 * in onModuleDestroy, which Nest calls before onApplicationShutdown closes the database: the
 * piece in hand finishes while the database is still there.
 */
export abstract class LeasedWorker<Claimed> implements OnApplicationBootstrap, OnModuleDestroy {
  protected abstract readonly loop: LeasedLoop<Claimed>;

  onApplicationBootstrap(): void {
    this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  start(): void {
    this.loop.start();
  }

  /** Stops looking for work and waits for the piece in hand; start() goes on where it stopped. */
  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** Work was queued here: look now rather than at the next poll. */
  wake(): void {
    this.loop.wake();
  }
}
