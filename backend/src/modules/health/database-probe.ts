import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** A load balancer's check must get an answer, even while the database hangs. */
export const DATABASE_PROBE_TIMEOUT_MS = 2_000;
/**
 * How long a database that answered counts as up. Load balancers ask every few seconds; without
 * this, a flood of health checks would each cost a database round trip (docs/benchmarks.md).
 */
export const DATABASE_UP_FOR_MS = 1_000;

/**
 * Whether the database answers. One probe at a time, however many checks wait on it; a success is
 * remembered for DATABASE_UP_FOR_MS, a failure never, so a database that comes back is seen at once.
 */
@Injectable()
export class DatabaseProbe {
  private upUntil = 0;
  private probing: Promise<boolean> | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  isUp(): Promise<boolean> {
    if (performance.now() < this.upUntil) return Promise.resolve(true);
    this.probing ??= this.probe().finally(() => {
      this.probing = null;
    });
    return this.probing;
  }

  private async probe(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), DATABASE_PROBE_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
      this.upUntil = performance.now() + DATABASE_UP_FOR_MS;
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
