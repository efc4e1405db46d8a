import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  PROMO_BANNER_MAX_LENGTH,
  PROMO_CODE_KINDS,
  PROMO_CODE_PATTERN,
  type PromoCodeKind,
  type PromoCodeRecord,
  type PromoCodeRequest,
} from '@academy/contracts';
import { trimmed } from '../../../common/http/text-field.js';

const MAX_VALUE = 100_000;
const MAX_LIMIT = 1_000_000;

export class CreatePromoCodeDto implements PromoCodeRequest {
  @ApiProperty({ example: 'SPRING25', description: '3–40 letters, digits, - or _; any case' })
  @Transform(trimmed)
  @IsString()
  @Matches(PROMO_CODE_PATTERN, { message: 'code must be 3–40 letters, digits, - or _' })
  code: string;

  @ApiProperty({ enum: PROMO_CODE_KINDS, example: 'percent' })
  @IsIn(PROMO_CODE_KINDS, { message: `kind must be one of ${PROMO_CODE_KINDS.join(', ')}` })
  kind: PromoCodeKind;

  @ApiProperty({
    example: 25,
    description: 'Percent off (1–100), whole dollars off, or the top-up percent credited (1–100)',
  })
  @IsInt({ message: 'value must be a whole number' })
  @Min(1, { message: 'value must be at least 1' })
  @Max(MAX_VALUE)
  value: number;

  @ApiProperty({
    type: [String],
    example: ['gold', 'platinum'],
    description: "Tier ids, or ['topup'] for a topup-bonus code",
  })
  @IsArray()
  @ArrayMinSize(1, { message: 'appliesTo must name at least one tier or topup' })
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(32, { each: true })
  appliesTo: string[];

  @ApiPropertyOptional({ type: Number, nullable: true, example: 100 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_LIMIT)
  maxUses?: number | null;

  @ApiPropertyOptional({ example: 1, description: 'Default 1' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_LIMIT)
  maxUsesPerStudent?: number;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsISO8601({ strict: true }, { message: 'startsAt must be an ISO 8601 date' })
  startsAt?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsISO8601({ strict: true }, { message: 'endsAt must be an ISO 8601 date' })
  endsAt?: string | null;

  @ApiPropertyOptional({ example: false })
  @IsOptional()
  @IsBoolean()
  firstPurchaseOnly?: boolean;

  @ApiPropertyOptional({ example: true, description: 'Shown on the Bonuses & Promotions page' })
  @IsOptional()
  @IsBoolean()
  public?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, example: '25% off Gold this spring' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(PROMO_BANNER_MAX_LENGTH)
  bannerText?: string | null;

  @ApiPropertyOptional({ example: true, description: 'false deactivates the code' })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

/**
 * PUT takes the fields of POST; react-admin sends back the whole record, so its read-only
 * figures are taken and ignored.
 */
export class UpdatePromoCodeDto extends CreatePromoCodeDto {
  @ApiHideProperty() @IsOptional() id?: unknown;
  @ApiHideProperty() @IsOptional() uses?: unknown;
  @ApiHideProperty() @IsOptional() reserved?: unknown;
  @ApiHideProperty() @IsOptional() revenue?: unknown;
  @ApiHideProperty() @IsOptional() discountGiven?: unknown;
  @ApiHideProperty() @IsOptional() bonusGiven?: unknown;
  @ApiHideProperty() @IsOptional() createdAt?: unknown;
  @ApiHideProperty() @IsOptional() updatedAt?: unknown;
}

export class PromoCodeResponse implements PromoCodeRecord {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'SPRING25' })
  code: string;

  @ApiProperty({ enum: PROMO_CODE_KINDS })
  kind: PromoCodeKind;

  @ApiProperty({ example: 25 })
  value: number;

  @ApiProperty({ type: [String], example: ['gold'] })
  appliesTo: string[];

  @ApiProperty({ type: Number, nullable: true, example: 100 })
  maxUses: number | null;

  @ApiProperty({ example: 1 })
  maxUsesPerStudent: number;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  startsAt: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  endsAt: string | null;

  @ApiProperty()
  firstPurchaseOnly: boolean;

  @ApiProperty()
  public: boolean;

  @ApiProperty({ type: String, nullable: true })
  bannerText: string | null;

  @ApiProperty({ description: 'false: deactivated, refused as PROMO_EXPIRED' })
  active: boolean;

  @ApiProperty({ example: 3, description: 'Consumed uses (paid payments)' })
  uses: number;

  @ApiProperty({ example: 1, description: 'Uses held by pending payments' })
  reserved: number;

  @ApiProperty({ example: 562.5, description: 'USD charged by paid payments with the code' })
  revenue: number;

  @ApiProperty({ example: 187.5, description: 'USD taken off their list prices' })
  discountGiven: number;

  @ApiProperty({ example: 0, description: 'USD credited as top-up bonuses' })
  bonusGiven: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}
