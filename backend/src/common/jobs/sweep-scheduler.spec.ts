import { Global, Injectable, Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ScheduleModule, SchedulerRegistry } from '@nestjs/schedule';
import { JOB_TIMER, type JobTimer } from './job-timer.js';
import { JobsModule } from './jobs.module.js';
import { Sweep } from './sweep.js';

@Injectable()
class Sweeper {
  runs = 0;
  failWith: Error | null = null;
  release: Promise<void> = Promise.resolve();

  @Sweep({ name: 'test-sweep', everyMs: 60_000, failure: 'Sweeping failed' })
  async sweepOnSchedule(): Promise<void> {
    await this.release;
    this.runs += 1;
    if (this.failWith) throw this.failWith;
  }
}

function appWith(timer: JobTimer) {
  @Global()
  @Module({ providers: [{ provide: JOB_TIMER, useValue: timer }], exports: [JOB_TIMER] })
  class TimerModule {}

  @Module({ imports: [ScheduleModule.forRoot(), TimerModule, JobsModule], providers: [Sweeper] })
  class SweepingModule {}

  return NestFactory.createApplicationContext(SweepingModule, { logger: false });
}

describe('SweepScheduler', () => {
  const timed: string[] = [];
  const timer: JobTimer = {
    timeJob: async (job, run) => {
      timed.push(job);
      return run();
    },
  };
  beforeEach(() => {
    timed.length = 0;
  });

  it('schedules each sweep under its name, and times a direct call too', async () => {
    const app = await appWith(timer);
    expect(app.get(SchedulerRegistry).getIntervals()).toContain('test-sweep');
    await app.get(Sweeper).sweepOnSchedule();
    expect(timed).toEqual(['test-sweep']);
    await app.close();
  });

  it('logs a failing sweep instead of throwing it', async () => {
    const app = await appWith(timer);
    const errors = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const sweeper = app.get(Sweeper);
    sweeper.failWith = new Error('the database went away');
    await expect(sweeper.sweepOnSchedule()).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledWith('Sweeping failed: Error: the database went away');
    errors.mockRestore();
    await app.close();
  });

  it('waits on shutdown for a sweep in progress', async () => {
    const app = await appWith(timer);
    const sweeper = app.get(Sweeper);
    let release!: () => void;
    sweeper.release = new Promise((resolve) => {
      release = resolve;
    });
    void sweeper.sweepOnSchedule();
    const closed = app.close().then(() => sweeper.runs);
    setTimeout(release, 20);
    expect(await closed).toBe(1);
  });
});
