import { Entity } from 'typeorm';
import { MailedAddressTokenColumns } from './mailed-token.columns.js';

/** A mailed link that makes `email` the user's address: only the token's SHA-256 is kept. */
@Entity('email_change_tokens')
export class EmailChangeTokenEntity extends MailedAddressTokenColumns('email_change_tokens') {}
