import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PaymentReviewNotice } from '@academy/contracts';
import { CurrentPrincipal, StaffAuth, StudentAuth } from '../../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../../common/auth/principal.js';
import { ApiRefusal } from '../../../common/http/error-response.js';
import { PaymentReviewNoticeDto } from './payment-review-notice.dto.js';
import { PaymentReviewNoticeService } from './payment-review-notice.service.js';

/** What happens next while a payment waits for staff: students read it, staff write it. */
@ApiTags('payments')
@Controller()
export class PaymentReviewNoticeController {
  constructor(private readonly notice: PaymentReviewNoticeService) {}

  @Get('payments/review-notice')
  @StudentAuth()
  @ApiOperation({
    summary: 'What happens next while a payment waits for review, as staff wrote it',
    description: 'Null in a language staff have written nothing for.',
  })
  @ApiOkResponse({ type: PaymentReviewNoticeDto })
  forStudent(): Promise<PaymentReviewNotice> {
    return this.notice.get();
  }

  @Get('admin/settings/payment-review')
  @StaffAuth('payments:read')
  @ApiTags('admin: payments')
  @ApiOperation({ summary: 'What students read while a payment waits for review' })
  @ApiOkResponse({ type: PaymentReviewNoticeDto })
  forStaff(): Promise<PaymentReviewNotice> {
    return this.notice.get();
  }

  @Put('admin/settings/payment-review')
  @StaffAuth('payments:write')
  @ApiTags('admin: payments')
  @ApiOperation({
    summary: 'Change what students read while a payment waits for review (audited)',
    description: 'Each language at most 500 characters; an empty text brings back the app’s own.',
  })
  @ApiOkResponse({ type: PaymentReviewNoticeDto })
  @ApiRefusal(400, 'A text is too long')
  update(
    @CurrentPrincipal() actor: StaffActor,
    @Body() body: PaymentReviewNoticeDto,
  ): Promise<PaymentReviewNotice> {
    return this.notice.update(actor, body);
  }
}
