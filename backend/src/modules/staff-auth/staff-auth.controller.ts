import { Body, Controller, Headers, HttpCode, Ip, Param, Post } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import {
  STAFF_ROLES,
  type AdminLoginAnswer,
  type AdminLoginResponse,
  type MessageResponse as Message,
  type StaffRole,
} from '@academy/contracts';
import { CurrentPrincipal, StaffAuth, Public } from '../../common/auth/auth.decorators.js';
import type { StaffPrincipal } from '../../common/auth/principal.js';
import { MessageResponse, ApiRefusal } from '../../common/http/error-response.js';
import { IdPipe } from '../../common/http/id.pipe.js';
import { ApiUserAgentHeader } from '../../common/http/user-agent-header.js';
import { RateLimited } from '../rate-limit/index.js';
import { StaffAuthService } from './staff-auth.service.js';
import { StaffLoginDto } from './dto/staff-login.dto.js';

export class StaffLoginResponseBody implements AdminLoginResponse {
  @ApiProperty({
    description: 'Send it as Authorization: Bearer <token>',
    example: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIzIn0.c2lnbmF0dXJl',
  })
  token: string;

  @ApiProperty({ enum: STAFF_ROLES })
  role: StaffRole;

  @ApiProperty({ example: 'admin' })
  username: string;

  @ApiProperty({ example: 'Login successful' })
  message: string;
}

export class TwoFactorChallengeBody {
  @ApiProperty({ enum: [true], description: 'Send a code to POST /api/admin/login/2fa' })
  twoFactorRequired: true;

  @ApiProperty({ example: 'kq3Vv1n0V6QyNd0v2cX8mW5xR1j7YbL4tH9sEe2aPzU' })
  challenge: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt: string;
}

export class TwoFactorEnrolmentChallengeBody {
  @ApiProperty({
    enum: [true],
    description:
      'Two-factor sign-in is required and not set up: POST /api/admin/login/2fa/setup, then …/enable',
  })
  twoFactorEnrolmentRequired: true;

  @ApiProperty({ example: 'kq3Vv1n0V6QyNd0v2cX8mW5xR1j7YbL4tH9sEe2aPzU' })
  challenge: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt: string;
}

@ApiTags('admin: auth')
@ApiExtraModels(StaffLoginResponseBody, TwoFactorChallengeBody, TwoFactorEnrolmentChallengeBody)
@Controller('admin')
export class StaffAuthController {
  constructor(private readonly auth: StaffAuthService) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @RateLimited('admin-login')
  @ApiOperation({
    summary: 'Staff sign-in',
    description:
      'Answers a token, or, with two-factor sign-in on (or required and not set up), a challenge and no token.',
  })
  @ApiOkResponse({
    schema: {
      oneOf: [
        { $ref: getSchemaPath(StaffLoginResponseBody) },
        { $ref: getSchemaPath(TwoFactorChallengeBody) },
        { $ref: getSchemaPath(TwoFactorEnrolmentChallengeBody) },
      ],
    },
  })
  @ApiRefusal(401, 'Invalid username or password')
  @ApiRefusal(400)
  @ApiUserAgentHeader()
  login(
    @Body() body: StaffLoginDto,
    @Ip() client: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<AdminLoginAnswer> {
    return this.auth.login(body, { ip: client, userAgent });
  }

  @Post('staff/:id/unlock-sign-in')
  @HttpCode(200)
  @StaffAuth('staff:manage')
  @ApiOperation({
    summary:
      "Lift the failed sign-in limits on a staff account's username, for every client (audited)",
  })
  @ApiOkResponse({ type: MessageResponse })
  @ApiRefusal(404, 'No such staff account')
  async unlockSignIn(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Param('id', IdPipe) id: number,
  ): Promise<Message> {
    await this.auth.unlockSignIn(actor, id);
    return { message: 'Sign-in unlocked' };
  }
}
