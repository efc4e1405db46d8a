import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module.js';
import { PaymentFulfilmentService } from './payment-fulfilment.service.js';
import { PaymentEntity } from './payment.entity.js';
import { PaymentWebhooksController } from './payment-webhooks.controller.js';
import { PaymentWebhooksService } from './payment-webhooks.service.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { PaymentProviders } from './providers/payment-providers.js';
import { SandboxCheckoutController } from './sandbox-checkout.controller.js';
import { WebhookEventEntity } from './webhook-event.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([PaymentEntity, WebhookEventEntity]), UsersModule],
  controllers: [PaymentsController, PaymentWebhooksController, SandboxCheckoutController],
  providers: [PaymentProviders, PaymentsService, PaymentFulfilmentService, PaymentWebhooksService],
})
export class PaymentsModule {}
