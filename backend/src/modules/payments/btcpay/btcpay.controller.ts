import {
  applyDecorators,
  Body,
  Controller,
  Headers,
  HttpCode,
  Post,
  Req,
  type RawBodyRequest,
} from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { CryptoInvoice } from '@academy/contracts';
import { CurrentPrincipal, Public, StudentAuth } from '../../../common/auth/auth.decorators.js';
import type { StudentPrincipal } from '../../../common/auth/principal.js';
import { BodyLimit } from '../../../common/http/body-limit.js';
import { ApiRefusal } from '../../../common/http/error-response.js';
import { RateLimited } from '../../rate-limit/index.js';
import { BtcpayInvoicesService } from './btcpay-invoices.service.js';
import { CryptoInvoiceDto, CryptoInvoiceResponse } from './crypto-invoice.dto.js';
import { ApiPromoRefusals } from '../../promotions/index.js';

class BtcpayWebhookReceived {
  @ApiProperty({ enum: [true], example: true })
  received: true;
}

/** A BTCPay delivery is a few kilobytes; this only keeps a flood out. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

const providerDown = applyDecorators(
  ApiRefusal(502, 'PAYMENT_PROVIDER_FAILED: BTCPay answered with an error'),
  ApiRefusal(
    503,
    'PAYMENT_PROVIDER_UNREACHABLE: BTCPay could not be reached; PAYMENT_UNAVAILABLE: BTCPay is not configured or refused the API key',
  ),
  ApiRefusal(504, 'PAYMENT_PROVIDER_TIMEOUT: BTCPay did not answer within 10 seconds'),
);

/** The Crypto method through BTCPay Server: an invoice per payment, and BTCPay's callbacks. */
@ApiTags('payments')
@Controller('payments')
export class BtcpayController {
  constructor(private readonly invoices: BtcpayInvoicesService) {}

  @Post('crypto-invoice')
  @HttpCode(201)
  @StudentAuth()
  @RateLimited('checkout')
  @ApiOperation({
    summary: 'Crypto: create a BTCPay invoice for a tier or a top-up and get its checkout link',
    description:
      'The payment is pending until BTCPay settles the invoice; the checkout returns the student to ' +
      '/payments/return?id=<payment id>. If BTCPay fails, the payment is closed as failed and nothing is charged.',
  })
  @ApiCreatedResponse({ type: CryptoInvoiceResponse })
  @ApiRefusal(400, 'A product the catalogue does not sell')
  @providerDown
  @ApiPromoRefusals()
  createInvoice(
    @CurrentPrincipal() caller: StudentPrincipal,
    @Body() body: CryptoInvoiceDto,
  ): Promise<CryptoInvoice> {
    return this.invoices.create(caller.userId, body.course, body.price, body.promoCode);
  }

  @Post('webhooks/btcpay')
  @Public()
  @HttpCode(200)
  @BodyLimit(WEBHOOK_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary: 'BTCPay Server webhook (BTCPay-Sig: sha256=<HMAC-SHA256 of the raw body>)',
    description:
      'Only the invoice id is read from a verified delivery; the invoice is fetched from BTCPay and ' +
      'its status applied: Settled credits once, Expired and Invalid close the payment, Processing ' +
      'shows as confirming, PaidPartial / PaidLate / PaidOver wait for staff. A 5xx asks BTCPay to deliver again.',
  })
  @ApiOkResponse({ type: BtcpayWebhookReceived })
  @ApiBody({
    description: "BTCPay's webhook event, as BTCPay documents it",
    schema: {
      type: 'object',
      additionalProperties: true,
      example: {
        deliveryId: 'Kd3v9Q2sLmN8aZ1xC4tBf7',
        webhookId: 'Wb1qP9zX7rT3mN5kL2cV8d',
        type: 'InvoiceSettled',
        timestamp: 1763892930,
        storeId: '9CiNzKoANTnKa7JHAK2zpqb6pMxFSzZ8tPv8YdFFTLbW',
        invoiceId: '7Yq2bV8dN3pXkR1mT6sLcE',
      },
    },
  })
  @ApiHeader({
    name: 'btcpay-sig',
    required: true,
    schema: {
      type: 'string',
      example: 'sha256=5257a869e7ecebeda32affa62cdca3fa51cad7e75257a869e7ecebeda32affa6',
    },
  })
  @ApiRefusal(401, 'Missing or wrong BTCPay-Sig')
  @ApiRefusal(400, 'The signed body names no invoice')
  @ApiRefusal(404, 'BTCPay is not configured')
  @providerDown
  async webhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('btcpay-sig') signature: string | undefined,
  ): Promise<{ received: true }> {
    await this.invoices.receive(request.rawBody, signature);
    return { received: true };
  }
}
