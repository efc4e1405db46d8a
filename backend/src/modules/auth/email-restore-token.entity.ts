import { Entity } from 'typeorm';
import { MailedAddressTokenColumns } from './mailed-token.columns.js';

/**
 * The link in the notice sent to the old address when a new e-mail is requested: it brings
 * `email` (the address the account had when the change was requested) back as the account's
 * address. Only the token's SHA-256 is kept; spent once used.
 */
@Entity('email_restore_tokens')
export class EmailRestoreTokenEntity extends MailedAddressTokenColumns('email_restore_tokens') {}
