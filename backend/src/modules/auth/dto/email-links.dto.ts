import type { RestoreEmailRequest, VerifyEmailRequest } from '@academy/contracts';
import { MailedToken } from './mailed-token.js';

export class VerifyEmailDto implements VerifyEmailRequest {
  @MailedToken(
    'The token from the verification link in the e-mail',
    'This email verification link is invalid or has expired',
  )
  token: string;
}

export class RestoreEmailDto implements RestoreEmailRequest {
  @MailedToken(
    'The token from the link in the notice sent to the earlier address',
    'This link is invalid or has expired',
  )
  token: string;
}
