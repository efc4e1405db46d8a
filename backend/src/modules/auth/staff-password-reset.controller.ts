import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageResponse as Message } from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../common/auth/auth.decorators.js';
import type { StaffPrincipal } from '../../common/auth/principal.js';
import { MessageResponse, ApiRefusal } from '../../common/http/error-response.js';
import { IdPipe } from '../../common/http/id.pipe.js';
import { PasswordResetService } from './password-reset.service.js';

/** Beside the users resource's routes; lives here because the reset flow does. */
@ApiTags('admin: users resource')
@Controller('admin/users')
export class StaffPasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post(':id/password-reset')
  @HttpCode(200)
  @StaffAuth('passwords:reset')
  @ApiOperation({
    summary: 'Mail a user the single-use password reset link of POST /api/reset-password (audited)',
  })
  @ApiOkResponse({
    type: MessageResponse,
    description: "{ message: 'Password reset e-mail sent' }",
  })
  @ApiRefusal(404, 'No such user (or deleted)')
  @ApiRefusal(429, 'This address has had too many reset e-mails lately')
  async send(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Param('id', IdPipe) id: number,
  ): Promise<Message> {
    return { message: await this.resets.requestForUser(actor, id) };
  }
}
