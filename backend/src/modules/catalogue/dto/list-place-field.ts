import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Min } from 'class-validator';

/**
 * `position` of a tier, book or lesson being created or changed: its 1-based place in its list,
 * the others moving to make room; last when absent.
 */
export function ListPlaceField() {
  // In the order they apply, as if written bottom-up: the integer check is the one a refusal tells.
  return applyDecorators(
    Min(1),
    IsInt(),
    IsOptional(),
    ApiPropertyOptional({
      example: 2,
      description: '1-based place; the others move. Last if absent',
    }),
  );
}
