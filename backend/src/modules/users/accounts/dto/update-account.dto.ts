import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';
import type { AccountUpdateRequest } from '@academy/contracts';
import { validateEmail, validateFirstName, validateLastName, validatePhone } from '@academy/domain';
import { SatisfiesRule } from '../../../../common/http/domain-rule.js';

// Absent means unchanged; null is not a value for these fields, so it fails validation.
const isPresent = (_: object, value: unknown) => value !== undefined;

/** Only these fields: balance, course, password and id have their own calls or none at all. */
export class UpdateAccountDto implements AccountUpdateRequest {
  @ApiPropertyOptional({ example: 'Anna', description: 'First name' })
  @ValidateIf(isPresent)
  @IsString()
  @SatisfiesRule(validateFirstName)
  @MaxLength(100)
  username?: string;

  @ApiPropertyOptional({ example: 'Petrova', description: 'Last name' })
  @ValidateIf(isPresent)
  @IsString()
  @SatisfiesRule(validateLastName)
  @MaxLength(100)
  lastname?: string;

  @ApiPropertyOptional({ example: 'anna@example.com' })
  @ValidateIf(isPresent)
  @IsString()
  @SatisfiesRule(validateEmail)
  email?: string;

  @ApiPropertyOptional({ example: '+79123456789', description: 'Stored in international format' })
  @ValidateIf(isPresent)
  @IsString()
  @SatisfiesRule(validatePhone)
  contact?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://example.com/avatar.png' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsUrl(
    { protocols: ['https', 'http'], require_protocol: true },
    { message: 'Avatar must be an http(s) URL' },
  )
  @MaxLength(2048)
  avatar?: string | null;
}
