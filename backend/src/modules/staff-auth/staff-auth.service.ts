import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AdminLoginAnswer } from '@academy/contracts';
import { readAccount } from '../../common/auth/accounts-unavailable.js';
import type { StaffPrincipal } from '../../common/auth/principal.js';
import { PasswordHasher } from '../../common/security/password-hasher.js';
import { AuditLogEntryEntity } from '../audit/audit-log-entry.entity.js';
import { AuditService } from '../audit/index.js';
import { RateLimitService, SIGN_IN_SCOPES } from '../rate-limit/index.js';
import { StaffAccountsService } from './staff-accounts.service.js';
import type { StaffSignInClient } from './sessions/staff-sessions.service.js';
import { StaffTokensService } from './sessions/staff-tokens.service.js';
import { SignInChallengesService } from './two-factor/sign-in-challenges.service.js';
import { StaffSecuritySettingsService } from './two-factor/staff-security-settings.service.js';
import type { StaffLoginDto } from './dto/staff-login.dto.js';
import {
  STAFF_LOCKED_MESSAGE,
  staffAccountNotFound,
  wrongUsernameOrPassword,
} from './staff-auth.errors.js';

/** How long one audit entry gathers a username's failed sign-ins. */
const FAILED_SIGN_IN_WINDOW_MINUTES = 15;
/** The addresses an entry names; the count goes on past them. */
const FAILED_SIGN_IN_ADDRESSES_KEPT = 20;

@Injectable()
export class StaffAuthService {
  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly hasher: PasswordHasher,
    private readonly limits: RateLimitService,
    private readonly tokens: StaffTokensService,
    private readonly challenges: SignInChallengesService,
    private readonly settings: StaffSecuritySettingsService,
    private readonly audit: AuditService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

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

  /**
   * Checks the password; `client.ip` is the caller's IP as seen through TRUST_PROXY: failures
   * count per account and client. With two-factor sign-in on (or required and not set up) the
   * answer is a challenge instead of a token.
   */
  async login(body: StaffLoginDto, client: StaffSignInClient): Promise<AdminLoginAnswer> {
    const account = await this.limits.signIn(
      SIGN_IN_SCOPES.staff,
      body.username,
      client.ip,
      async () => {
        const found = await readAccount(this.accounts.findWithPassword(body.username));
        const verified = await this.hasher.verify(found?.passwordHash, body.password);
        if (found && verified && found.disabledAt === null) return found;
        // Unknown usernames are left out: anyone can invent them, and the log would fill with noise.
        if (found) await this.recordFailedSignIn(found.username, client.ip, verified);
        return null;
      },
      wrongUsernameOrPassword,
      // Staff accounts have no e-mail to send a link to: an admin lifts the lock.
      { message: STAFF_LOCKED_MESSAGE },
    );
    if (account.totpEnabledAt !== null) {
      return { twoFactorRequired: true, ...(await this.challenges.issue(account.id, 'verify')) };
    }
    if (await this.settings.requireTwoFactor()) {
      return {
        twoFactorEnrolmentRequired: true,
        ...(await this.challenges.issue(account.id, 'enrol')),
      };
    }
    return this.tokens.issue(account, client);
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
