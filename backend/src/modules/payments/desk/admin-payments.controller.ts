import {
  applyDecorators,
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
  type ApiOperationOptions,
} from '@nestjs/swagger';
import { PAYMENT_ID_PARAM } from '../dto/payment-id.param.js';
import type { FastifyReply } from 'fastify';
import { type AdminPayment, type LedgerEntry, type StaffPermission } from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../../common/auth/principal.js';
import { Idempotent } from '../../../common/http/idempotency.js';
import { ApiRefusal } from '../../../common/http/error-response.js';
import { KeysetListQuery } from '../../../common/http/list-page.js';
import type { ListPage } from '../../../common/http/list-query.js';
import { RefundPaymentDto, RejectPaymentDto } from '../dto/payment-decision.dto.js';
import { LedgerEntryResponse } from '../../users/index.js';
import { AdminPaymentResponse } from './admin-payment.response.js';
import { AdminPaymentsService } from './admin-payments.service.js';
import { PaymentDeskService } from './payment-desk.service.js';
import { BtcpayInvoicesService } from '../btcpay/btcpay-invoices.service.js';
import { BAD_PAYMENT_FILTER, paymentRoutes } from './payment-routes.js';

const notFound = paymentRoutes.NotFound;

/** POST :id/<action>: a staff decision on one payment, answering the payment as it now is. */
const PaymentAction = (
  action: string,
  permission: StaffPermission,
  operation: ApiOperationOptions,
  ...refusals: MethodDecorator[]
) =>
  applyDecorators(
    Post(`:id/${action}`),
    HttpCode(200),
    StaffAuth(permission),
    ApiOperation(operation),
    ApiOkResponse({ type: AdminPaymentResponse }),
    ...refusals,
    notFound,
    ApiParam(PAYMENT_ID_PARAM),
  );

/** The back office's Payments resource (ra-data-simple-rest conventions): one payment, and staff decisions. */
@ApiTags('admin: payments')
@Controller('admin/payments')
export class AdminPaymentsController {
  constructor(
    private readonly payments: AdminPaymentsService,
    private readonly desk: PaymentDeskService,
    private readonly btcpay: BtcpayInvoicesService,
  ) {}

  @paymentRoutes.GetOne({
    summary: 'One payment, with its student (userDeleted when the account is gone)',
  })
  @ApiParam(PAYMENT_ID_PARAM)
  get(@Param('id') id: string): Promise<AdminPayment> {
    return this.payments.get(id);
  }

  @Get(':id/receipt')
  @StaffAuth('payments:read')
  @ApiOperation({ summary: "The student's receipt, as stored (PNG, JPEG or PDF)" })
  @ApiProduces('image/png', 'image/jpeg', 'application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @notFound
  @ApiParam(PAYMENT_ID_PARAM)
  async receipt(
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const receipt = await this.payments.receipt(id);
    void reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store');
    return new StreamableFile(receipt.stream, {
      type: receipt.type,
      disposition: `attachment; filename="${receipt.name}"`,
    });
  }

  @paymentRoutes.SubList(
    'ledger',
    LedgerEntryResponse,
    { summary: 'The balance changes this payment caused (credit, reversal)' },
    { range: '0-1/2', cursor: true, invalid: BAD_PAYMENT_FILTER },
  )
  @ApiParam(PAYMENT_ID_PARAM)
  ledger(@Param('id') id: string, @Query() query: KeysetListQuery): Promise<ListPage<LedgerEntry>> {
    return this.payments.ledger(id, query);
  }

  @PaymentAction(
    'confirm',
    'payments:write',
    {
      summary:
        'Confirm a pending manual payment, or a BTCPay one held for staff: paid, credited once (a repeat answers it as is)',
    },
    ApiRefusal(
      409,
      'Not a manual payment, not pending or paid, or the top-up would pass the maximum',
    ),
  )
  @Idempotent()
  confirm(@CurrentPrincipal() actor: StaffActor, @Param('id') id: string): Promise<AdminPayment> {
    return this.desk.confirm(actor, id);
  }

  @PaymentAction(
    'reject',
    'payments:write',
    { summary: 'Reject a pending manual payment with the reason the student sees' },
    ApiRefusal(400),
    ApiRefusal(409, 'Not a pending manual payment'),
  )
  @Idempotent()
  reject(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id') id: string,
    @Body() body: RejectPaymentDto,
  ): Promise<AdminPayment> {
    return this.desk.reject(actor, id, body.reason);
  }

  @PaymentAction(
    'recheck',
    'payments:write',
    {
      summary:
        'Recheck with BTCPay: fetch the invoice again and apply its status (a lost callback)',
      description:
        'Settled credits once; Expired and Invalid close a pending payment; PaidPartial, PaidLate and PaidOver wait for staff (needsStaff).',
    },
    ApiRefusal(409, 'Not a BTCPay payment'),
    ApiRefusal(502, 'BTCPay answered with an error'),
    ApiRefusal(503, 'BTCPay is not reachable'),
    ApiRefusal(504, 'BTCPay did not answer in 10 s'),
  )
  async recheck(@Param('id') id: string): Promise<AdminPayment> {
    await this.btcpay.recheckPayment(id);
    return this.payments.get(id);
  }

  @PaymentAction(
    'refund',
    'payments:refund',
    {
      summary: 'Refund a paid payment at its provider and take its credit back (admins only)',
      description:
        'Stripe: refunds.create with an idempotency key from the payment. PayPort: marked for a refund by hand (reviewReason). BTCPay: its invoice refund (the coin and rate it was paid in); the refund link is kept (refundLink) and mailed to the student; a BTCPay payment held for staff (needsStaff) is refunded too, with nothing to take back. Sandbox and manual methods: marked refunded. reverseCredit false leaves the credit.',
    },
    ApiRefusal(400),
    ApiRefusal(
      409,
      'Not paid, already refunded, or the balance is short of the top-up (says by how much)',
    ),
    ApiRefusal(502, 'Stripe refused the refund'),
  )
  @Idempotent()
  refund(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id') id: string,
    @Body() body: RefundPaymentDto,
  ): Promise<AdminPayment> {
    return this.desk.refund(actor, id, body.reason, body.reverseCredit ?? true);
  }
}
