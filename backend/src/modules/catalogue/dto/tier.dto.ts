import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  NotEquals,
} from 'class-validator';
import {
  TIER_ID_PATTERN,
  TIER_NAME_PATTERN,
  TOPUP_COURSE,
  type TierRecord,
  type TierRequest,
} from '@academy/contracts';
import { ListPlaceField } from './list-place-field.js';

export const TIER_MAX_PRICE = 100_000;
const DESCRIPTION_MAX = 1000;

export class CreateTierDto implements TierRequest {
  @ApiProperty({ example: 'diamond', description: 'A lower-case slug; it never changes' })
  @IsString()
  @Matches(TIER_ID_PATTERN, { message: 'id must be a lower-case slug (a-z, 0-9, -)' })
  @NotEquals(TOPUP_COURSE, { message: `id cannot be ${TOPUP_COURSE}` })
  id: string;

  @ApiProperty({ example: 'DIAMOND', description: 'The `course` value buyers hold' })
  @IsString()
  @Matches(TIER_NAME_PATTERN, { message: 'name must be upper-case letters, digits, _ or -' })
  @NotEquals('NONE', { message: 'name cannot be NONE' })
  @NotEquals('OVERDRAFT', { message: 'name cannot be OVERDRAFT' })
  name: string;

  @ApiProperty({ example: 750, description: 'Whole US dollars, 1 to 100,000' })
  @IsInt({ message: 'price must be whole dollars' })
  @Min(1, { message: 'price must be at least $1' })
  @Max(TIER_MAX_PRICE, { message: 'price must be at most $100,000' })
  price: number;

  @ApiProperty({ example: 'Everything in Platinum, with a personal mentor.' })
  @IsString()
  @MinLength(1, { message: 'description is required' })
  @MaxLength(DESCRIPTION_MAX)
  description: string;

  @ApiPropertyOptional({ example: 'Всё, что в Platinum, и личный наставник.' })
  @IsOptional()
  @IsString()
  @MaxLength(DESCRIPTION_MAX)
  descriptionRu?: string;

  @ApiProperty({ example: false })
  @IsBoolean()
  popular: boolean;

  @ApiProperty({ example: true, description: 'Whether students see it and may buy it' })
  @IsBoolean()
  published: boolean;

  @ListPlaceField()
  position?: number;
}

/** PUT takes the fields of POST; react-admin sends back the whole record, read-only fields too. */
export class UpdateTierDto extends CreateTierDto {
  @ApiHideProperty()
  @IsOptional()
  archived?: unknown;
}

export class TierResponse implements TierRecord {
  @ApiProperty({ example: 'gold' })
  id: string;

  @ApiProperty({ example: 'GOLD' })
  name: string;

  @ApiProperty({ example: 250 })
  price: number;

  @ApiProperty({ example: 'Unlocks the full library of seven trading e-books.' })
  description: string;

  @ApiProperty({ example: 'Открывает всю библиотеку из семи электронных книг о трейдинге.' })
  descriptionRu: string;

  @ApiProperty({ example: true })
  popular: boolean;

  @ApiProperty({ example: true })
  published: boolean;

  @ApiProperty({ example: 2 })
  position: number;

  @ApiProperty({ example: false, description: 'Deleted while students held it; never sold again' })
  archived: boolean;
}
