import { Global, Module } from '@nestjs/common';
import { JOB_TIMER } from '../../common/jobs/job-timer.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsService } from './metrics.service.js';

// Global: any module's scheduled job reports its runs here, and the sweeps through JOB_TIMER.
@Global()
@Module({
  controllers: [MetricsController],
  providers: [MetricsService, { provide: JOB_TIMER, useExisting: MetricsService }],
  exports: [MetricsService, JOB_TIMER],
})
export class MetricsModule {}
