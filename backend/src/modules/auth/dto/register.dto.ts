import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LOCALES, type Locale, type RegisterRequest } from '@academy/contracts';
import {
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePassword,
  validatePhone,
} from '@academy/domain';
import { SatisfiesRule, textOrRequired } from '../../../common/http/domain-rule.js';
import { DeviceLocale } from './device-locale.js';
import { DeviceTimeZone } from './device-time-zone.js';

/** SPEC §5's registration rules, the same code the registration form runs. */
export class RegisterDto implements RegisterRequest {
  @ApiProperty({ example: 'Anna', description: 'First name' })
  @IsString(textOrRequired(validateFirstName))
  @SatisfiesRule(validateFirstName)
  @MaxLength(100, { message: 'First name must be at most 100 characters long' })
  username: string;

  @ApiProperty({ example: 'Petrova', description: 'Last name' })
  @IsString(textOrRequired(validateLastName))
  @SatisfiesRule(validateLastName)
  @MaxLength(100, { message: 'Last name must be at most 100 characters long' })
  lastname: string;

  @ApiProperty({ example: 'anna@example.com' })
  @IsString(textOrRequired(validateEmail))
  @SatisfiesRule(validateEmail)
  email: string;

  @ApiProperty({ example: '+79123456789', description: 'Stored in international format' })
  @IsString(textOrRequired(validatePhone))
  @SatisfiesRule(validatePhone)
  contact: string;

  @ApiProperty({
    example: 'Str0ng!pass',
    description:
      'At least 8 characters with an upper-case and a lower-case letter, a digit and one of !@#$%^&*(),.?":{}|<>',
  })
  @IsString(textOrRequired(validatePassword))
  @SatisfiesRule(validatePassword)
  password: string;

  @ApiPropertyOptional({
    enum: LOCALES,
    example: 'ru',
    description:
      'A language the student chose for the apps and mails; left out, they follow the device (deviceLocale, else Accept-Language, else English)',
  })
  @IsOptional()
  @IsIn(LOCALES, { message: `Language must be one of: ${LOCALES.join(', ')}` })
  locale?: Locale;

  @DeviceLocale()
  deviceLocale?: Locale;

  @DeviceTimeZone()
  deviceTimeZone?: string;

  @ApiPropertyOptional({
    example: 'K7QX2MPA',
    description:
      "The referral code of the link the student came from (the link's ?ref=): stores who brought them, once. An unknown code is ignored, never refused",
  })
  @IsOptional()
  @IsString({ message: 'ref must be text' })
  ref?: string;
}
