import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookEventEnvelope,
  type WebhookDeliveryStatus,
} from '@academy/contracts';
import { claimLeased } from '../../common/jobs/leased-claim.js';
import { LeasedLoop } from '../../common/jobs/leased-loop.js';
import { LeasedWorker } from '../../common/jobs/leased-worker.js';
import { timestampedSignatureHeader } from '../../common/security/timestamped-signature.js';
import { MetricsService } from '../metrics/index.js';
import { nextAttemptAt, WEBHOOK_TIMEOUT_MS } from './retry-schedule.js';
import { sendWebhook, type WebhookAttempt } from './webhook-sender.js';
import { WebhookTargetError, WebhookTargetGuard } from './webhook-target-guard.js';

const BATCH_SIZE = 20;
/**
 * How long a claimed delivery belongs to the worker that claimed it. Far longer than one attempt
 * can take, so that no other replica sends it meanwhile; after a crash, the delivery is claimable
 * again once it runs out, which keeps the delivery at least once.
 */
const LEASE_SECONDS = 60;

interface ClaimedDelivery {
  id: number;
  created_at: Date;
  attempts: number;
  url: string;
  secret: string;
  event_id: string;
  event_type: WebhookEventEnvelope['type'];
  event_created_at: Date;
  payload: unknown;
}

/**
 * Sends what the outbox holds. Every replica runs one loop; a batch is claimed with FOR UPDATE
 * SKIP LOCKED and a lease, so two replicas never send one delivery at once. A student's events
 * go to an endpoint in order: a delivery waits while an earlier one for the same endpoint and
 * student is still pending or retrying.
 */
@Injectable()
export class WebhookDispatcher extends LeasedWorker<ClaimedDelivery[]> {
  private readonly logger = new Logger(WebhookDispatcher.name);
  protected readonly loop: LeasedLoop<ClaimedDelivery[]>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly guard: WebhookTargetGuard,
    metrics: MetricsService,
  ) {
    super();
    // A batch holds at most one delivery per student and endpoint, so its deliveries are sent
    // together, and the loop goes on at once to the next batch.
    this.loop = new LeasedLoop(
      {
        name: 'webhooks-dispatch',
        failure: 'Sending webhooks failed',
        claim: async () => {
          const batch = await this.claim();
          return batch.length > 0 ? batch : null;
        },
        handle: async (batch) => {
          await Promise.all(batch.map((delivery) => this.attempt(delivery)));
        },
      },
      metrics,
      this.logger,
    );
  }

  private async claim(): Promise<ClaimedDelivery[]> {
    const claimed = await claimLeased<{ id: number }>(this.dataSource, {
      table: 'webhook_deliveries',
      from: `webhook_deliveries item
               JOIN webhook_endpoints endpoint ON endpoint.id = item.endpoint_id`,
      where: `item.status IN ('pending', 'retrying')
              AND item.next_attempt_at <= now()
              AND endpoint.active
              AND (item.user_id IS NULL OR NOT EXISTS (
                SELECT 1 FROM webhook_deliveries earlier
                 WHERE earlier.endpoint_id = item.endpoint_id
                   AND earlier.user_id = item.user_id
                   AND earlier.id < item.id
                   AND earlier.status IN ('pending', 'retrying')))`,
      orderBy: 'item.next_attempt_at, item.id',
      limit: BATCH_SIZE,
      leaseSeconds: LEASE_SECONDS,
      returning: 'id',
    });
    const ids = claimed.map((row) => row.id);
    if (ids.length === 0) return [];
    return this.dataSource.query<ClaimedDelivery[]>(
      `SELECT delivery.id, delivery.created_at, delivery.attempts, endpoint.url, endpoint.secret,
              event.id AS event_id, event.type AS event_type, event.created_at AS event_created_at,
              event.payload
         FROM webhook_deliveries delivery
         JOIN webhook_endpoints endpoint ON endpoint.id = delivery.endpoint_id
         JOIN webhook_outbox event ON event.id = delivery.event_id
        WHERE delivery.id = ANY($1)
        ORDER BY delivery.id`,
      [ids],
    );
  }

  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const envelope: WebhookEventEnvelope = {
      id: delivery.event_id,
      type: delivery.event_type,
      createdAt: new Date(delivery.event_created_at).toISOString(),
      data: delivery.payload,
    };
    const body = JSON.stringify(envelope);
    const timestamp = Math.floor(Date.now() / 1000);
    let result: WebhookAttempt;
    try {
      // Checked again before each attempt: the host may resolve elsewhere since it was saved.
      await this.guard.check(delivery.url);
      result = await sendWebhook({
        url: delivery.url,
        body,
        timeoutMs: WEBHOOK_TIMEOUT_MS,
        lookup: this.guard.lookup,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'TradingAcademy-Webhooks/1.0',
          [WEBHOOK_SIGNATURE_HEADER]: timestampedSignatureHeader(delivery.secret, timestamp, body),
          'x-academy-event': delivery.event_type,
          'x-academy-delivery': String(delivery.id),
        },
      });
    } catch (error) {
      if (!(error instanceof WebhookTargetError)) throw error;
      result = {
        ok: false,
        status: null,
        timeMs: 0,
        error: error.message,
        errorCode: error.failureCode,
      };
    }
    await this.record(delivery, result);
  }

  private async record(delivery: ClaimedDelivery, result: WebhookAttempt): Promise<void> {
    const now = new Date();
    const attempts = delivery.attempts + 1;
    const next = result.ok ? null : nextAttemptAt(attempts, new Date(delivery.created_at), now);
    const status: WebhookDeliveryStatus = result.ok ? 'succeeded' : next ? 'retrying' : 'failed';
    await this.dataSource.query(
      `UPDATE webhook_deliveries
          SET status = $2, attempts = $3, response_status = $4, response_time_ms = $5,
              error = $6, error_code = $7, last_attempt_at = $8, next_attempt_at = $9,
              claimed_until = NULL
        WHERE id = $1`,
      [
        delivery.id,
        status,
        attempts,
        result.status,
        result.timeMs,
        result.error,
        result.errorCode,
        now,
        next,
      ],
    );
    if (status === 'failed') {
      this.logger.warn(`Webhook delivery ${delivery.id} failed for good: ${result.error}`);
    }
  }
}
