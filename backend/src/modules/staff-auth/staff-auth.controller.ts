import { Body, Controller, HttpCode, Ip, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  STAFF_ROLES,
  type AdminLoginResponse,
  type MessageResponse as Message,
  type StaffRole,
} from '@academy/contracts';
import { CurrentPrincipal, StaffAuth, Public } from '../../common/auth/auth.decorators.js';
import type { StaffPrincipal } from '../../common/auth/principal.js';
import { ErrorResponse, MessageResponse } from '../../common/http/error-response.js';
import { IdPipe } from '../../common/http/id.pipe.js';
import { RateLimited } from '../rate-limit/index.js';
import { StaffAuthService } from './staff-auth.service.js';
import { StaffLoginDto } from './dto/staff-login.dto.js';

class StaffLoginResponseBody implements AdminLoginResponse {
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

@ApiTags('admin: auth')
@Controller('admin')
export class StaffAuthController {
  constructor(private readonly auth: StaffAuthService) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @RateLimited('admin-login')
  @ApiOperation({ summary: 'Staff sign-in' })
  @ApiOkResponse({ type: StaffLoginResponseBody })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Invalid username or password' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  login(@Body() body: StaffLoginDto, @Ip() client: string): Promise<AdminLoginResponse> {
    return this.auth.login(body, client);
  }

  @Post('staff/:id/unlock-sign-in')
  @HttpCode(200)
  @StaffAuth('staff:manage')
  @ApiOperation({
    summary:
      "Lift the failed sign-in limits on a staff account's username, for every client (audited)",
  })
  @ApiOkResponse({ type: MessageResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such staff account' })
  async unlockSignIn(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Param('id', IdPipe) id: number,
  ): Promise<Message> {
    await this.auth.unlockSignIn(actor, id);
    return { message: 'Sign-in unlocked' };
  }
}
