import { Body, Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PaymentReviewNotice } from '@academy/contracts';
import { CurrentPrincipal, StudentAuth } from '../../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../../common/auth/principal.js';
import { staffSettings } from '../../../common/http/staff-settings.js';
import { PaymentReviewNoticeDto } from './payment-review-notice.dto.js';
import { PaymentReviewNoticeService } from './payment-review-notice.service.js';

const reviewNoticeSettings = staffSettings({
  path: 'admin/settings/payment-review',
  settings: PaymentReviewNoticeDto,
  read: 'payments:read',
  write: 'payments:write',
});

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

  @reviewNoticeSettings.Get({ summary: 'What students read while a payment waits for review' })
  @ApiTags('admin: payments')
  forStaff(): Promise<PaymentReviewNotice> {
    return this.notice.get();
  }

  @reviewNoticeSettings.Put(
    {
      summary: 'Change what students read while a payment waits for review (audited)',
      description: 'Each language at most 500 characters; an empty text brings back the app’s own.',
    },
    'A text is too long',
  )
  @ApiTags('admin: payments')
  update(
    @CurrentPrincipal() actor: StaffActor,
    @Body() body: PaymentReviewNoticeDto,
  ): Promise<PaymentReviewNotice> {
    return this.notice.update(actor, body);
  }
}
