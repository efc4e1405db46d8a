import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Length, MaxLength } from 'class-validator';
import type { ChangeEmailRequest, ConfirmEmailRequest } from '@academy/contracts';
import { validateEmail } from '@academy/domain';
import { SatisfiesRule } from '../../../common/http/domain-rule.js';

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
  @IsString({ message: 'Current password is required' })
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(1024, { message: 'Password is too long' })
  currentPassword: string;
}

export class ConfirmEmailDto implements ConfirmEmailRequest {
  @ApiProperty({
    description: 'The token from the link in the e-mail',
    example: 'k3J9vQ2mX7pL0aR5tY8wZ1cB4nF6hD2s',
  })
  @IsString({ message: 'This email confirmation link is invalid or has expired' })
  @Length(20, 200, { message: 'This email confirmation link is invalid or has expired' })
  token: string;
}
