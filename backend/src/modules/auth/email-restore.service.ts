import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config.js';
import { UsersService, userEventSource } from '../users/index.js';
import { UserEntity } from '../users/user.entity.js';
import { WebhookOutbox } from '../webhooks/index.js';
import { emailTaken, invalidRestoreLink } from './auth.errors.js';
import { EmailChangeTokenEntity } from './email-change-token.entity.js';
import { EmailRestoreTokenEntity } from './email-restore-token.entity.js';
import { EmailVerificationService } from './email-verification.service.js';
import { mailedTokens } from './mailed-tokens.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionsService } from './sessions.service.js';

export const RESTORE_TOKEN_TTL_DAYS = 7;
export const EMAIL_RESTORED_MESSAGE =
  'Your email has been restored and every device signed out. We have sent a link to choose a new password to it.';

/**
 * Undoes an e-mail change from the old mailbox, for 7 days: a stolen session that moved the
 * e-mail to its own address (and could then reset the password there) loses the account again.
 */
@Injectable()
export class EmailRestoreService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly verification: EmailVerificationService,
    private readonly resets: PasswordResetService,
    private readonly config: AppConfig,
    private readonly webhooks: WebhookOutbox,
  ) {}

  /** Stores a link for the address the account has now, in the change request's transaction. */
  async createLink(manager: EntityManager, userId: number, email: string): Promise<string> {
    const token = await mailedTokens.issue(
      manager,
      EmailRestoreTokenEntity,
      { userId, email },
      `${RESTORE_TOKEN_TTL_DAYS} days`,
    );
    return `${this.config.publicUrl}/restore-email?token=${token}`;
  }

  /**
   * Gives the account the link's address back (dropping any pending one), ends every session
   * and mails a password reset link there: whoever changed the e-mail may know the password.
   */
  async restore(token: string): Promise<string> {
    const user = await this.restoreAddress(token).catch((error: unknown) => {
      // Someone registered the old address meanwhile: the unique index refuses it.
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === '23505'
      ) {
        throw emailTaken();
      }
      throw error;
    });
    await this.resets.sendLink(user);
    return EMAIL_RESTORED_MESSAGE;
  }

  private restoreAddress(token: string): Promise<UserEntity> {
    return this.dataSource.transaction(async (manager) => {
      const open = await mailedTokens.claim(manager, EmailRestoreTokenEntity, token);
      const user = open
        ? await this.users.lockActive(manager, open.userId).catch(() => null)
        : null;
      if (!open || !user) throw invalidRestoreLink();
      if (await this.users.emailTaken(open.email, user.id, manager)) throw emailTaken();
      // Opening a link mailed to the address proves it is read.
      const restored = { email: open.email, pendingEmail: null, emailVerifiedAt: new Date() };
      await manager.update(UserEntity, { id: user.id }, restored);
      await mailedTokens.spendAll(manager, EmailRestoreTokenEntity, user.id);
      await mailedTokens.spendAll(manager, EmailChangeTokenEntity, user.id);
      await this.verification.spendTokens(manager, user.id);
      await this.sessions.endAll(user.id, { manager });
      await this.webhooks.recordUserEvent(manager, 'user.updated', userEventSource(user.id));
      return Object.assign(user, restored);
    });
  }
}
