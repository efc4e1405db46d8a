import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  Length,
} from 'class-validator';
import {
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_SCOPES,
  type ApiKeyCreateRequest,
  type ApiKeyCreated,
  type ApiKeyRecord,
  type ApiKeyScope,
} from '@academy/contracts';
import { trimmed } from '../../../common/http/text-field.js';

export class CreateApiKeyDto implements ApiKeyCreateRequest {
  @ApiProperty({ minLength: 1, maxLength: API_KEY_NAME_MAX_LENGTH, example: 'CRM sync' })
  @Transform(trimmed)
  @IsString({ message: 'Name is required' })
  @Length(1, API_KEY_NAME_MAX_LENGTH, {
    message: `The name must be 1 to ${API_KEY_NAME_MAX_LENGTH} characters long`,
  })
  name: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['users:read'] })
  @IsArray({ message: 'scopes must be a list' })
  @ArrayMinSize(1, { message: 'Choose at least one scope' })
  @ArrayUnique({ message: 'scopes lists a scope twice' })
  @IsIn(API_KEY_SCOPES, {
    each: true,
    message: `Each scope must be one of ${API_KEY_SCOPES.join(', ')}`,
  })
  scopes: ApiKeyScope[];

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the key stops working; in the future. Without it the key does not expire.',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'expiresAt must be an ISO 8601 date-time' })
  expiresAt?: string | null;
}

/** What every answer about a key names it by. */
abstract class ApiKeyIdentity {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ example: 'CRM sync' })
  name: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true })
  scopes: ApiKeyScope[];
}

export class ApiKeyResponse extends ApiKeyIdentity implements ApiKeyRecord {
  @ApiProperty({ example: 'ta_3f9a1c0b7d2e', description: 'The public start of the key' })
  prefix: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, nullable: true, description: 'The staff username that created it' })
  createdBy: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  expiresAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastUsedAt: string | null;

  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' })
  lastUsedIp: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  revokedAt: string | null;
}

export class ApiKeyCreatedResponse extends ApiKeyIdentity implements ApiKeyCreated {
  @ApiProperty({ example: 'ta_3f9a1c0b7d2e' })
  prefix: string;

  @ApiProperty({
    example: 'ta_3f9a1c0b7d2e_Qm9vZGxlcy1hcmUtbm90LWtleXMtYnV0LXRoaXMtaXMtYW4tZXhhbXBsZQ',
    description: 'The key itself: shown in this answer only, never again',
  })
  key: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  expiresAt: string | null;
}
