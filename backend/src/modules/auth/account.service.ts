import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import type { User } from '@academy/contracts';
import { mailLocale, normalizePhone } from '@academy/domain';
import type { StudentPrincipal } from '../../common/auth/principal.js';
import { PasswordHasher } from '../../common/security/password-hasher.js';
import { AppConfig } from '../../config/app-config.js';
import { MailService } from '../mail/index.js';
import { RateLimitService, SIGN_IN_SCOPES } from '../rate-limit/index.js';
import { UserEntity } from '../users/user.entity.js';
import { toUser, UsersService, userEventSource } from '../users/index.js';
import { WebhookOutbox } from '../webhooks/index.js';
import { confirmEmailMail, emailChangeNoticeMail, passwordChangedMail } from './account-mails.js';
import type { ChangeEmailDto } from './dto/change-email.dto.js';
import type { ChangePasswordDto } from './dto/change-password.dto.js';
import type { UpdateProfileDto } from './dto/update-profile.dto.js';
import { EmailChangeTokenEntity } from './email-change-token.entity.js';
import { EmailRestoreService, RESTORE_TOKEN_TTL_DAYS } from './email-restore.service.js';
import { EmailVerificationService } from './email-verification.service.js';
import { mailedTokens } from './mailed-tokens.js';
import { SessionsService } from './sessions.service.js';
import {
  alreadyYourEmail,
  currentPasswordInvalid,
  emailTaken,
  invalidEmailLink,
} from './auth.errors.js';

export const EMAIL_TOKEN_TTL_HOURS = 24;
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed';
export const EMAIL_CHANGE_REQUESTED_MESSAGE =
  'We have sent a confirmation link to your new email address';
export const EMAIL_CHANGED_MESSAGE = 'Your email has been changed';
const EMAIL_CHANGE_SCOPE = 'email-change-mail';

/** What a signed-in student changes about their own account: password, profile, e-mail. */
@Injectable()
export class AccountService {
  private readonly logger = new Logger(AccountService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly limits: RateLimitService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly webhooks: WebhookOutbox,
    private readonly verification: EmailVerificationService,
    private readonly restores: EmailRestoreService,
  ) {}

  /**
   * The current password is checked as on the e-mail change (checkCurrentPassword). The other
   * sessions end; this one stays.
   */
  async changePassword(
    principal: StudentPrincipal,
    body: ChangePasswordDto,
    ip: string,
  ): Promise<string> {
    const user = await this.checkCurrentPassword(principal.userId, body.currentPassword, ip);
    const passwordHash = await this.hasher.hash(body.newPassword);
    await this.dataSource.transaction(async (manager) => {
      await this.users.lockActive(manager, user.id);
      await this.users.changePassword(manager, user.id, passwordHash);
      await this.sessions.endAll(user.id, { exceptId: principal.sessionId, manager });
    });
    await this.mail
      .send({
        to: user.email,
        ...passwordChangedMail(
          mailLocale(user.locale, user.deviceLocale),
          user.username,
          `${this.config.publicUrl}/login`,
        ),
      })
      .catch((error: unknown) => {
        this.logger.error(`Could not send the password change notice: ${String(error)}`);
      });
    return PASSWORD_CHANGED_MESSAGE;
  }

  async updateProfile(userId: number, changes: UpdateProfileDto): Promise<User> {
    const patch: Partial<UserEntity> = {};
    if (changes.username !== undefined) patch.username = changes.username.trim();
    if (changes.lastname !== undefined) patch.lastname = changes.lastname.trim();
    if (changes.contact !== undefined) patch.contact = normalizePhone(changes.contact);
    if (changes.locale !== undefined) patch.locale = changes.locale;
    const user = await this.users.getActive(userId);
    if (Object.keys(patch).length > 0) {
      await this.dataSource.transaction(async (manager) => {
        await manager.update(UserEntity, { id: userId }, patch);
        await this.webhooks.recordUserEvent(manager, 'user.updated', userEventSource(userId));
      });
      Object.assign(user, patch);
    }
    return toUser(user);
  }

