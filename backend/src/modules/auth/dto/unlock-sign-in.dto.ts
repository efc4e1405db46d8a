import type { UnlockSignInRequest } from '@academy/contracts';
import { MailedToken } from './mailed-token.js';

export class UnlockSignInDto implements UnlockSignInRequest {
  @MailedToken(
    'The token from the link in the e-mail',
    'This unlock link is invalid or has expired',
  )
  token: string;
}
