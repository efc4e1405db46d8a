import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  ERROR_CODES,
  STAFF_ROLES,
  type AdminLoginResponse,
  type StaffRole,
} from '@academy/contracts';
import type { StaffTokenClaims } from '../../common/auth/principal.js';
import { ApiException } from '../../common/http/api-exception.js';
import { ErrorResponse } from '../../common/http/error-response.js';
import { PasswordHasher } from '../../common/security/password-hasher.js';
import { AppConfig } from '../../config/app-config.js';
import { RateLimited } from '../rate-limit/rate-limit.guard.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { AdminLoginDto } from './dto/admin-login.dto.js';

const LOGIN_SCOPE = 'staff-login';

class AdminLoginResponseBody implements AdminLoginResponse {
  @ApiProperty({ description: 'Send it as Authorization: Bearer <token>' })
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
export class AdminAuthController {
  constructor(
    private readonly accounts: AdminAccountsService,
    private readonly hasher: PasswordHasher,
    private readonly jwt: JwtService,
    private readonly limits: RateLimitService,
    private readonly config: AppConfig,
  ) {}

  @Post('login')
  @HttpCode(200)
  @RateLimited('admin-login')
  @ApiOperation({ summary: 'Staff sign-in' })
  @ApiOkResponse({ type: AdminLoginResponseBody })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Invalid username or password' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async login(@Body() body: AdminLoginDto): Promise<AdminLoginResponse> {
    await this.limits.assertAccountNotLocked(LOGIN_SCOPE, body.username);
    const admin = await this.accounts.findWithPassword(body.username);
    if (!(await this.hasher.verify(admin?.passwordHash, body.password)) || !admin) {
      await this.limits.recordAccountFailure(LOGIN_SCOPE, body.username);
      throw new ApiException(401, ERROR_CODES.INVALID_CREDENTIALS, 'Invalid username or password');
    }
    await this.limits.clearAccountFailures(LOGIN_SCOPE, body.username);
    const claims: Omit<StaffTokenClaims, 'iat'> = {
      sub: String(admin.id),
      aud: 'staff',
      role: admin.role,
      ver: admin.updatedAt.getTime(),
    };
    const token = await this.jwt.signAsync(claims, {
      secret: this.config.adminJwtSecret,
      expiresIn: this.config.staffTokenTtlSeconds,
      algorithm: 'HS256',
    });
    return { token, role: admin.role, username: admin.username, message: 'Login successful' };
  }
}
