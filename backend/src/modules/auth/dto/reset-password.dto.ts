import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import type { ResetPasswordConfirmRequest, ResetPasswordRequest } from '@academy/contracts';
import { validateEmail, validatePassword } from '@academy/domain';
import { SatisfiesRule } from '../../../common/http/domain-rule.js';

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty({ example: 'anna@example.com' })
  @IsString({ message: 'Email is required' })
  @SatisfiesRule(validateEmail)
  email: string;
}

export class ResetPasswordConfirmDto implements ResetPasswordConfirmRequest {
  @ApiProperty({
    description: 'The token from the link in the e-mail',
    example: 'k3J9vQ2mX7pL0aR5tY8wZ1cB4nF6hD2s',
  })
  @IsString({ message: 'This password reset link is invalid or has expired' })
  @Length(20, 200, { message: 'This password reset link is invalid or has expired' })
  token: string;

  @ApiProperty({
    example: 'N3w!password',
    description: 'The new password, under the registration rules',
  })
  @IsString({ message: 'Password is required' })
  @SatisfiesRule(validatePassword)
  password: string;
}
