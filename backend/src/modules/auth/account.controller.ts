import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Ip,
  Param,
  Patch,
  Post,
  Put,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type {
  MessageResponse as Message,
  SessionsEnvelope,
  UserEnvelope,
} from '@academy/contracts';
import { CurrentPrincipal, Public, StudentAuth } from '../../common/auth/auth.decorators.js';
import type { StudentPrincipal } from '../../common/auth/principal.js';
import { MessageResponse, ApiRefusal } from '../../common/http/error-response.js';
import { RateLimited } from '../rate-limit/index.js';
import { UserEnvelopeResponse } from '../users/index.js';
import { AccountService } from './account.service.js';
import { SessionsEnvelopeResponse } from './auth.responses.js';
import { ChangeEmailDto, ConfirmEmailDto } from './dto/change-email.dto.js';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { SessionsService } from './sessions.service.js';

const invalid = ApiRefusal(400, "Each field's problem in errors[]");

/** The signed-in student's own account: password, profile, e-mail and signed-in devices. */
@ApiTags('students: account')
@Controller()
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly sessions: SessionsService,
  ) {}

  @Put('user/password')
  @StudentAuth()
  @RateLimited('change-password')
  @ApiOperation({
    summary:
      'Change the password with the current one; every other session ends and a notice is mailed',
  })
  @ApiOkResponse({ type: MessageResponse })
  @ApiRefusal(
    400,
    'CURRENT_PASSWORD_INVALID (counts as a failed sign-in of the account), or a weak new password',
  )
  async changePassword(
    @CurrentPrincipal() principal: StudentPrincipal,
    @Body() body: ChangePasswordDto,
    @Ip() ip: string,
  ): Promise<Message> {
    return { message: await this.account.changePassword(principal, body, ip) };
  }

  @Patch('user')
  @StudentAuth()
  @ApiOperation({ summary: "Change the student's names, phone or language" })
  @ApiOkResponse({ type: UserEnvelopeResponse })
  @invalid
  async updateProfile(
    @CurrentPrincipal() principal: StudentPrincipal,
    @Body() body: UpdateProfileDto,
  ): Promise<UserEnvelope> {
    return { status: 200, data: await this.account.updateProfile(principal.userId, body) };
  }

  @Post('user/email')
  @StudentAuth()
  @HttpCode(202)
  @RateLimited('change-email')
  @ApiOperation({
    summary:
      'Mail a confirmation link to a new address (it becomes the e-mail once opened) and to the current one a notice with a link that restores it (7 days)',
  })
  @ApiAcceptedResponse({ type: MessageResponse })
  @ApiRefusal(
    400,
    "CURRENT_PASSWORD_INVALID (counts as a failed sign-in of the account), or each field's problem in errors[]",
  )
  @ApiRefusal(409, 'The e-mail already has an account')
  async changeEmail(
    @CurrentPrincipal() principal: StudentPrincipal,
    @Body() body: ChangeEmailDto,
    @Ip() ip: string,
  ): Promise<Message> {
    return { message: await this.account.requestEmailChange(principal, body, ip) };
  }

  @Post('user/email/confirm')
  @Public()
  @HttpCode(200)
  @RateLimited('confirm-email')
  @ApiOperation({ summary: "Make the new address the e-mail with the mailed link's token" })
  @ApiOkResponse({ type: MessageResponse })
  @ApiRefusal(400, 'EMAIL_TOKEN_INVALID: an invalid, used or expired token')
  @ApiRefusal(409, 'The e-mail has been taken meanwhile')
  async confirmEmail(@Body() body: ConfirmEmailDto): Promise<Message> {
    return { message: await this.account.confirmEmailChange(body.token) };
  }

  @Get('user/sessions')
  @StudentAuth()
  @ApiOperation({ summary: "The student's signed-in devices, the asking one marked current" })
  @ApiOkResponse({ type: SessionsEnvelopeResponse })
  async listSessions(@CurrentPrincipal() principal: StudentPrincipal): Promise<SessionsEnvelope> {
    return { status: 200, data: await this.sessions.list(principal.userId, principal.sessionId) };
  }

  @Delete('user/sessions/:id')
  @StudentAuth()
  @ApiOperation({ summary: "End one of the student's sessions: its token is refused from now on" })
  @ApiOkResponse({ type: MessageResponse })
  @ApiRefusal(404, 'No open session of this student')
  @ApiParam({
    name: 'id',
    description: 'A session id from GET /api/user/sessions',
    schema: { type: 'string', example: '0b8f2c7e-3c1e-4c59-9a57-3f1c2d9a6b10' },
  })
  async endSession(
    @CurrentPrincipal() principal: StudentPrincipal,
    @Param('id') id: string,
  ): Promise<Message> {
    await this.sessions.endOwn(principal.userId, id);
    return { message: 'Signed out of that device' };
  }

  @Post('logout')
  @StudentAuth()
  @HttpCode(200)
  @ApiOperation({ summary: "End this token's session" })
  @ApiOkResponse({ type: MessageResponse })
  async logout(@CurrentPrincipal() principal: StudentPrincipal): Promise<Message> {
    await this.sessions.endOwn(principal.userId, principal.sessionId);
    return { message: 'Signed out' };
  }

  @Post('logout-all')
  @StudentAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'End every session of the student, this one included' })
  @ApiOkResponse({ type: MessageResponse })
  async logoutAll(@CurrentPrincipal() principal: StudentPrincipal): Promise<Message> {
    await this.sessions.endAll(principal.userId);
    return { message: 'Signed out everywhere' };
  }
}
