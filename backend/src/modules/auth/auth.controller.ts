import { Body, Controller, Get, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type {
  AuthTokenResponse,
  MessageResponse as Message,
  UserEnvelope,
} from '@academy/contracts';
import { CurrentPrincipal, StudentAuth, Public } from '../../common/auth/auth.decorators.js';
import type { StudentPrincipal } from '../../common/auth/principal.js';
import { MessageResponse, ApiRefusal } from '../../common/http/error-response.js';
import { ApiUserAgentHeader } from '../../common/http/user-agent-header.js';
import { acceptLanguageLocale } from '@academy/domain';
import { RateLimited } from '../rate-limit/index.js';
import { UserEnvelopeResponse } from '../users/index.js';
import { TokenResponse } from './auth.responses.js';
import { AuthService } from './auth.service.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { ResetPasswordConfirmDto, ResetPasswordDto } from './dto/reset-password.dto.js';
import { UnlockSignInDto } from './dto/unlock-sign-in.dto.js';
import { PasswordResetService } from './password-reset.service.js';
import type { SignInClient } from './sessions.service.js';
import { SignInUnlockService } from './sign-in-unlock.service.js';

const invalid = ApiRefusal(400, "Each field's problem in errors[]");

// Mails follow the device's language until the student chooses one; the body's deviceLocale wins.
const acceptLanguageHeader = ApiHeader({
  name: 'accept-language',
  required: false,
  schema: { type: 'string', example: 'ru-RU,ru;q=0.9,en;q=0.8' },
});

/** What a sign-in's request says of its client: the body's device fields win over the headers. */
function signInClient(
  body: Pick<LoginDto, 'deviceLocale' | 'deviceTimeZone'>,
  request: { ip: string; userAgent?: string; acceptLanguage?: string },
): SignInClient & { ip: string } {
  return {
    ip: request.ip,
    userAgent: request.userAgent,
    deviceLocale: body.deviceLocale ?? acceptLanguageLocale(request.acceptLanguage),
    deviceTimeZone: body.deviceTimeZone,
  };
}

@ApiTags('students: auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
    private readonly unlocks: SignInUnlockService,
  ) {}

  @Post('register')
  @Public()
  @RateLimited('register')
  @ApiOperation({ summary: 'Create a student account and sign in' })
  @ApiCreatedResponse({ type: TokenResponse })
  @ApiRefusal(409, 'The e-mail already has an account')
  @invalid
  @ApiUserAgentHeader()
  @acceptLanguageHeader
  register(
    @Body() body: RegisterDto,
    @Ip() ip: string,
    @Headers('user-agent') userAgent?: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<AuthTokenResponse> {
    return this.auth.register(body, signInClient(body, { ip, userAgent, acceptLanguage }));
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  @RateLimited('login')
  @ApiOperation({ summary: 'Sign in with e-mail and password' })
  @ApiOkResponse({ type: TokenResponse })
  @ApiRefusal(401, 'Invalid email or password')
  @invalid
  @ApiUserAgentHeader()
  @acceptLanguageHeader
  login(
    @Body() body: LoginDto,
    @Ip() ip: string,
    @Headers('user-agent') userAgent?: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<AuthTokenResponse> {
    return this.auth.login(body, signInClient(body, { ip, userAgent, acceptLanguage }));
  }

  @Post('reset-password')
  @Public()
  @HttpCode(200)
  @RateLimited('reset-password')
  @ApiOperation({
    summary:
      'Mail a password reset link (the same answer whether or not the e-mail has an account)',
  })
  @ApiOkResponse({ type: MessageResponse })
  @invalid
  async requestReset(@Body() body: ResetPasswordDto): Promise<Message> {
    return { message: await this.resets.request(body.email) };
  }

  @Post('reset-password/confirm')
  @Public()
  @HttpCode(200)
  @RateLimited('reset-password')
  @ApiOperation({ summary: "Set a new password with the mailed link's token" })
  @ApiOkResponse({ type: MessageResponse })
  @ApiRefusal(400, 'Invalid, used or expired token, or a weak password')
  async confirmReset(@Body() body: ResetPasswordConfirmDto): Promise<Message> {
    return { message: await this.resets.confirm(body.token, body.password) };
  }

  @Post('sign-in/unlock')
  @Public()
  @HttpCode(200)
  @RateLimited('unlock-sign-in')
  @ApiOperation({
    summary:
      "Lift the lock on a student's sign-in with the mailed link's token (sent once per lock)",
  })
  @ApiOkResponse({ type: MessageResponse })
  @ApiRefusal(400, 'Invalid, used or expired token')
  async unlockSignIn(@Body() body: UnlockSignInDto): Promise<Message> {
    return { message: await this.unlocks.unlock(body.token) };
  }

  @Get('user')
  @StudentAuth()
  @ApiOperation({ summary: 'The signed-in student' })
  @ApiOkResponse({ type: UserEnvelopeResponse })
  async currentUser(@CurrentPrincipal() principal: StudentPrincipal): Promise<UserEnvelope> {
    return { status: 200, data: await this.auth.currentUser(principal.userId) };
  }
}
