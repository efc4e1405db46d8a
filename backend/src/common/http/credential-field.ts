import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/**
 * A sign-in credential as typed (a username, a password, a code, a challenge): never trimmed,
 * since a space may be part of it; refused as `<label> is required` when missing or empty, and
 * with `tooLong` past `max` characters, before any hashing or lookup spends time on it.
 */
export function CredentialField(label: string, max: number, tooLong: string) {
  // In the order they apply, as if written bottom-up: the type check is the one a refusal tells.
  return applyDecorators(
    MaxLength(max, { message: tooLong }),
    IsNotEmpty({ message: `${label} is required` }),
    IsString({ message: `${label} is required` }),
  );
}
