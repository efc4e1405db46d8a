import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';

/** Text as sent, less the white space around it; anything else is left to the type check. */
export const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/** A required text field, trimmed, of 1 to `max` characters; `field` names it in the refusals. */
export function RequiredText(field: string, max: number) {
  // In the order they apply, as if written bottom-up: the type check is the one a refusal tells.
  return applyDecorators(
    Length(1, max, { message: `${field} must be 1 to ${max} characters long` }),
    IsString({ message: `${field} must be text` }),
    Transform(trimmed),
  );
}
