import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookEventEnvelope,
  type WebhookDeliveryStatus,
} from '@academy/contracts';
import { timestampedSignatureHeader } from '../../common/security/timestamped-signature.js';
import { nextAttemptAt, WEBHOOK_TIMEOUT_MS } from './retry-schedule.js';
import { sendWebhook, type WebhookAttempt } from './webhook-sender.js';
import { WebhookTargetError, WebhookTargetGuard } from './webhook-target-guard.js';

/** How often an idle dispatcher looks for due deliveries: the delay after a change commits. */
const POLL_INTERVAL_MS = 1_000;
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
export class WebhookDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(WebhookDispatcher.name);
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<void> | null = null;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly guard: WebhookTargetGuard,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  /** Stops the loop and waits for the attempts in flight; what is left waits for a later start. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.pass = this.deliverDue()
        .catch((error: unknown) => this.logger.error(`Sending webhooks failed: ${String(error)}`))
        .finally(() => {
          this.pass = null;
          this.schedule(POLL_INTERVAL_MS);
        });
    }, delayMs);
  }

  /**
   * Sends every due delivery, batch after batch, until none is left or the loop stops. A batch
   * holds at most one delivery per student and endpoint, so it goes on at once to the next.
   */
  async deliverDue(): Promise<void> {
    while (!this.stopped) {
      const batch = await this.claim();
      if (batch.length === 0) return;
      await Promise.all(batch.map((delivery) => this.attempt(delivery)));
    }
  }

  private async claim(): Promise<ClaimedDelivery[]> {
    const claimed = await this.dataSource.query<[{ id: number }[], number] | { id: number }[]>(
      `UPDATE webhook_deliveries SET claimed_until = now() + make_interval(secs => $1)
        WHERE id IN (
          SELECT delivery.id FROM webhook_deliveries delivery
            JOIN webhook_endpoints endpoint ON endpoint.id = delivery.endpoint_id
           WHERE delivery.status IN ('pending', 'retrying')
             AND delivery.next_attempt_at <= now()
             AND (delivery.claimed_until IS NULL OR delivery.claimed_until < now())
             AND endpoint.active
             AND (delivery.user_id IS NULL OR NOT EXISTS (
               SELECT 1 FROM webhook_deliveries earlier
                WHERE earlier.endpoint_id = delivery.endpoint_id
                  AND earlier.user_id = delivery.user_id
                  AND earlier.id < delivery.id
                  AND earlier.status IN ('pending', 'retrying')))
           ORDER BY delivery.next_attempt_at, delivery.id
           LIMIT $2
             FOR UPDATE OF delivery SKIP LOCKED)
        RETURNING id`,
      [LEASE_SECONDS, BATCH_SIZE],
    );
    const ids = rowsOf(claimed).map((row) => row.id);
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

/** The rows of an UPDATE … RETURNING, which TypeORM's postgres driver pairs with a count. */
function rowsOf<Row>(result: [Row[], number] | Row[]): Row[] {
  return Array.isArray(result[0]) ? result[0] : (result as Row[]);
}
