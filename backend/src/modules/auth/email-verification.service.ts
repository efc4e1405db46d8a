import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config.js';
import { MailService } from '../mail/index.js';
import { RateLimitService } from '../rate-limit/index.js';
import { UsersService, userEventSource } from '../users/index.js';
import { UserEntity } from '../users/user.entity.js';
import { WebhookOutbox } from '../webhooks/index.js';
import { invalidVerifyLink } from './auth.errors.js';
import { EmailVerificationTokenEntity } from './email-verification-token.entity.js';
import { mailedTokens } from './mailed-tokens.js';
import { linkMailTo, verifyEmailMail } from './account-mails.js';

export const VERIFY_TOKEN_TTL_HOURS = 48;
export const VERIFICATION_SENT_MESSAGE = 'We have sent a verification link to your email';
export const ALREADY_VERIFIED_MESSAGE = 'Your email is already verified';
export const EMAIL_VERIFIED_MESSAGE = 'Your email has been verified';

/**
 * Proves the student reads their address: a mailed, single-use link valid for 48 hours, kept as
 * the token's hash and bound to the address it was sent to, so a link to an earlier address
 * verifies nothing once the e-mail has changed.
 */
@Injectable()
export class EmailVerificationService {
  private readonly logger = new Logger(EmailVerificationService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
    private readonly config: AppConfig,
    private readonly webhooks: WebhookOutbox,
  ) {}

  /**
   * The registration mail: the account already exists, so a mail that cannot be sent is logged
   * and the student asks for another from the dashboard.
   */
  async sendAfterRegistration(user: UserEntity): Promise<void> {
    await this.sendLink(user).catch((error: unknown) => {
      this.logger.error(
        `Could not send the verification mail of user ${user.id}: ${String(error)}`,
      );
    });
  }

  /** Another link on the student's request, VERIFICATION_RESENDS_PER_WINDOW per 15 minutes. */
  async resend(userId: number): Promise<string> {
    const user = await this.users.getActive(userId);
    if (user.emailVerifiedAt) return ALREADY_VERIFIED_MESSAGE;
    await this.limits.consumeVerificationResend(userId);
    await this.sendLink(user);
    return VERIFICATION_SENT_MESSAGE;
  }

  /** The link's token is the credential: it works signed in or not, once. */
  async verify(token: string): Promise<string> {
    await this.dataSource.transaction(async (manager) => {
      const open = await mailedTokens.claim(manager, EmailVerificationTokenEntity, token);
      const user = open
        ? await this.users.lockActive(manager, open.userId).catch(() => null)
        : null;
      if (!open || !user || user.email.toLowerCase() !== open.email.toLowerCase()) {
        throw invalidVerifyLink();
      }
      await this.spendTokens(manager, user.id);
      if (user.emailVerifiedAt) return;
      await manager.update(UserEntity, { id: user.id }, { emailVerifiedAt: () => 'now()' });
      await this.webhooks.recordUserEvent(manager, 'user.updated', userEventSource(user.id));
    });
    return EMAIL_VERIFIED_MESSAGE;
  }

  /** Spends the student's open links: a new address, or a verified one, needs none of them. */
  async spendTokens(manager: EntityManager, userId: number): Promise<void> {
    await mailedTokens.spendAll(manager, EmailVerificationTokenEntity, userId);
  }

  private async sendLink(user: UserEntity): Promise<void> {
    const token = await mailedTokens.issue(
      this.dataSource.manager,
      EmailVerificationTokenEntity,
      { userId: user.id, email: user.email },
      `${VERIFY_TOKEN_TTL_HOURS} hours`,
    );
    const link = `${this.config.publicUrl}/verify-email?token=${token}`;
    await this.mail.send(linkMailTo(user, verifyEmailMail, link, VERIFY_TOKEN_TTL_HOURS));
  }
}
