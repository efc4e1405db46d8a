import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsString, MaxLength } from 'class-validator';
import type { PromoCheckRequest, PromoCheckResponse } from '@academy/contracts';

export class PromoCheckDto implements PromoCheckRequest {
  @ApiProperty({ example: 'spring25', description: 'Any case' })
  @IsString()
  @MaxLength(100)
  code: string;

  @ApiProperty({ example: 'gold', description: "A tier id or 'topup'" })
  @IsString()
  @MaxLength(32)
  course: string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    example: 150,
    description: 'The top-up amount (whole dollars); read for topup only',
  })
  @Allow()
  price?: number | string;
}

export class PromoCheckResponseDto implements PromoCheckResponse {
  @ApiProperty({ example: 'SPRING25' })
  code: string;

  @ApiProperty({ example: 187.5, description: 'USD the student would be charged' })
  price: number;

  @ApiProperty({ example: 62.5, description: 'USD taken off the list price' })
  discount: number;

  @ApiProperty({ example: 0, description: 'USD credited beside a top-up when it is paid' })
  bonus: number;
}
