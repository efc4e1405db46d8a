import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ERROR_CODES, type AdminLoginResponse } from '@academy/contracts';
import { readAccount } from '../../common/auth/accounts-unavailable.js';
import type { StaffTokenClaims } from '../../common/auth/principal.js';
import { ApiException } from '../../common/http/api-exception.js';
import { PasswordHasher } from '../../common/security/password-hasher.js';
import { AppConfig } from '../../config/app-config.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { StaffAccountsService } from './staff-accounts.service.js';
import type { StaffLoginDto } from './dto/staff-login.dto.js';

const LOGIN_SCOPE = 'staff-login';

@Injectable()
export class StaffAuthService {
  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly hasher: PasswordHasher,
    private readonly jwt: JwtService,
    private readonly limits: RateLimitService,
    private readonly config: AppConfig,
  ) {}

  async login(body: StaffLoginDto): Promise<AdminLoginResponse> {
    const account = await this.limits.signIn(
      LOGIN_SCOPE,
      body.username,
      async () => {
        const found = await readAccount(this.accounts.findWithPassword(body.username));
        return (await this.hasher.verify(found?.passwordHash, body.password)) ? found : null;
      },
      () => new ApiException(401, ERROR_CODES.INVALID_CREDENTIALS, 'Invalid username or password'),
    );
    const claims: Omit<StaffTokenClaims, 'iat'> = {
      sub: String(account.id),
      aud: 'staff',
      role: account.role,
      ver: account.updatedAt.getTime(),
    };
    const token = await this.jwt.signAsync(claims, {
      secret: this.config.adminJwtSecret,
      expiresIn: this.config.staffTokenTtlSeconds,
      algorithm: 'HS256',
    });
    return { token, role: account.role, username: account.username, message: 'Login successful' };
  }
}
