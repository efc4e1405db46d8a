import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorResponse } from '../../common/http/error-response.js';
import { PaymentWebhooksService } from './payment-webhooks.service.js';
import { Public } from '../../common/auth/auth.decorators.js';

const invalidSignature = ApiBadRequestResponse({
  type: ErrorResponse,
  description: 'Missing, wrong or stale signature: nothing changes',
});
const notConfigured = ApiNotFoundResponse({
  type: ErrorResponse,
  description: 'This provider is not configured',
});

@ApiTags('payments')
@Public()
@Controller('payments/webhooks')
export class PaymentWebhooksController {
  constructor(private readonly webhooks: PaymentWebhooksService) {}

  @Post('stripe')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Stripe events (Stripe-Signature over the raw body, 5-minute tolerance)',
    description:
      'checkout.session.completed / async_payment_succeeded credit once; async_payment_failed and ' +
      'expired close a pending payment; charge.refunded and charge.dispute.created take the credit ' +
      'back once. Each event id is applied once; 200 means it is stored.',
  })
  @ApiOkResponse({ description: 'Received' })
  @invalidSignature
  @notConfigured
  async stripe(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    await this.webhooks.receive('stripe', request.rawBody, signature);
    return { received: true };
  }

  @Post('payport')
  @HttpCode(200)
  @ApiOperation({
    summary: 'PayPort events (X-PayPort-Signature: t=<unix>,v1=<HMAC-SHA256 of "t.body">)',
    description:
      'payment.succeeded credits once; payment.failed and payment.cancelled close a pending payment.',
  })
  @ApiOkResponse({ description: 'Received' })
  @invalidSignature
  @notConfigured
  async payport(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('x-payport-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    await this.webhooks.receive('payport', request.rawBody, signature);
    return { received: true };
  }
}
