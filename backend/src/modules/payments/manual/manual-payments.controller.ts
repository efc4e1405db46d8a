import { Body, Controller, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { PAYMENT_ID_PARAM } from '../dto/payment-id.param.js';
import type { FastifyRequest } from 'fastify';
import {
  PENDING_MANUAL_PAYMENTS_MAX,
  PENDING_RECEIPT_BYTES_MAX,
  RECEIPT_FIELD,
  RECEIPT_MAX_BYTES,
  type ManualPayment,
  type PaymentRecord,
} from '@academy/contracts';
import { CurrentPrincipal, StudentAuth } from '../../../common/auth/auth.decorators.js';
import type { StudentPrincipal } from '../../../common/auth/principal.js';
import { ErrorResponse, ApiRefusal } from '../../../common/http/error-response.js';
import { ManualPaymentDto, ManualPaymentResponse } from '../dto/manual-payment.dto.js';
import { PaymentResponse } from '../dto/payment.response.js';
import { STUDENT_SUBMISSIONS_PER_MINUTE } from '../../rate-limit/index.js';
import { ManualPaymentCancelService } from './manual-payment-cancel.service.js';
import { ManualPaymentsService } from './manual-payments.service.js';

/** The path Fastify knows the upload route by; only it accepts multipart bodies. */
export const RECEIPT_ROUTE = '/api/payments/:id/receipt';

const TOO_MANY_SUBMISSIONS = {
  type: ErrorResponse,
  description: `More than ${STUDENT_SUBMISSIONS_PER_MINUTE} manual payments and receipts from the caller in a minute; see the Retry-After header`,
  headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
};

const notFound = ApiRefusal(
  404,
  "No such payment of the caller's (another student's is not found either)",
);

@ApiTags('payments')
@Controller('payments')
export class ManualPaymentsController {
  constructor(
    private readonly manual: ManualPaymentsService,
    private readonly cancels: ManualPaymentCancelService,
  ) {}

  @Post('manual')
  @StudentAuth()
  @ApiOperation({
    summary: '"I have paid" for Crypto, P2P/IBAN, Coinumm or Revoxpay: a pending payment',
    description:
      'The amount is the catalogue price of the tier, or the top-up price (whole dollars 1–100,000). Staff confirm or reject it in the back office.',
  })
  @ApiCreatedResponse({ type: ManualPaymentResponse })
  @ApiRefusal(400, 'Field errors; nothing stored')
  @ApiRefusal(
    409,
    `The caller already sent this method and reference (CONFLICT), or already has ${PENDING_MANUAL_PAYMENTS_MAX} manual payments awaiting review (PENDING_PAYMENTS_LIMIT). Another student's claim of the same reference is never refused nor mentioned. Or its promoCode cannot be used now (PROMO_NOT_STARTED, PROMO_EXPIRED, PROMO_USED_UP, PROMO_ALREADY_USED, PROMO_FIRST_PURCHASE_ONLY).`,
  )
  @ApiRefusal(404, 'PROMO_UNKNOWN: no such promo code')
  @ApiTooManyRequestsResponse(TOO_MANY_SUBMISSIONS)
  create(
    @CurrentPrincipal() caller: StudentPrincipal,
    @Body() body: ManualPaymentDto,
  ): Promise<ManualPayment> {
    return this.manual.create(caller.userId, body);
  }

  @Put(':id/receipt')
  @StudentAuth()
  @ApiOperation({
    summary:
      'Attach a receipt (PNG, JPEG or PDF, judged by content) to an own pending manual payment',
    description: `multipart/form-data with the file field "${RECEIPT_FIELD}", at most ${RECEIPT_MAX_BYTES} bytes. A second upload replaces the first.`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [RECEIPT_FIELD],
      properties: { [RECEIPT_FIELD]: { type: 'string', format: 'binary' } },
    },
  })
  @ApiOkResponse({ type: PaymentResponse })
  @ApiRefusal(400, 'No file, or not PNG/JPEG/PDF')
  @ApiRefusal(413, 'Larger than 5 MB')
  @ApiRefusal(
    409,
    `Not a pending manual payment (CONFLICT), or the receipts of the caller's pending payments would take more than ${PENDING_RECEIPT_BYTES_MAX / (1024 * 1024)} MB together (RECEIPT_BYTES_LIMIT)`,
  )
  @ApiTooManyRequestsResponse(TOO_MANY_SUBMISSIONS)
  @notFound
  @ApiParam(PAYMENT_ID_PARAM)
  attachReceipt(
    @CurrentPrincipal() caller: StudentPrincipal,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
  ): Promise<PaymentRecord> {
    return this.manual.attachReceipt(caller.userId, id, () =>
      request.isMultipart() ? request.file() : Promise.resolve(undefined),
    );
  }

  @Post(':id/notice-seen')
  @HttpCode(204)
  @StudentAuth()
  @ApiOperation({ summary: 'The dashboard showed the notice of a confirmation or rejection' })
  @ApiNoContentResponse({ description: 'Cleared (or there was nothing to clear)' })
  @notFound
  @ApiParam(PAYMENT_ID_PARAM)
  async noticeSeen(
    @CurrentPrincipal() caller: StudentPrincipal,
    @Param('id') id: string,
  ): Promise<void> {
    await this.manual.noticeSeen(caller.userId, id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @StudentAuth()
  @ApiOperation({
    summary: 'Take back an own "I have paid" while staff have not decided it',
    description:
      'The payment becomes cancelled (payment.failed is sent to webhooks) and no longer counts among the pending ones.',
  })
  @ApiOkResponse({ type: PaymentResponse })
  @ApiRefusal(409, 'Not a manual payment, or no longer pending (CONFLICT)')
  @notFound
  @ApiParam(PAYMENT_ID_PARAM)
  cancel(
    @CurrentPrincipal() caller: StudentPrincipal,
    @Param('id') id: string,
  ): Promise<PaymentRecord> {
    return this.cancels.cancel(caller.userId, id);
  }
}
