import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { AppConfig } from '../../config/app-config.js';
import { MailService } from '../mail/index.js';
import { RateLimitService, SIGN_IN_SCOPES, type AccountLock } from '../rate-limit/index.js';
import { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/index.js';
import { linkMailTo, signInUnlockMail } from './account-mails.js';
import { AfterAnswerWork } from './after-answer-work.js';
import { mailedTokens } from './mailed-tokens.js';
import { SignInUnlockTokenEntity } from './sign-in-unlock-token.entity.js';
import { invalidUnlockLink } from './auth.errors.js';

export const UNLOCK_TOKEN_TTL_HOURS = 24;
export const STUDENT_LOCKED_MESSAGE =
  'This account is locked after too many failed sign-in attempts. ' +
  'Open the unlock link we e-mailed to its owner, or reset the password.';
export const UNLOCKED_MESSAGE = 'Your account is unlocked. You can now sign in.';

/**
 * A student account locked after too many failed sign-ins: its owner is mailed a single-use link
 * valid for 24 hours that lifts the lock. Only the token's hash is stored. A password reset lifts
 * the lock too (PasswordResetService.confirm), so a missed or expired link never strands the owner.
 */
@Injectable()
export class SignInUnlockService {
  private readonly logger = new Logger(SignInUnlockService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
    private readonly config: AppConfig,
    private readonly afterAnswer: AfterAnswerWork,
  ) {}

  /** How a student e-mail's lock answers, and the mail its owner gets, if it is an account. */
  lockFor(email: string): AccountLock {
    return {
      message: STUDENT_LOCKED_MESSAGE,
      notifyOwner: () => this.afterAnswer.run('The unlock mail', () => this.mailLink(email)),
    };
  }

  private async mailLink(email: string): Promise<void> {
    const user = await this.users.findByEmailWithPassword(email);
    if (!user) return;
    const token = await mailedTokens.issue(
      this.dataSource.manager,
      SignInUnlockTokenEntity,
      { userId: user.id },
      `${UNLOCK_TOKEN_TTL_HOURS} hours`,
    );
    const link = `${this.config.publicUrl}/unlock-sign-in?token=${token}`;
    await this.mail.send(linkMailTo(user, signInUnlockMail, link, UNLOCK_TOKEN_TTL_HOURS));
    this.logger.log(`Sign-in of user ${user.id} locked; the unlock link was mailed`);
  }

  /** Spends the link (and every other open one of its user) and lifts the lock. */
  async unlock(token: string): Promise<string> {
    await this.dataSource.transaction(async (manager) => {
      const open = await mailedTokens.claim(manager, SignInUnlockTokenEntity, token);
      const user = open
        ? await manager.findOneBy(UserEntity, { id: open.userId, deletedAt: IsNull() })
        : null;
      if (!open || !user) throw invalidUnlockLink();
      // Before the link is spent: if the lock cannot be lifted now, the link still works later.
      await this.limits.unlockSignIn(SIGN_IN_SCOPES.student, user.email);
      await mailedTokens.spendAll(manager, SignInUnlockTokenEntity, user.id);
    });
    return UNLOCKED_MESSAGE;
  }
}
