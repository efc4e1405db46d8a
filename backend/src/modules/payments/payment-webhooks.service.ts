import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PaymentFulfilmentService } from './payment-fulfilment.service.js';
import { PaymentReversalService } from './payment-reversal.service.js';
import type { SettleResult } from './payment-settlement.js';
import { PaymentProviders } from './providers/payment-providers.js';
import { WebhookSignatureError, type ProviderEvent } from './providers/payment-provider.js';
import { WebhookEventEntity } from './webhook-event.entity.js';
import { providerIdTooLong, webhookSignatureInvalid } from './payments.errors.js';

export type WebhookProvider = 'stripe' | 'payport';

/** The width of webhook_events.event_id and payments.provider_reference. */
const MAX_PROVIDER_ID_LENGTH = 255;

/**
 * A provider callback: verified over the raw body, recorded once by event id and applied in the
 * same transaction, so the 2xx answer means the work is stored and a redelivery is a no-op.
 */
@Injectable()
export class PaymentWebhooksService {
  private readonly logger = new Logger(PaymentWebhooksService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly fulfilment: PaymentFulfilmentService,
    private readonly reversal: PaymentReversalService,
  ) {}

  async receive(
    provider: WebhookProvider,
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<SettleResult | 'duplicate' | 'ignored'> {
    const verifier = this.providers.webhookVerifier(provider);
    let event: ProviderEvent;
    try {
      event = verifier.verifyWebhook(rawBody ?? Buffer.alloc(0), signature);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      this.logger.warn(`Refused a ${provider} webhook: ${error.message}`);
      throw webhookSignatureInvalid();
    }
    // No real provider sends such ids; refused (not hashed) so the anomaly stays visible, and
    // before the insert, which would fail as a 500 on the column's width.
    if (
      event.eventId.length > MAX_PROVIDER_ID_LENGTH ||
      (event.reference?.length ?? 0) > MAX_PROVIDER_ID_LENGTH
    ) {
      this.logger.warn(`Refused a ${provider} webhook: its event id or reference is too long`);
      throw providerIdTooLong(MAX_PROVIDER_ID_LENGTH);
    }
    return this.dataSource.transaction(async (manager) => {
      const recorded = await manager
        .createQueryBuilder()
        .insert()
        .into(WebhookEventEntity)
        .values({ provider, eventId: event.eventId, type: event.type.slice(0, 100) })
        .orIgnore()
        .returning(['eventId'])
        .execute();
      if ((recorded.raw as unknown[]).length === 0) return 'duplicate';
      if (event.reversal) {
        return this.reversal.reverseFromProvider(manager, provider, event.reversal);
      }
      if (event.outcome === null) return 'ignored';
      return this.fulfilment.settle(
        manager,
        { provider, reference: event.reference, paymentId: event.paymentId },
        { outcome: event.outcome, charged: event.charged, paymentIntent: event.paymentIntent },
      );
    });
  }
}
