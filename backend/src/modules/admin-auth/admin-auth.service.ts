import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ERROR_CODES, type AdminLoginResponse } from '@academy/contracts';
import type { StaffTokenClaims } from '../../common/auth/principal.js';
import { ApiException } from '../../common/http/api-exception.js';
import { PasswordHasher } from '../../common/security/password-hasher.js';
import { AppConfig } from '../../config/app-config.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import type { AdminLoginDto } from './dto/admin-login.dto.js';

const LOGIN_SCOPE = 'staff-login';

@Injectable()
export class AdminAuthService {
  constructor(
    private readonly accounts: AdminAccountsService,
    private readonly hasher: PasswordHasher,
    private readonly jwt: JwtService,
    private readonly limits: RateLimitService,
    private readonly config: AppConfig,
  ) {}

  async login(body: AdminLoginDto): Promise<AdminLoginResponse> {
    const admin = await this.limits.signIn(
      LOGIN_SCOPE,
      body.username,
      async () => {
        const found = await this.accounts.findWithPassword(body.username);
        return (await this.hasher.verify(found?.passwordHash, body.password)) ? found : null;
      },
      () => new ApiException(401, ERROR_CODES.INVALID_CREDENTIALS, 'Invalid username or password'),
    );
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
