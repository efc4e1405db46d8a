import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import type { ChangePasswordRequest } from '@academy/contracts';
import { validatePassword } from '@academy/domain';
import { CredentialField } from '../../../common/http/credential-field.js';
import { SatisfiesRule } from '../../../common/http/domain-rule.js';

export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty({
    example: 'Str0ng!pass',
    description: 'The password the student signs in with now',
  })
  @CredentialField('Current password', 1024, 'Password is too long')
  currentPassword: string;

  @ApiProperty({
    example: 'N3w!password',
    description: 'The new password, under the registration rules',
  })
  @IsString({ message: 'Password is required' })
  @SatisfiesRule(validatePassword)
  newPassword: string;
}
