import {
  applyDecorators,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Redirect,
  Res,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { mailLocale } from '@academy/domain';
import { PAYMENT_ID_PARAM } from './dto/payment-id.param.js';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { DEFAULT_LOCALE } from '@academy/contracts';
import { ApiRefusal } from '../../common/http/error-response.js';
import { PaymentFulfilmentService } from './payment-fulfilment.service.js';
import type { PaymentEntity } from './payment.entity.js';
import { PaymentsService } from './payments.service.js';
import { PaymentProviders } from './providers/payment-providers.js';
import { renderSandboxPage } from './sandbox-page.js';
import { UsersService } from '../users/index.js';
import { Public } from '../../common/auth/auth.decorators.js';
import { paymentNotFound } from './payments.errors.js';

interface RedirectAnswer {
  url: string;
  statusCode: number;
}

const notFound = ApiRefusal(
  404,
  'No such sandbox payment, or the sandbox is off in this deployment',
);

/** POST :id/<action>: the page's button, which answers by sending the student back to the app. */
const PageButton = (action: 'complete' | 'cancel', summary: string) =>
  applyDecorators(
    Post(`:id/${action}`),
    HttpCode(303),
    Redirect(),
    ApiOperation({ summary }),
    ApiResponse({ status: 303, description: 'To the dashboard' }),
    notFound,
    ApiParam(PAYMENT_ID_PARAM),
  );

/** The sandbox provider's hosted page: Pay runs the same fulfilment as a provider's webhook. */
@ApiTags('payments')
@Public()
@Controller('payments/sandbox')
export class SandboxCheckoutController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly payments: PaymentsService,
    private readonly fulfilment: PaymentFulfilmentService,
    private readonly users: UsersService,
  ) {}

  @Get(':id')
  @ApiOperation({ summary: 'The test checkout page (HTML): product, amount, Pay and Cancel' })
  @ApiProduces('text/html')
  @ApiOkResponse({
    description: 'The page',
    content: {
      'text/html': {
        schema: { type: 'string', example: '<!doctype html><html lang="en">…</html>' },
      },
    },
  })
  @notFound
  @ApiParam(PAYMENT_ID_PARAM)
  async page(
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const payment = await this.find(id);
    const payer = await this.users.findActive(payment.userId);
    // Set only on success: an error answer stays JSON.
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return renderSandboxPage(
      payment,
      this.payments.returnUrl('success'),
      payer ? mailLocale(payer.locale, payer.deviceLocale) : DEFAULT_LOCALE,
    );
  }

  @PageButton('complete', 'Pay: credit the payment once, then back to /dashboard?payment=success')
  async complete(@Param('id') id: string): Promise<RedirectAnswer> {
    await this.settle(id, 'paid');
    return { url: this.payments.returnUrl('success'), statusCode: 303 };
  }

  @PageButton(
    'cancel',
    'Cancel: close a pending payment, then back to /dashboard?payment=cancelled',
  )
  async cancel(@Param('id') id: string): Promise<RedirectAnswer> {
    await this.settle(id, 'cancelled');
    return { url: this.payments.returnUrl('cancelled'), statusCode: 303 };
  }

  private async find(id: string): Promise<PaymentEntity> {
    const payment = this.providers.sandbox ? await this.payments.findSandboxPayment(id) : null;
    if (!payment) throw paymentNotFound();
    return payment;
  }

  private async settle(id: string, outcome: 'paid' | 'cancelled'): Promise<void> {
    const payment = await this.find(id);
    await this.dataSource.transaction((manager) =>
      this.fulfilment.settle(
        manager,
        { provider: 'sandbox', reference: null, paymentId: payment.publicId },
        { outcome, charged: null },
      ),
    );
  }
}
