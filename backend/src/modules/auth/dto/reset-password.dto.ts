import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import type { ResetPasswordConfirmRequest, ResetPasswordRequest } from '@academy/contracts';
import { validateEmail, validatePassword } from '@academy/domain';
import { SatisfiesRule } from '../../../common/http/domain-rule.js';
import { MailedToken } from './mailed-token.js';

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty({ example: 'anna@example.com' })
  @IsString({ message: 'Email is required' })
  @SatisfiesRule(validateEmail)
  email: string;
}

export class ResetPasswordConfirmDto implements ResetPasswordConfirmRequest {
  @MailedToken(
    'The token from the link in the e-mail',
    'This password reset link is invalid or has expired',
  )
  token: string;

  @ApiProperty({
    example: 'N3w!password',
    description: 'The new password, under the registration rules',
  })
  @IsString({ message: 'Password is required' })
  @SatisfiesRule(validatePassword)
  password: string;
}
