import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/index.js';
import { AuditModule } from '../audit/index.js';
import { CertificatesModule } from '../certificates/index.js';
import { ExportLinksModule } from '../export-links/index.js';
import { SalesReceiptsModule } from '../sales-receipts/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { PromotionsModule } from '../promotions/index.js';
import { UsersModule } from '../users/index.js';
import { WebhooksModule } from '../webhooks/index.js';
import { ReferralsModule } from '../referrals/index.js';
import { AdminPaymentListController } from './desk/admin-payment-list.controller.js';
import { AdminPaymentsController } from './desk/admin-payments.controller.js';
import { AdminPaymentsService } from './desk/admin-payments.service.js';
import { PaymentDeskService } from './desk/payment-desk.service.js';
import { ManualPaymentsController } from './manual/manual-payments.controller.js';
import { ManualPaymentCancelService } from './manual/manual-payment-cancel.service.js';
import { ManualPaymentsService } from './manual/manual-payments.service.js';
import { PaymentReviewNoticeController } from './review-notice/payment-review-notice.controller.js';
import { PaymentReviewNoticeEntity } from './review-notice/payment-review-notice.entity.js';
import { PaymentReviewNoticeService } from './review-notice/payment-review-notice.service.js';
import { ReceiptsModule } from './manual/receipts.module.js';
import { PaymentCreditService } from './payment-credit.service.js';
import { PaymentFulfilmentService } from './payment-fulfilment.service.js';
import { PaymentReversalService } from './payment-reversal.service.js';
import { PaymentEntity } from './payment.entity.js';
import { PaymentExpiryService } from './payment-expiry.service.js';
import { PaymentWebhooksController } from './payment-webhooks.controller.js';
import { PaymentWebhooksService } from './payment-webhooks.service.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { PaymentProviders } from './providers/payment-providers.js';
import { SandboxCheckoutController } from './sandbox-checkout.controller.js';
import { WebhookEventEntity } from './webhook-event.entity.js';
import { BtcpayController } from './btcpay/btcpay.controller.js';
import { BtcpayInvoicesService } from './btcpay/btcpay-invoices.service.js';
import { BtcpayRecheckService } from './btcpay/btcpay-recheck.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([PaymentEntity, WebhookEventEntity, PaymentReviewNoticeEntity]),
    UsersModule,
    CatalogueModule,
    PromotionsModule,
    AuditModule,
    ExportLinksModule,
    MailModule,
    WebhooksModule,
    ReceiptsModule,
    SalesReceiptsModule,
    CertificatesModule,
    ReferralsModule,
  ],
  controllers: [
    AdminPaymentListController,
    AdminPaymentsController,
    BtcpayController,
    ManualPaymentsController,
    PaymentsController,
    PaymentReviewNoticeController,
    PaymentWebhooksController,
    SandboxCheckoutController,
  ],
  providers: [
    AdminPaymentsService,
    PaymentDeskService,
    ManualPaymentsService,
    ManualPaymentCancelService,
    PaymentReviewNoticeService,
    PaymentProviders,
    PaymentsService,
    PaymentCreditService,
    PaymentFulfilmentService,
    PaymentReversalService,
    PaymentExpiryService,
    PaymentWebhooksService,
    BtcpayInvoicesService,
    BtcpayRecheckService,
  ],
})
export class PaymentsModule {}
