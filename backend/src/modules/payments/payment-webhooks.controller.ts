import {
  applyDecorators,
  Controller,
  Headers,
  HttpCode,
  Post,
  Req,
  type RawBodyRequest,
} from '@nestjs/common';
import {
  ApiBody,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  type ApiOperationOptions,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { BodyLimit } from '../../common/http/body-limit.js';
import { ApiRefusal } from '../../common/http/error-response.js';
import { PaymentWebhooksService, type WebhookProvider } from './payment-webhooks.service.js';
import { Public } from '../../common/auth/auth.decorators.js';

class WebhookReceivedResponse {
  @ApiProperty({ enum: [true], example: true })
  received: true;
}

/** A provider's event is never refused for its size: they take a few kilobytes. */
const PROVIDER_EVENT_BODY_LIMIT_BYTES = 1024 * 1024;

/** How a provider's route is documented: what it does, an event, and its signature header. */
interface ProviderWebhookDocs {
  operation: ApiOperationOptions;
  /** An event as the provider sends it; the handler reads it as the exact bytes it signed. */
  event: object;
  signature: { header: string; example: string };
}

/** POST <provider>: a provider's signed events, stored before the answer. */
const ProviderWebhook = (
  provider: WebhookProvider,
  { operation, event, signature }: ProviderWebhookDocs,
) =>
  applyDecorators(
    Post(provider),
    HttpCode(200),
    BodyLimit(PROVIDER_EVENT_BODY_LIMIT_BYTES),
    ApiOperation(operation),
    ApiOkResponse({
      type: WebhookReceivedResponse,
      description: 'Stored: the event is applied once, however often it is delivered',
    }),
    ApiBody({
      description: "The provider's event, as the provider documents it",
      schema: { type: 'object', additionalProperties: true, example: event },
    }),
    ApiHeader({
      name: signature.header,
      required: true,
      schema: { type: 'string', example: signature.example },
    }),
    ApiRefusal(400, 'Missing, wrong or stale signature: nothing changes'),
    ApiRefusal(404, 'This provider is not configured'),
  );

@ApiTags('payments')
@Public()
@Controller('payments/webhooks')
export class PaymentWebhooksController {
  constructor(private readonly webhooks: PaymentWebhooksService) {}

  @ProviderWebhook('stripe', {
    operation: {
      summary: 'Stripe events (Stripe-Signature over the raw body, 5-minute tolerance)',
      description:
        'checkout.session.completed / async_payment_succeeded credit once; async_payment_failed and ' +
        'expired close a pending payment; charge.refunded and charge.dispute.created take the credit ' +
        'back once. Each event id is applied once; 200 means it is stored.',
    },
    event: {
      id: 'evt_1Q2w3E4r5T6y',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_a1b2', payment_status: 'paid', amount_total: 25000 } },
    },
    signature: {
      header: 'stripe-signature',
      example: 't=1763892930,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e7',
    },
  })
  async stripe(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    await this.webhooks.receive('stripe', request.rawBody, signature);
    return { received: true };
  }

  @ProviderWebhook('payport', {
    operation: {
      summary: 'PayPort events (X-PayPort-Signature: t=<unix>,v1=<HMAC-SHA256 of "t.body">)',
      description:
        'payment.succeeded credits once; payment.failed and payment.cancelled close a pending payment.',
    },
    event: {
      id: 'ev_8f2c41',
      type: 'payment.succeeded',
      data: { id: 'pp_8f2c', reference: 'TA-42-7QX9', amount: 150, currency: 'USD' },
    },
    signature: {
      header: 'x-payport-signature',
      example: 't=1763892930,v1=9c1185a5c5e9fc54612808977ee8f548b2258d31',
    },
  })
  async payport(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('x-payport-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    await this.webhooks.receive('payport', request.rawBody, signature);
    return { received: true };
  }
}
