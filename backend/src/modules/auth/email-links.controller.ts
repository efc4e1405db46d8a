import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { MessageResponse as Message } from '@academy/contracts';
import { CurrentPrincipal, Public, StudentAuth } from '../../common/auth/auth.decorators.js';
import type { StudentPrincipal } from '../../common/auth/principal.js';
import { ErrorResponse, MessageResponse, ApiRefusal } from '../../common/http/error-response.js';
import { RateLimited } from '../rate-limit/index.js';
import { RestoreEmailDto, VerifyEmailDto } from './dto/email-links.dto.js';
import { EmailRestoreService } from './email-restore.service.js';
import { EmailVerificationService } from './email-verification.service.js';

/** The links mailed about a student's address: verify it, and restore it after a change. */
@ApiTags('students: account')
@Controller('user/email')
export class EmailLinksController {
  constructor(
    private readonly verification: EmailVerificationService,
    private readonly restores: EmailRestoreService,
  ) {}

  @Post('verify')
  @Public()
  @HttpCode(200)
  @RateLimited('verify-email')
  @ApiOperation({
    summary:
      "Mark the e-mail verified with the mailed link's token (signed in or not; the token works once)",
  })
  @ApiOkResponse({ type: MessageResponse })
  @ApiRefusal(
    400,
    'VERIFY_TOKEN_INVALID: an invalid, used or expired token, or one sent to an earlier address',
  )
  async verify(@Body() body: VerifyEmailDto): Promise<Message> {
    return { message: await this.verification.verify(body.token) };
  }

  @Post('verify/resend')
  @StudentAuth()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Mail another verification link to the e-mail (3 per 15 minutes, then 429); nothing is sent once it is verified',
  })
  @ApiOkResponse({ type: MessageResponse })
  @ApiTooManyRequestsResponse({
    type: ErrorResponse,
    description: 'Three links were sent in the last 15 minutes; see the Retry-After header',
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  })
  async resend(@CurrentPrincipal() principal: StudentPrincipal): Promise<Message> {
    return { message: await this.verification.resend(principal.userId) };
  }

  @Post('restore')
  @Public()
  @HttpCode(200)
  @RateLimited('restore-email')
  @ApiOperation({
    summary:
      'Give the account back the address the change notice was sent to: every session ends and a password reset link is mailed there',
  })
  @ApiOkResponse({ type: MessageResponse })
  @ApiRefusal(400, 'RESTORE_TOKEN_INVALID: an invalid, used or expired token')
  @ApiRefusal(409, 'Another account has taken the address meanwhile')
  async restore(@Body() body: RestoreEmailDto): Promise<Message> {
    return { message: await this.restores.restore(body.token) };
  }
}
