import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { SPA_FALLBACK_ROUTE } from '../../web-apps.js';

/** What pg's Pool reports about its connections; the embedded database's pool reports none. */
interface PoolCounts {
  totalCount?: number;
  idleCount?: number;
  waitingCount?: number;
}

/** Routes Fastify did not match share one label, so that scanners cannot grow the series. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route pattern; a path no route knows is "unmatched", also when the built apps' page
 * fallback (SPA_FALLBACK_ROUTE, present only with the apps built) is what answered its 404.
 */
function routeLabel(route: string | undefined, status: number): string {
  if (route === undefined || (route === SPA_FALLBACK_ROUTE && status === 404)) {
    return UNMATCHED_ROUTE;
  }
  return route;
}

/**
 * The operators' figures, in Prometheus' text format: requests and their latency per route
 * pattern, the database pool, scheduled job runs and the process. One registry per application,
 * so that several applications in one process (the tests) keep their own.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [this.registry],
  });

  private readonly latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its answer, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  private readonly jobRuns = new Counter({
    name: 'scheduled_job_runs_total',
    help: 'Runs of the scheduled jobs, by job and outcome (ok or failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly jobDuration = new Histogram({
    name: 'scheduled_job_duration_seconds',
    help: 'How long each run of a scheduled job took',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [this.registry],
  });

  constructor(@InjectDataSource() dataSource: DataSource) {
    collectDefaultMetrics({ register: this.registry });
    const pool = () => (dataSource.driver as { master?: PoolCounts }).master;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state: total (open), idle, and waiting (requests queued for one)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const counts = pool();
        this.set({ state: 'total' }, counts?.totalCount ?? 0);
        this.set({ state: 'idle' }, counts?.idleCount ?? 0);
        this.set({ state: 'waiting' }, counts?.waitingCount ?? 0);
      },
    });
  }

  /** Counts and times every answer of the server by its route pattern, never its raw URL. */
  instrument(fastify: FastifyInstance): void {
    fastify.addHook('onResponse', (request, reply, done) => {
      const labels = {
        method: request.method,
        route: routeLabel(request.routeOptions.url, reply.statusCode),
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      };
      this.requests.inc(labels);
      this.latency.observe(labels, reply.elapsedTime / 1000);
      done();
    });
  }

  /** Runs one scheduled job, counting the run and its outcome; its errors go to the caller. */
  async timeJob<T>(job: string, run: () => Promise<T>): Promise<T> {
    const stop = this.jobDuration.startTimer({ job });
    try {
      const result = await run();
      this.jobRuns.inc({ job, outcome: 'ok' });
      return result;
    } catch (error) {
      this.jobRuns.inc({ job, outcome: 'failed' });
      throw error;
    } finally {
      stop();
    }
  }
}
