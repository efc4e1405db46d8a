import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { StaffPrincipal } from '../../common/auth/principal.js';
import { ApiException } from '../../common/http/api-exception.js';
import { PasswordHasher } from '../../common/security/password-hasher.js';
import { AppConfig } from '../../config/app-config.js';
import { AuditService } from '../audit/index.js';
import { MailService } from '../mail/index.js';
import { RateLimitService, SIGN_IN_SCOPES } from '../rate-limit/index.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/index.js';
import { linkMailTo, passwordResetMail } from './account-mails.js';
import { AfterAnswerWork } from './after-answer-work.js';
import { mailedTokens } from './mailed-tokens.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';
import { SessionsService } from './sessions.service.js';
import { invalidResetLink, tooManyResetMails } from './auth.errors.js';

export const RESET_TOKEN_TTL_MINUTES = 30;
export const RESET_REQUESTED_MESSAGE = 'Password reset instructions sent to your email';
export const STAFF_RESET_SENT_MESSAGE = 'Password reset e-mail sent';
const RESET_SCOPE = 'password-reset-mail';

/**
 * A mailed, single-use link valid for 30 minutes. Only the token's hash is stored; using one
 * spends every other open token of that user, and ends every session they had open.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
    private readonly sessions: SessionsService,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly afterAnswer: AfterAnswerWork,
  ) {}

  /**
   * Answers the same for known and unknown e-mails, so nobody learns who has an account: in the
   * same time too, as everything that depends on the address (the lookup, the token, the mail)
   * runs after the answer.
   */
  request(email: string): Promise<string> {
    void this.afterAnswer.run('The password reset mail', () => this.mailLinkTo(email));
    return Promise.resolve(RESET_REQUESTED_MESSAGE);
  }

  private async mailLinkTo(email: string): Promise<void> {
    const user = await this.users.findByEmailWithPassword(email);
    if (!user) return;
    // A few mails per address per quarter hour; beyond that the answer stays the same.
    if ((await this.takeMailAllowance(user.email)) !== null) return;
    await this.mailLink(user, await this.createLink(user.id));
  }

  /**
   * Staff send a user the same link, under the same per-address limit. Staff know the account
   * exists, so unlike the public call this one says when the limit is reached or mailing fails.
   */
  async requestForUser(actor: StaffPrincipal, userId: number): Promise<string> {
    const user = await this.users.getActive(userId);
    const retryAfter = await this.takeMailAllowance(user.email);
    if (retryAfter !== null) {
      throw tooManyResetMails(retryAfter);
    }
    await this.mailLink(user, await this.createLink(user.id));
    await this.audit.record(this.dataSource.manager, {
      actor,
      action: 'password_reset',
      targetUserId: user.id,
      before: null,
      after: { email: user.email },
    });
    return STAFF_RESET_SENT_MESSAGE;
  }

  /**
   * A link for a student who has just proven they own the address (it was restored from its
   * mailbox): not counted towards the per-address limit.
   */
  async sendLink(user: UserEntity): Promise<void> {
    await this.mailLink(user, await this.createLink(user.id));
  }

  /** Counts one mail towards the address's limit; once it is reached, the Retry-After header. */
  private async takeMailAllowance(email: string): Promise<Record<string, string> | null> {
    try {
      await this.limits.consumeAccountEvent(RESET_SCOPE, email, 'Too many password reset e-mails');
      return null;
    } catch (error) {
      if (error instanceof ApiException && error.getStatus() === 429) return error.headers;
      throw error;
    }
  }

  /** Stores a new token's hash and answers the link that carries the token itself. */
  private async createLink(userId: number): Promise<string> {
    const token = await mailedTokens.issue(
      this.dataSource.manager,
      PasswordResetTokenEntity,
      { userId },
      `${RESET_TOKEN_TTL_MINUTES} minutes`,
    );
    return `${this.config.publicUrl}/reset-password?token=${token}`;
  }

  private mailLink(user: UserEntity, link: string): Promise<void> {
    return this.mail.send(linkMailTo(user, passwordResetMail, link, RESET_TOKEN_TTL_MINUTES));
  }

  async confirm(token: string, password: string): Promise<string> {
    // Check the token before paying for a hash; the transaction below checks it again under lock.
    const unused = mailedTokens.open(this.dataSource.manager, PasswordResetTokenEntity, token);
    if (!(await unused.getExists())) throw invalidResetLink();
    const passwordHash = await this.hasher.hash(password);
    const email = await this.dataSource.transaction(async (manager) => {
      const open = await mailedTokens.claim(manager, PasswordResetTokenEntity, token);
      const user = open
        ? await this.users.lockActive(manager, open.userId).catch(() => null)
        : null;
      if (!user) throw invalidResetLink();
      await this.users.changePassword(manager, user.id, passwordHash);
      await this.sessions.endAll(user.id, { manager });
      await mailedTokens.spendAll(manager, PasswordResetTokenEntity, user.id);
      return user.email;
    });
    // Whoever proved they own the mailbox may sign in with the new password at once.
    await this.limits.unlockSignIn(SIGN_IN_SCOPES.student, email);
    return 'Your password has been changed. You can now sign in.';
  }
}
