import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import type { TwoFactorRecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@academy/contracts';
import type { StaffPrincipal } from '../../../common/auth/principal.js';
import { AuditService } from '../../audit/index.js';
import { StaffEntity } from '../staff.entity.js';
import {
  staffAccountNotFound,
  twoFactorAlreadyEnabled,
  twoFactorNotEnabled,
  twoFactorNotSetUp,
  twoFactorRequired,
} from '../staff-auth.errors.js';
import { SecretCipher } from './secret-cipher.js';
import { StaffRecoveryCodeEntity } from './staff-recovery-code.entity.js';
import { StaffSecuritySettingsService } from './staff-security-settings.service.js';
import {
  acceptedStep,
  looksLikeTotp,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  recoveryCodeHash,
} from './totp.js';

/** How a code was accepted: a TOTP code, or one of the single-use recovery codes. */
export type AcceptedCode = { kind: 'totp' } | { kind: 'recovery'; left: number };

/** The staff row with the columns two-factor sign-in needs, locked for the caller's transaction. */
type TwoFactorAccount = Pick<
  StaffEntity,
  'id' | 'username' | 'role' | 'totpSecret' | 'totpPendingSecret' | 'totpEnabledAt' | 'totpLastStep'
>;

/** The person an enabling or disabling is recorded against. */
export type TwoFactorActor = Pick<StaffPrincipal, 'staffId' | 'username' | 'role'> & {
  sessionId: string | null;
};

/**
 * TOTP two-factor sign-in of staff accounts (RFC 6238). Setup keeps a pending secret; a code from
 * it turns two-factor sign-in on and gives ten recovery codes. Every accepted TOTP code moves the
 * account's last step, so no code is accepted twice, the enabling one included.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cipher: SecretCipher,
    private readonly settings: StaffSecuritySettingsService,
    private readonly audit: AuditService,
  ) {}

  async status(staffId: number): Promise<TwoFactorStatus> {
    const account = await this.dataSource.manager.findOne(StaffEntity, { where: { id: staffId } });
    if (!account) throw staffAccountNotFound();
    const enabled = account.totpEnabledAt !== null;
    const recoveryCodesLeft = enabled
      ? await this.dataSource.manager.count(StaffRecoveryCodeEntity, {
          where: { staffId, usedAt: IsNull() },
        })
      : 0;
    return { enabled, recoveryCodesLeft, required: await this.settings.requireTwoFactor() };
  }

  /** A new pending secret for the account; one waiting from an earlier setup is replaced. */
  async setup(staffId: number): Promise<TwoFactorSetup> {
    return this.dataSource.transaction(async (manager) => {
      const account = await this.lock(manager, staffId);
      if (account.totpEnabledAt !== null) throw twoFactorAlreadyEnabled();
      const secret = newTotpSecret();
      await manager.update(
        StaffEntity,
        { id: staffId },
        { totpPendingSecret: this.cipher.encrypt(secret, staffId) },
      );
      return { secret, otpauthUrl: otpauthUrl(secret, account.username) };
    });
  }

  /**
   * Turns two-factor sign-in on with a code from the pending secret; null for a wrong code.
   * Answers the recovery codes, which exist from here on only as hashes.
   */
  async enable(
    manager: EntityManager,
    actor: TwoFactorActor,
    code: string,
  ): Promise<TwoFactorRecoveryCodes | null> {
    const account = await this.lock(manager, actor.staffId);
    if (account.totpEnabledAt !== null) throw twoFactorAlreadyEnabled();
    const secret = account.totpPendingSecret
      ? this.cipher.decrypt(account.totpPendingSecret, account.id)
      : null;
    if (secret === null) throw twoFactorNotSetUp();
    const step = await acceptedStep(secret, code, null);
    if (step === null) return null;
    await manager.update(
      StaffEntity,
      { id: account.id },
      {
        totpSecret: account.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: () => 'now()',
        totpLastStep: String(step),
      },
    );
    const recoveryCodes = newRecoveryCodes();
    await manager.delete(StaffRecoveryCodeEntity, { staffId: account.id });
    await manager.insert(
      StaffRecoveryCodeEntity,
      recoveryCodes.map((recoveryCode) => ({
        staffId: account.id,
        codeHash: recoveryCodeHash(recoveryCode),
      })),
    );
    await this.record(manager, actor, 'staff_2fa_enable', account.username);
    return { recoveryCodes };
  }

  /** Turns it off with a TOTP or recovery code; false for a wrong code. */
  async disable(manager: EntityManager, actor: TwoFactorActor, code: string): Promise<boolean> {
    if (await this.settings.requireTwoFactor(manager)) throw twoFactorRequired();
    const account = await this.lock(manager, actor.staffId);
    if (account.totpEnabledAt === null) throw twoFactorNotEnabled();
    if (!(await this.acceptCode(manager, account, code))) return false;
    await this.clear(manager, account.id);
    await this.record(manager, actor, 'staff_2fa_disable', account.username);
    return true;
  }

  /** An admin turns another account's two-factor sign-in off: it enrols again when required. */
  async reset(actor: StaffPrincipal, staffId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const account = await this.lock(manager, staffId);
      if (account.totpEnabledAt === null && account.totpPendingSecret === null) {
        throw twoFactorNotEnabled();
      }
      await this.clear(manager, account.id);
      await this.record(manager, actor, 'staff_2fa_reset', account.username);
    });
  }

  /**
   * Checks a code at sign-in, with the account locked by the caller's transaction: a TOTP code
   * of a step after the last accepted one, or an unused recovery code (spent by this).
   */
  async acceptCode(
    manager: EntityManager,
    account: TwoFactorAccount,
    code: string,
  ): Promise<AcceptedCode | null> {
    if (account.totpEnabledAt === null || account.totpSecret === null) return null;
    if (looksLikeTotp(code)) {
      const secret = this.cipher.decrypt(account.totpSecret, account.id);
      const lastStep = account.totpLastStep === null ? null : Number(account.totpLastStep);
      const step = secret === null ? null : await acceptedStep(secret, code, lastStep);
      if (step === null) return null;
      await manager.update(StaffEntity, { id: account.id }, { totpLastStep: String(step) });
      return { kind: 'totp' };
    }
    const spent = await manager
      .createQueryBuilder()
      .update(StaffRecoveryCodeEntity)
      .set({ usedAt: () => 'now()' })
      .where('staff_id = :staffId', { staffId: account.id })
      .andWhere('code_hash = :hash', { hash: recoveryCodeHash(code) })
      .andWhere('used_at IS NULL')
      .execute();
    if (!spent.affected) return null;
    const left = await manager.count(StaffRecoveryCodeEntity, {
      where: { staffId: account.id, usedAt: IsNull() },
    });
    return { kind: 'recovery', left };
  }

  /** The account with its two-factor columns, locked until the transaction ends. */
  async lock(manager: EntityManager, staffId: number): Promise<TwoFactorAccount> {
    const account = await manager
      .getRepository(StaffEntity)
      .createQueryBuilder('account')
      .addSelect(['account.totpSecret', 'account.totpPendingSecret', 'account.totpLastStep'])
      .where('account.id = :staffId', { staffId })
      .setLock('pessimistic_write')
      .getOne();
    if (!account) throw staffAccountNotFound();
    return account;
  }

  private async clear(manager: EntityManager, staffId: number): Promise<void> {
    await manager.update(
      StaffEntity,
      { id: staffId },
      { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null },
    );
    await manager.delete(StaffRecoveryCodeEntity, { staffId });
  }

  private record(
    manager: EntityManager,
    actor: TwoFactorActor,
    action: 'staff_2fa_enable' | 'staff_2fa_disable' | 'staff_2fa_reset',
    username: string,
  ): Promise<void> {
    return this.audit.record(manager, {
      actor: { kind: 'staff', ...actor },
      action,
      targetUserId: null,
      before: null,
      after: { staff: username },
    });
  }
}
