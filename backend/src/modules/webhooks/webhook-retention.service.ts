import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Sweep } from '../../common/jobs/sweep.js';
import { inBatches } from '../../common/jobs/in-batches.js';
import { rowsOf } from '../../common/jobs/leased-claim.js';

/**
 * How long sent events and their delivery log are kept. Longer than the 3 days of retries, and no
 * longer than a deleted user's personal data is kept elsewhere: the payloads carry it too.
 */
export const WEBHOOK_RETENTION_DAYS = 30;
const PURGE_BATCH = 1000;

/** Removes events older than the retention whose deliveries are all finished, with their log. */
@Injectable()
export class WebhookRetentionService {
  private readonly logger = new Logger(WebhookRetentionService.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Sweep({
    name: 'webhooks-retention',
    everyMs: 60 * 60 * 1000,
    failure: 'Purging old webhook events failed',
  })
  async purgeOnSchedule(): Promise<void> {
    await this.purgeExpired();
  }

  /** Safe on several replicas at once: each batch is one DELETE of rows no one is sending. */
  async purgeExpired(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - WEBHOOK_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    const purged = await inBatches(PURGE_BATCH, async () => {
      const deleted = await this.dataSource.query<[unknown[], number] | unknown[]>(
        `DELETE FROM webhook_outbox WHERE id IN (
           SELECT event.id FROM webhook_outbox event
            WHERE event.created_at < $1
              AND NOT EXISTS (
                SELECT 1 FROM webhook_deliveries delivery
                 WHERE delivery.event_id = event.id
                   AND delivery.status IN ('pending', 'retrying'))
            LIMIT ${PURGE_BATCH})
         RETURNING id`,
        [before],
      );
      return rowsOf(deleted).length;
    });
    if (purged > 0) this.logger.log(`Purged ${purged} webhook event(s) past their retention`);
    return purged;
  }
}
