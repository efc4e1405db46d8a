import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { WebhookDispatcher } from './webhook-dispatcher.service.js';
import { WebhookOutbox } from './webhook-outbox.service.js';
import { WebhookRetentionService } from './webhook-retention.service.js';
import { WebhookTargetGuard } from './webhook-target-guard.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksService } from './webhooks.service.js';

/**
 * Outbound webhooks. Other modules import it for WebhookOutbox, which they call inside their own
 * transactions; the dispatcher sends what the outbox holds.
 */
@Module({
  imports: [AuditModule],
  controllers: [WebhooksController],
  providers: [
    WebhookOutbox,
    WebhookTargetGuard,
    WebhookDispatcher,
    WebhookRetentionService,
    WebhooksService,
  ],
  exports: [WebhookOutbox],
})
export class WebhooksModule {}
