import { Entity } from 'typeorm';
import { MailedTokenColumns } from './mailed-token.columns.js';

/** A mailed reset link: only the token's SHA-256 is kept; spent once used. */
@Entity('password_reset_tokens')
export class PasswordResetTokenEntity extends MailedTokenColumns('password_reset_tokens') {}
