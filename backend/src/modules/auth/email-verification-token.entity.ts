import { Entity } from 'typeorm';
import { MailedAddressTokenColumns } from './mailed-token.columns.js';

/**
 * A mailed link that proves the student reads `email`: only the token's SHA-256 is kept; spent
 * once used. It verifies the account only while `email` is still its address.
 */
@Entity('email_verification_tokens')
export class EmailVerificationTokenEntity extends MailedAddressTokenColumns(
  'email_verification_tokens',
) {}
