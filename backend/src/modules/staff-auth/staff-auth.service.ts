import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AdminLoginResponse } from '@academy/contracts';
import { readAccount } from '../../common/auth/accounts-unavailable.js';
import { hmacKey } from '../../common/auth/hmac-key.js';
import type { StaffPrincipal, StaffTokenClaims } from '../../common/auth/principal.js';
import { PasswordHasher } from '../../common/security/password-hasher.js';
import { AppConfig } from '../../config/app-config.js';
import { AuditLogEntryEntity } from '../audit/audit-log-entry.entity.js';
import { AuditService } from '../audit/index.js';
import { RateLimitService, SIGN_IN_SCOPES } from '../rate-limit/index.js';
import { StaffAccountsService } from './staff-accounts.service.js';
import type { StaffLoginDto } from './dto/staff-login.dto.js';
import { staffAccountNotFound, wrongUsernameOrPassword } from './staff-auth.errors.js';

/** How long one audit entry gathers a username's failed sign-ins. */
const FAILED_SIGN_IN_WINDOW_MINUTES = 15;
/** The addresses an entry names; the count goes on past them. */
const FAILED_SIGN_IN_ADDRESSES_KEPT = 20;

export const STAFF_LOCKED_MESSAGE =
  'This account is locked after too many failed sign-in attempts. An administrator can unlock it.';

@Injectable()
export class StaffAuthService {
  /** The key tokens are signed with, made once (see hmacKey). */
  private readonly signingKey: string;

  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly hasher: PasswordHasher,
    private readonly jwt: JwtService,
    private readonly limits: RateLimitService,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.signingKey = hmacKey(config.adminJwtSecret);
  }

  /** Lifts the failed sign-in limits on a staff username for every client, audited. */
  async unlockSignIn(actor: StaffPrincipal, id: number): Promise<void> {
    const account = await this.accounts.findById(id);
    if (!account) throw staffAccountNotFound();
    await this.limits.unlockSignIn(SIGN_IN_SCOPES.staff, account.username);
    await this.audit.record(this.dataSource.manager, {
      actor,
      action: 'sign_in_unlock',
      targetUserId: null,
      before: null,
      after: { staff: account.username },
    });
  }

  /** `client` is the caller's IP as seen through TRUST_PROXY: failures count per account and client. */
  async login(body: StaffLoginDto, client: string): Promise<AdminLoginResponse> {
    const account = await this.limits.signIn(
      SIGN_IN_SCOPES.staff,
      body.username,
      client,
      async () => {
        const found = await readAccount(this.accounts.findWithPassword(body.username));
        const verified = await this.hasher.verify(found?.passwordHash, body.password);
        if (found && verified && found.disabledAt === null) return found;
        // Unknown usernames are left out: anyone can invent them, and the log would fill with noise.
        if (found) await this.recordFailedSignIn(found.username, client, verified);
        return null;
      },
      wrongUsernameOrPassword,
      // Staff accounts have no e-mail to send a link to: an admin lifts the lock.
      { message: STAFF_LOCKED_MESSAGE },
    );
    await this.dataSource.transaction(async (manager) => {
      await this.accounts.recordSignIn(manager, account.id);
      await this.audit.record(manager, {
        actor: {
          kind: 'staff',
          staffId: account.id,
          username: account.username,
          role: account.role,
        },
        action: 'staff_sign_in',
        targetUserId: null,
        before: null,
        after: { ip: client },
      });
    });
    const claims: Omit<StaffTokenClaims, 'iat'> = {
      sub: String(account.id),
      aud: 'staff',
      role: account.role,
      ver: account.updatedAt.getTime(),
    };
    const token = await this.jwt.signAsync(claims, {
      secret: this.signingKey,
      expiresIn: this.config.staffTokenTtlSeconds,
      algorithm: 'HS256',
    });
    return { token, role: account.role, username: account.username, message: 'Login successful' };
  }

  /**
   * One entry per username (and disabled or not) per 15 minutes, counting its failures and naming
   * the first addresses they came from: a guesser with many addresses writes a handful of rows, not
   * one per guess. `disabled`: the password was right but the account is disabled.
   */
  async recordFailedSignIn(username: string, client: string, disabled: boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Every process serialises here per username, so a window never gets two entries.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `staff_sign_in_failed:${username.toLowerCase()}`,
      ]);
      const [open] = await manager
        .getRepository(AuditLogEntryEntity)
        .createQueryBuilder('entry')
        .where('entry.action = :action', { action: 'staff_sign_in_failed' })
        .andWhere(`entry.createdAt > now() - interval '${FAILED_SIGN_IN_WINDOW_MINUTES} minutes'`)
        .andWhere(`entry.after ->> 'staff' = :username`, { username })
        .andWhere(`coalesce(entry.after ->> 'disabled', 'false') = :disabled`, {
          disabled: String(disabled),
        })
        .orderBy('entry.createdAt', 'DESC')
        .limit(1)
        .getMany();
      if (!open?.after) {
        await this.audit.record(manager, {
          actor: 'system',
          action: 'staff_sign_in_failed',
          targetUserId: null,
          before: null,
          after: {
            staff: username,
            ip: client,
            ips: client,
            count: 1,
            lastAt: new Date().toISOString(),
            ...(disabled ? { disabled: true } : {}),
          },
        });
        return;
      }
      const ips = String(open.after.ips ?? open.after.ip ?? '')
        .split(', ')
        .filter(Boolean);
      if (!ips.includes(client) && ips.length < FAILED_SIGN_IN_ADDRESSES_KEPT) ips.push(client);
      await manager.update(AuditLogEntryEntity, open.id, {
        after: {
          ...open.after,
          ips: ips.join(', '),
          count: Number(open.after.count ?? 1) + 1,
          lastAt: new Date().toISOString(),
        },
      });
    });
  }
}
