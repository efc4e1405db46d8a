import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type {
  AdminLoginResponse,
  AdminTwoFactorEnrolmentResponse,
  TwoFactorRecoveryCodes,
  TwoFactorSetup,
} from '@academy/contracts';
import type { StaffPrincipal } from '../../../common/auth/principal.js';
import { AuditService } from '../../audit/index.js';
import { RateLimitService, SIGN_IN_SCOPES } from '../../rate-limit/index.js';
import type { StaffSignInClient } from '../sessions/staff-sessions.service.js';
import { StaffTokensService } from '../sessions/staff-tokens.service.js';
import { StaffEntity } from '../staff.entity.js';
import {
  STAFF_LOCKED_MESSAGE,
  signInChallengeInvalid,
  twoFactorCodeInvalid,
  twoFactorCodeRefused,
} from '../staff-auth.errors.js';
import { SignInChallengesService, type ChallengeOutcome } from './sign-in-challenges.service.js';
import { TwoFactorService, type TwoFactorActor } from './two-factor.service.js';

/**
 * Every place a staff member types a code: the second step of sign-in, enrolment during sign-in
 * when the academy requires it, and turning two-factor sign-in on or off. Each code is judged
 * inside the staff sign-in limits, so a wrong one counts like a wrong password.
 */
@Injectable()
export class TwoFactorSignInService {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly challenges: SignInChallengesService,
    private readonly tokens: StaffTokensService,
    private readonly limits: RateLimitService,
    private readonly audit: AuditService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** POST /api/admin/login/2fa: a TOTP or recovery code for a `verify` challenge. */
  async complete(
    challenge: string,
    code: string,
    client: StaffSignInClient,
  ): Promise<AdminLoginResponse> {
    const account = await this.accountOf(challenge, 'verify');
    const accepted = await this.counted(account.username, client.ip, twoFactorCodeRefused, () =>
      this.challenges.attempt(challenge, 'verify', async (manager, staffId) => {
        const locked = await this.twoFactor.lock(manager, staffId);
        const how = await this.twoFactor.acceptCode(manager, locked, code);
        if (how?.kind === 'recovery') {
          await this.audit.record(manager, {
            actor: {
              kind: 'staff',
              staffId,
              username: locked.username,
              role: locked.role,
              sessionId: null,
            },
            action: 'staff_2fa_recovery_code',
            targetUserId: null,
            before: null,
            after: { staff: locked.username, recoveryCodesLeft: how.left },
          });
        }
        return how;
      }),
    );
    return this.tokens.issue(await this.current(accepted.staffId), client);
  }

  /** POST /api/admin/login/2fa/setup: a pending secret for an `enrol` challenge's account. */
  async enrolmentSetup(challenge: string): Promise<TwoFactorSetup> {
    const account = await this.accountOf(challenge, 'enrol');
    return this.twoFactor.setup(account.id);
  }

  /** POST /api/admin/login/2fa/enable: turns it on with a code and signs in. */
  async enrolmentEnable(
    challenge: string,
    code: string,
    client: StaffSignInClient,
  ): Promise<AdminTwoFactorEnrolmentResponse> {
    const account = await this.accountOf(challenge, 'enrol');
    const accepted = await this.counted(account.username, client.ip, twoFactorCodeRefused, () =>
      this.challenges.attempt(challenge, 'enrol', (manager, staffId) =>
        this.twoFactor.enable(manager, { ...this.actorOf(account), staffId }, code),
      ),
    );
    const signedIn = await this.tokens.issue(await this.current(accepted.staffId), client);
    return { ...signedIn, ...accepted.value };
  }

  /** POST /api/admin/2fa/enable, signed in. */
  async enable(
    actor: StaffPrincipal,
    code: string,
    client: string,
  ): Promise<TwoFactorRecoveryCodes> {
    const result = await this.counted(actor.username, client, twoFactorCodeInvalid, () =>
      this.dataSource.transaction(async (manager) => {
        const codes = await this.twoFactor.enable(manager, actor, code);
        const outcome: ChallengeOutcome<TwoFactorRecoveryCodes> = codes
          ? { kind: 'accepted', staffId: actor.staffId, value: codes }
          : { kind: 'wrong' };
        return outcome;
      }),
    );
    return result.value;
  }

  /** POST /api/admin/2fa/disable, signed in: a TOTP or a recovery code. */
  async disable(actor: StaffPrincipal, code: string, client: string): Promise<void> {
    await this.counted(actor.username, client, twoFactorCodeInvalid, () =>
      this.dataSource.transaction(async (manager) =>
        (await this.twoFactor.disable(manager, actor, code))
          ? { kind: 'accepted', staffId: actor.staffId, value: true }
          : { kind: 'wrong' },
      ),
    );
  }

  /**
   * Runs a code check as a sign-in attempt of the account: a wrong code stays counted and answers
   * `failure`; a challenge found unusable on the way is a 401 that counts against nobody.
   */
  private async counted<T>(
    username: string,
    client: string,
    failure: () => Error,
    check: () => Promise<ChallengeOutcome<T>>,
  ): Promise<{ staffId: number; value: T }> {
    return this.limits.signIn(
      SIGN_IN_SCOPES.staff,
      username,
      client,
      async () => {
        const outcome = await check();
        if (outcome.kind === 'gone') throw signInChallengeInvalid();
        return outcome.kind === 'accepted' ? outcome : null;
      },
      failure,
      { message: STAFF_LOCKED_MESSAGE },
    );
  }

  private async accountOf(challenge: string, kind: 'verify' | 'enrol'): Promise<StaffEntity> {
    const account = await this.challenges.accountOf(challenge, kind);
    if (!account) throw signInChallengeInvalid();
    return account;
  }

  /** The account as it is now: a token carries its current role and version. */
  private async current(staffId: number): Promise<StaffEntity> {
    const account = await this.dataSource.manager.findOne(StaffEntity, { where: { id: staffId } });
    if (!account || account.disabledAt !== null) throw signInChallengeInvalid();
    return account;
  }

  private actorOf(account: StaffEntity): TwoFactorActor {
    return {
      staffId: account.id,
      username: account.username,
      role: account.role,
      sessionId: null,
    };
  }
}
