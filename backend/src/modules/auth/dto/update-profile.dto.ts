import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength, ValidateIf } from 'class-validator';
import { LOCALES, type Locale, type UpdateProfileRequest } from '@academy/contracts';
import { validateFirstName, validateLastName, validatePhone } from '@academy/domain';
import { SatisfiesRule } from '../../../common/http/domain-rule.js';

// Absent means unchanged; null is not a value for these fields, so it fails validation.
const isPresent = (_: object, value: unknown) => value !== undefined;

/** The student's own fields, under the registration rules; the e-mail has its own confirmed call. */
export class UpdateProfileDto implements UpdateProfileRequest {
  @ApiPropertyOptional({ example: 'Anna', description: 'First name' })
  @ValidateIf(isPresent)
  @IsString({ message: 'Must be text' })
  @SatisfiesRule(validateFirstName)
  @MaxLength(100, { message: 'First name must be at most 100 characters long' })
  username?: string;

  @ApiPropertyOptional({ example: 'Petrova', description: 'Last name' })
  @ValidateIf(isPresent)
  @IsString({ message: 'Must be text' })
  @SatisfiesRule(validateLastName)
  @MaxLength(100, { message: 'Last name must be at most 100 characters long' })
  lastname?: string;

  @ApiPropertyOptional({ example: '+79123456789', description: 'Stored in international format' })
  @ValidateIf(isPresent)
  @IsString({ message: 'Must be text' })
  @SatisfiesRule(validatePhone)
  contact?: string;

  @ApiPropertyOptional({
    enum: LOCALES,
    example: 'ru',
    description: 'The language of the apps and of mails',
  })
  @ValidateIf(isPresent)
  @IsIn(LOCALES, { message: `Language must be one of: ${LOCALES.join(', ')}` })
  locale?: Locale;
}
