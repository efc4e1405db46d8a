import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { SchedulerRegistry } from '@nestjs/schedule';
import { JOB_TIMER, type JobTimer } from './job-timer.js';
import { SWEEP, type SweepOptions } from './sweep.js';

type Method = (...args: unknown[]) => Promise<unknown>;

interface FoundSweep {
  options: SweepOptions;
  run: () => void;
}

/**
 * Finds the providers' @Sweep methods, wraps each in the metrics and the error log, and runs them
 * on their schedule. On shutdown no new run starts, and the runs in progress are waited for
 * before the database closes.
 */
@Injectable()
export class SweepScheduler
  implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger(SweepScheduler.name);
  private readonly sweeps: FoundSweep[] = [];
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly scheduler: SchedulerRegistry,
    @Inject(JOB_TIMER) private readonly metrics: JobTimer,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const key of this.scanner.getAllMethodNames(prototype)) {
        const method = prototype[key] as Method;
        const options = this.reflector.get<SweepOptions | undefined>(SWEEP, method);
        if (options) this.sweeps.push(this.wrap(instance as Record<string, Method>, key, options));
      }
    }
  }

  onApplicationBootstrap(): void {
    for (const { options, run } of this.sweeps) {
      this.scheduler.addInterval(options.name, setInterval(run, options.everyMs));
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    for (const { options } of this.sweeps) {
      if (this.scheduler.doesExist('interval', options.name)) {
        this.scheduler.deleteInterval(options.name);
      }
    }
    await Promise.all(this.running);
  }

  /** Replaces the instance's method, so that a direct call is timed and guarded too. */
  private wrap(instance: Record<string, Method>, key: string, options: SweepOptions): FoundSweep {
    const method = instance[key].bind(instance);
    const guarded = async (...args: unknown[]): Promise<void> => {
      try {
        await this.metrics.timeJob(options.name, () => method(...args));
      } catch (error) {
        this.logger.error(`${options.failure}: ${String(error)}`);
      }
    };
    instance[key] = (...args: unknown[]) => {
      const run = guarded(...args);
      this.running.add(run);
      return run.finally(() => this.running.delete(run));
    };
    return { options, run: () => void instance[key]() };
  }
}
