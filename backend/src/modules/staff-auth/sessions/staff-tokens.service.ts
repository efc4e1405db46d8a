import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AdminLoginResponse } from '@academy/contracts';
import { hmacKey } from '../../../common/auth/hmac-key.js';
import type { StaffTokenClaims } from '../../../common/auth/principal.js';
import { AppConfig } from '../../../config/app-config.js';
import { AuditService } from '../../audit/index.js';
import { StaffAccountsService } from '../staff-accounts.service.js';
import type { StaffEntity } from '../staff.entity.js';
import { StaffSessionsService, type StaffSignInClient } from './staff-sessions.service.js';

/** The end of every staff sign-in, with or without a second factor: a session and its token. */
@Injectable()
export class StaffTokensService {
  /** The key tokens are signed with, made once (see hmacKey). */
  private readonly signingKey: string;

  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly sessions: StaffSessionsService,
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.signingKey = hmacKey(config.adminJwtSecret);
  }

  /** Opens a session for the account, audits the sign-in and answers the token naming it. */
  async issue(
    account: Pick<StaffEntity, 'id' | 'username' | 'role' | 'updatedAt'>,
    client: StaffSignInClient,
  ): Promise<AdminLoginResponse> {
    const sessionId = await this.dataSource.transaction(async (manager) => {
      await this.accounts.recordSignIn(manager, account.id);
      const id = await this.sessions.open(manager, account.id, client);
      await this.audit.record(manager, {
        actor: {
          kind: 'staff',
          staffId: account.id,
          username: account.username,
          role: account.role,
          sessionId: id,
        },
        action: 'staff_sign_in',
        targetUserId: null,
        before: null,
        after: { ip: client.ip },
      });
      return id;
    });
    const claims: Omit<StaffTokenClaims, 'iat'> = {
      sub: String(account.id),
      aud: 'staff',
      role: account.role,
      ver: account.updatedAt.getTime(),
      sid: sessionId,
    };
    const token = await this.jwt.signAsync(claims, {
      secret: this.signingKey,
      expiresIn: this.config.staffTokenTtlSeconds,
      algorithm: 'HS256',
    });
    return { token, role: account.role, username: account.username, message: 'Login successful' };
  }
}
