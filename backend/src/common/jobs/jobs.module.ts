import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { SweepScheduler } from './sweep-scheduler.js';

/** Runs the @Sweep methods of every module; leased loops are owned by their workers. */
@Module({
  imports: [DiscoveryModule],
  providers: [SweepScheduler],
})
export class JobsModule {}
