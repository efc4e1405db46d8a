import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  FIELD_ERROR_CODES,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  type StaffAccount,
  type StaffAccountCreateRequest,
  type StaffAccountUpdateRequest,
  type StaffPasswordRequest,
  type StaffRole,
} from '@academy/contracts';
import { KeptFieldProperty } from '../../../common/http/kept-field-property.js';
import type { KeptField } from '../../../common/http/kept-fields.js';

const roleRule = { message: `role must be one of ${STAFF_ROLES.join(', ')}` };

/** A staff password; the service checks its length and answers with the rule's words. */
function StaffPasswordField() {
  return applyDecorators(
    ApiProperty({
      minLength: STAFF_PASSWORD_MIN_LENGTH,
      maxLength: STAFF_PASSWORD_MAX_LENGTH,
      example: 'a long staff password',
    }),
    IsString({ message: 'Password is required' }),
  );
}

/** The username and password rules are checked by the service, which shares them with the CLI. */
export class CreateStaffAccountDto implements StaffAccountCreateRequest {
  @ApiProperty({ example: 'support.maria', description: '3 to 100 letters, digits or . _ @ -' })
  @IsString({ message: 'Username is required' })
  @MaxLength(100, { message: 'The username must be 3 to 100 letters, digits or . _ @ -' })
  username: string;

  @ApiProperty({ enum: STAFF_ROLES })
  @IsIn(STAFF_ROLES, roleRule)
  role: StaffRole;

  @StaffPasswordField()
  password: string;
}

export class UpdateStaffAccountDto implements StaffAccountUpdateRequest {
  @ApiPropertyOptional({ enum: STAFF_ROLES })
  @IsOptional()
  @IsIn(STAFF_ROLES, roleRule)
  role?: StaffRole;

  @ApiPropertyOptional({
    description: 'A disabled account cannot sign in; its sessions end',
    example: false,
  })
  @IsOptional()
  @IsBoolean({ message: 'disabled must be true or false' })
  disabled?: boolean;
}

const readOnly = (field: string, why: string): KeptField => ({
  code: FIELD_ERROR_CODES.READ_ONLY,
  message: `${field} is read-only (${why}): send it as it was read`,
});

/** The staff account fields PUT does not set: ignored when sent as stored, refused when changed. */
export const STAFF_KEPT_FIELDS: Record<
  Exclude<keyof StaffAccount, keyof StaffAccountUpdateRequest>,
  KeptField
> = {
  id: readOnly('id', 'the account it names'),
  username: readOnly('username', 'an account keeps its username'),
  createdAt: readOnly('createdAt', 'set when the account was made'),
  lastSignInAt: readOnly('lastSignInAt', 'set by each sign-in'),
  twoFactorEnabled: readOnly('twoFactorEnabled', 'its owner turns it on; DELETE …/2fa resets it'),
};

/** The whole staff account, as ra-data-simple-rest sends it back: role and state change. */
export class ReplaceStaffAccountDto extends UpdateStaffAccountDto {
  @KeptFieldProperty({ type: Number, description: 'Read-only' })
  id?: unknown;

  @KeptFieldProperty({ type: String, description: 'Read-only' })
  username?: unknown;

  @KeptFieldProperty({ type: String, format: 'date-time', description: 'Read-only' })
  createdAt?: unknown;

  @KeptFieldProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Read-only',
  })
  lastSignInAt?: unknown;

  @KeptFieldProperty({ type: Boolean, description: 'Read-only' })
  twoFactorEnabled?: unknown;
}

export class StaffPasswordDto implements StaffPasswordRequest {
  @StaffPasswordField()
  password: string;
}

export class StaffAccountResponse implements StaffAccount {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'support.maria' })
  username: string;

  @ApiProperty({ enum: STAFF_ROLES })
  role: StaffRole;

  @ApiProperty({ example: false })
  disabled: boolean;

  @ApiProperty({ format: 'date-time', example: '2026-09-01T08:00:00.000Z' })
  createdAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-23T08:05:00.000Z',
  })
  lastSignInAt: string | null;

  @ApiProperty({ example: true, description: 'Signs in with a TOTP code after the password' })
  twoFactorEnabled: boolean;
}
