import { Entity } from 'typeorm';
import { MailedTokenColumns } from './mailed-token.columns.js';

/** A mailed link that lifts the lock on a student's sign-in: only the token's SHA-256 is kept. */
@Entity('sign_in_unlock_tokens')
export class SignInUnlockTokenEntity extends MailedTokenColumns('sign_in_unlock_tokens') {}
