import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** `course` on a payment route: what the payment buys, read as it comes (the catalogue decides). */
export function CourseField() {
  return applyDecorators(
    ApiProperty({
      type: String,
      example: 'gold',
      description: "A tier id (silver, gold, platinum) or 'topup'",
    }),
    Allow(),
  );
}

/** `price` on a checkout route: the amount of a top-up; a tier's price is the catalogue's. */
export function TopUpPriceField() {
  return applyDecorators(
    ApiPropertyOptional({
      oneOf: [{ type: 'number' }, { type: 'string' }],
      example: 150,
      description:
        'Read for a top-up only (whole dollars, 1 to 100,000); a tier is priced by the catalogue',
    }),
    Allow(),
  );
}
