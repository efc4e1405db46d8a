import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import type { Locale, LoginRequest } from '@academy/contracts';
import { CredentialField } from '../../../common/http/credential-field.js';
import { DeviceLocale } from './device-locale.js';
import { DeviceTimeZone } from './device-time-zone.js';
import { validateEmail } from '@academy/domain';
import { SatisfiesRule } from '../../../common/http/domain-rule.js';

export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'anna@example.com' })
  @IsString({ message: 'Email is required' })
  @SatisfiesRule(validateEmail)
  email: string;

  @ApiProperty({ example: 'Str0ng!pass' })
  @CredentialField('Password', 1024, 'Password is too long')
  password: string;

  @DeviceLocale()
  deviceLocale?: Locale;

  @DeviceTimeZone()
  deviceTimeZone?: string;
}
