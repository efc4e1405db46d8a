import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import type { ChangeEmailRequest, ConfirmEmailRequest } from '@academy/contracts';
import { validateEmail } from '@academy/domain';
import { CredentialField } from '../../../common/http/credential-field.js';
import { SatisfiesRule } from '../../../common/http/domain-rule.js';
import { MailedToken } from './mailed-token.js';

export class ChangeEmailDto implements ChangeEmailRequest {
  @ApiProperty({ example: 'anna.new@example.com', description: 'The new address' })
  @IsString({ message: 'Email is required' })
  @SatisfiesRule(validateEmail)
  email: string;

  @ApiProperty({
    example: 'Str0ng!pass',
    description:
      'The password the student signs in with now; a wrong one counts as a failed sign-in of the account',
  })
  @CredentialField('Current password', 1024, 'Password is too long')
  currentPassword: string;
}

export class ConfirmEmailDto implements ConfirmEmailRequest {
  @MailedToken(
    'The token from the link in the e-mail',
    'This email confirmation link is invalid or has expired',
  )
  token: string;
}
