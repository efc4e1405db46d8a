import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/index.js';
import { AuditModule } from '../audit/index.js';
import { ExportLinksModule } from '../export-links/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { UsersModule } from '../users/index.js';
import { WebhooksModule } from '../webhooks/index.js';
import { AdminPaymentsController } from './desk/admin-payments.controller.js';
import { AdminPaymentsService } from './desk/admin-payments.service.js';
import { PaymentDeskService } from './desk/payment-desk.service.js';
import { ManualPaymentsController } from './manual/manual-payments.controller.js';
import { ManualPaymentsService } from './manual/manual-payments.service.js';
import { ReceiptStore } from './manual/receipt-store.js';
import { PaymentFulfilmentService } from './payment-fulfilment.service.js';
import { PaymentEntity } from './payment.entity.js';
import { PaymentExpiryService } from './payment-expiry.service.js';
import { PaymentWebhooksController } from './payment-webhooks.controller.js';
import { PaymentWebhooksService } from './payment-webhooks.service.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { PaymentProviders } from './providers/payment-providers.js';
import { SandboxCheckoutController } from './sandbox-checkout.controller.js';
import { WebhookEventEntity } from './webhook-event.entity.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([PaymentEntity, WebhookEventEntity]),
    UsersModule,
    CatalogueModule,
    AuditModule,
    ExportLinksModule,
    MailModule,
    WebhooksModule,
  ],
  controllers: [
    AdminPaymentsController,
    ManualPaymentsController,
    PaymentsController,
    PaymentWebhooksController,
    SandboxCheckoutController,
  ],
  providers: [
    AdminPaymentsService,
    PaymentDeskService,
    ManualPaymentsService,
    ReceiptStore,
    PaymentProviders,
    PaymentsService,
    PaymentFulfilmentService,
    PaymentExpiryService,
    PaymentWebhooksService,
  ],
})
export class PaymentsModule {}
