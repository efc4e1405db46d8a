import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { ChangePasswordRequest } from '@academy/contracts';
import { validatePassword } from '@academy/domain';
import { SatisfiesRule } from '../../../common/http/domain-rule.js';

export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty({
    example: 'Str0ng!pass',
    description: 'The password the student signs in with now',
  })
  @IsString({ message: 'Current password is required' })
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(1024, { message: 'Password is too long' })
  currentPassword: string;

  @ApiProperty({
    example: 'N3w!password',
    description: 'The new password, under the registration rules',
  })
  @IsString({ message: 'Password is required' })
  @SatisfiesRule(validatePassword)
  newPassword: string;
}
