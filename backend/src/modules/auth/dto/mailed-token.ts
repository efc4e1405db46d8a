import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

/**
 * The token of a link mailed to a student (verify, restore, confirm, reset, unlock): one that is
 * missing or malformed is refused with `invalid`, the words an expired one gets, so a guess learns
 * nothing from the answer.
 */
export function MailedToken(description: string, invalid: string): PropertyDecorator {
  // In the order they apply, as if written bottom-up: the type check is the one a refusal tells.
  return applyDecorators(
    Length(20, 200, { message: invalid }),
    IsString({ message: invalid }),
    ApiProperty({ description, example: 'k3J9vQ2mX7pL0aR5tY8wZ1cB4nF6hD2s' }),
  );
}
