import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@academy/contracts';
import { ApiException } from '../../common/http/api-exception.js';
import { PasswordHasher } from '../../common/security/password-hasher.js';
import { AppConfig } from '../../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { UsersService } from '../users/users.service.js';
import { LOGIN_SCOPE } from './auth.service.js';

export const RESET_TOKEN_TTL_MINUTES = 30;
export const RESET_REQUESTED_MESSAGE = 'Password reset instructions sent to your email';
const RESET_SCOPE = 'password-reset-mail';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A mailed, single-use link valid for 30 minutes. Only the token's hash is stored; using one
 * spends every other open token of that user, and signs out their existing sessions.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
    private readonly config: AppConfig,
  ) {}

  /** Answers the same for known and unknown e-mails, so nobody learns who has an account. */
  async request(email: string): Promise<string> {
    const user = await this.users.findByEmailWithPassword(email);
    if (!user) return RESET_REQUESTED_MESSAGE;
    // A few mails per address per quarter hour; beyond that the answer stays the same.
    try {
      await this.limits.assertAccountNotLocked(RESET_SCOPE, user.email);
    } catch {
      return RESET_REQUESTED_MESSAGE;
    }
    await this.limits.recordAccountFailure(RESET_SCOPE, user.email);
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.query(
      `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
       VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [user.id, sha256(token), RESET_TOKEN_TTL_MINUTES],
    );
    const link = `${this.config.publicUrl}/reset-password?token=${token}`;
    await this.mail
      .send({
        to: user.email,
        subject: 'Reset your Trading Academy password',
        text:
          `Hello ${user.username},\n\nTo choose a new password, open this link within ${RESET_TOKEN_TTL_MINUTES} minutes:\n${link}\n\n` +
          'If you did not ask for this, ignore this e-mail: your password stays as it is.\n',
        html:
          `<p>Hello ${escapeHtml(user.username)},</p><p>To choose a new password, open this link within ${RESET_TOKEN_TTL_MINUTES} minutes:</p>` +
          `<p><a href="${link}">${link}</a></p><p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`,
      })
      .catch((error: unknown) => {
        this.logger.error(`Could not send the password reset mail: ${String(error)}`);
      });
    return RESET_REQUESTED_MESSAGE;
  }

  async confirm(token: string, password: string): Promise<string> {
    // Check the token before paying for a hash; the transaction below checks it again under lock.
    const [open] = (await this.dataSource.query(
      `SELECT 1 FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
      [sha256(token)],
    )) as unknown[];
    if (!open) throw invalidResetLink();
    const passwordHash = await this.hasher.hash(password);
    const email = await this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `SELECT id, user_id FROM password_reset_tokens
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
          FOR UPDATE`,
        [sha256(token)],
      )) as { id: number; user_id: number }[];
      const user = row ? await this.users.lockActive(manager, row.user_id).catch(() => null) : null;
      if (!row || !user) {
        throw invalidResetLink();
      }
      await this.users.changePassword(manager, user.id, passwordHash);
      await manager.query(
        `UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`,
        [user.id],
      );
      return user.email;
    });
    // Whoever proved they own the mailbox may sign in with the new password at once.
    await this.limits.clearAccountFailures(LOGIN_SCOPE, email);
    return 'Your password has been changed. You can now sign in.';
  }
}

function invalidResetLink(): ApiException {
  return new ApiException(
    400,
    ERROR_CODES.RESET_TOKEN_INVALID,
    'This password reset link is invalid or has expired',
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
