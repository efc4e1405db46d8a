import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/**
 * A field of the record that a PUT takes back but never sets (see `refuseChangedKeptFields`):
 * let through validation, whatever it holds, and documented as optional.
 */
export function KeptFieldProperty(schema: ApiPropertyOptions) {
  // In the order they apply, as if written bottom-up.
  return applyDecorators(Allow(), ApiPropertyOptional(schema));
}