  /**
   * Keeps the new address as pending and mails it a single-use link (24 hours); the old address
   * gets a notice with a link that restores it (7 days). A newer request spends the confirmation
   * links of older ones. The current password is checked first, as on the password change, so
   * a borrowed session can neither move the e-mail nor learn which addresses have accounts.
   */
  async requestEmailChange(
    principal: StudentPrincipal,
    body: ChangeEmailDto,
    ip: string,
  ): Promise<string> {
    const userId = principal.userId;
    const email = body.email.trim();
    const user = await this.checkCurrentPassword(userId, body.currentPassword, ip);
    if (email.toLowerCase() === user.email.toLowerCase()) {
      throw alreadyYourEmail();
    }
    if (await this.users.emailTaken(email, userId)) throw emailTaken();
    await this.limits.consumeAccountEvent(
      EMAIL_CHANGE_SCOPE,
      String(userId),
      'Too many email change requests. Please try again later.',
    );
    const { token, restoreLink } = await this.dataSource.transaction(async (manager) => {
      await this.users.lockActive(manager, userId);
      await this.spendTokens(manager, userId);
      const issued = await mailedTokens.issue(
        manager,
        EmailChangeTokenEntity,
        { userId, email },
        `${EMAIL_TOKEN_TTL_HOURS} hours`,
      );
      await manager.update(UserEntity, { id: userId }, { pendingEmail: email });
      return {
        token: issued,
        restoreLink: await this.restores.createLink(manager, userId, user.email),
      };
    });
    const locale = mailLocale(user.locale, user.deviceLocale);
    const link = `${this.config.publicUrl}/confirm-email?token=${token}`;
    await this.mail.send({
      to: email,
      ...confirmEmailMail(locale, user.username, link, EMAIL_TOKEN_TTL_HOURS),
    });
    await this.mail
      .send({
        to: user.email,
        ...emailChangeNoticeMail(locale, user.username, email, restoreLink, RESTORE_TOKEN_TTL_DAYS),
      })
      .catch((error: unknown) => {
        this.logger.error(`Could not send the e-mail change notice: ${String(error)}`);
      });
    return EMAIL_CHANGE_REQUESTED_MESSAGE;
  }

  /** Makes the link's address the user's e-mail, unless someone else has taken it meanwhile. */
  async confirmEmailChange(token: string): Promise<string> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const open = await mailedTokens.claim(manager, EmailChangeTokenEntity, token);
        const user = open
          ? await this.users.lockActive(manager, open.userId).catch(() => null)
          : null;
        // Staff setting the e-mail meanwhile drops the pending address, and with it this link.
        if (!open || !user || user.pendingEmail?.toLowerCase() !== open.email.toLowerCase()) {
          throw invalidEmailLink();
        }
        if (await this.users.emailTaken(open.email, user.id, manager)) throw emailTaken();
        // Opening the link mailed to the new address proves it is read.
        await manager.update(
          UserEntity,
          { id: user.id },
          { email: open.email, pendingEmail: null, emailVerifiedAt: () => 'now()' },
        );
        await this.spendTokens(manager, user.id);
        await this.verification.spendTokens(manager, user.id);
        await this.webhooks.recordUserEvent(manager, 'user.updated', userEventSource(user.id));
      });
    } catch (error) {
      // Two accounts confirming the same address at once: the unique index lets one through.
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === '23505'
      ) {
        throw emailTaken();
      }
      throw error;
    }
    return EMAIL_CHANGED_MESSAGE;
  }

  /**
   * A wrong current password counts as a failed sign-in of the account from this IP, so a
   * borrowed session cannot be used to guess it. Answers the student with the password hash.
   */
  private async checkCurrentPassword(
    userId: number,
    currentPassword: string,
    ip: string,
  ): Promise<UserEntity> {
    const { email } = await this.users.getActive(userId);
    return this.limits.signIn(
      SIGN_IN_SCOPES.student,
      email,
      ip,
      async () => {
        const found = await this.users.findByEmailWithPassword(email);
        return (await this.hasher.verify(found?.passwordHash, currentPassword)) ? found : null;
      },
      currentPasswordInvalid,
    );
  }

  private async spendTokens(manager: EntityManager, userId: number): Promise<void> {
    await mailedTokens.spendAll(manager, EmailChangeTokenEntity, userId);
  }
}
