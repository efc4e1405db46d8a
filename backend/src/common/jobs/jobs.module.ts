import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { SweepScheduler } from './sweep-scheduler.js';

/** Runs the @Sweep methods of every module; each LeasedWorker runs its own loop. */
@Module({
  imports: [DiscoveryModule],
  providers: [SweepScheduler],
})
export class JobsModule {}
