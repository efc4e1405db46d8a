import { applyDecorators, Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  CheckoutSessionResponse as CheckoutSessionAnswer,
  CreatePaymentResponse as CreatePaymentAnswer,
  PaymentsEnvelope,
} from '@academy/contracts';
import { CurrentPrincipal, StudentAuth } from '../../common/auth/auth.decorators.js';
import type { StudentPrincipal } from '../../common/auth/principal.js';
import { ApiRefusal } from '../../common/http/error-response.js';
import { ApiPromoRefusals } from '../promotions/index.js';
import { RateLimited } from '../rate-limit/index.js';
import { CheckoutSessionDto, CheckoutSessionResponse } from './dto/checkout-session.dto.js';
import { CreatePaymentDto, CreatePaymentResponse } from './dto/create-payment.dto.js';
import { PaymentsEnvelopeResponse } from './dto/payment.response.js';
import { PaymentsService } from './payments.service.js';

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/** What both checkout routes refuse: the purchase, another's id, the provider, the promo code. */
const checkoutRefusals = applyDecorators(
  ApiRefusal(400, "'Insufficient data for payment', or a product the catalogue does not sell"),
  ApiRefusal(403, "The user id in the body is not the caller's own"),
  ApiRefusal(502, "'Error creating payment': the provider refused or could not be reached"),
  ApiRefusal(503, 'The method has no provider in this deployment'),
  ApiPromoRefusals(),
);

@ApiTags('payments')
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('create-checkout-session')
  @HttpCode(303)
  @StudentAuth()
  @RateLimited('checkout')
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOperation({
    summary: 'Card: open a checkout (Stripe, or the built-in sandbox) for a tier or a top-up',
    description:
      'Answers 303 with {url}. The JSON call (token header) gets no Location, so the app navigates ' +
      'itself; the plain form post (course, price, token fields) also gets Location and the browser follows.',
  })
  @ApiResponse({ status: 303, type: CheckoutSessionResponse })
  @checkoutRefusals
  async createCheckoutSession(
    @CurrentPrincipal() caller: StudentPrincipal,
    @Body() body: CheckoutSessionDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CheckoutSessionAnswer> {
    const url = await this.payments.startCheckout({
      method: 'card',
      userId: caller.userId,
      course: body.course,
      price: body.price,
      claimedUserId: body.userId,
      promoCode: body.promoCode,
    });
    if (isFormPost(request)) void reply.header('location', url);
    return { url };
  }

  @Post('create-payment')
  @HttpCode(200)
  @StudentAuth()
  @RateLimited('checkout')
  @ApiOperation({
    summary: 'Credit Card (PayPort): create a payment and get its page',
    description: 'Without PayPort settings the built-in sandbox serves this method.',
  })
  @ApiOkResponse({ type: CreatePaymentResponse })
  @checkoutRefusals
  async createPayment(
    @CurrentPrincipal() caller: StudentPrincipal,
    @Body() body: CreatePaymentDto,
  ): Promise<CreatePaymentAnswer> {
    const url = await this.payments.startCheckout({
      method: 'payport',
      userId: caller.userId,
      course: body.course,
      price: body.amount,
      claimedUserId: body.id,
      promoCode: body.promoCode,
      customer: { firstName: body.firstName, lastName: body.lastName, email: body.email },
    });
    return { status: 200, data: { url } };
  }

  @Get('payments')
  @StudentAuth()
  @ApiOperation({ summary: "The caller's own payments, newest first (at most 100)" })
  @ApiOkResponse({ type: PaymentsEnvelopeResponse })
  async listOwn(@CurrentPrincipal() caller: StudentPrincipal): Promise<PaymentsEnvelope> {
    return { status: 200, data: await this.payments.listOwn(caller.userId) };
  }
}
