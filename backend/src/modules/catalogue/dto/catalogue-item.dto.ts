import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  BALANCE_LIMITS,
  TIER_ID_PATTERN,
  type BookRecord,
  type CatalogueItemRequest,
  type LessonRecord,
} from '@academy/contracts';
import { ListPlaceField } from './list-place-field.js';

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;
const UPLOAD_MAX = 300;

/** POST /api/admin/books and /api/admin/lessons. */
export class CreateCatalogueItemDto implements CatalogueItemRequest {
  @ApiProperty({ example: 'Options Basics', maxLength: TITLE_MAX })
  @IsString()
  @MinLength(1, { message: 'title is required' })
  @MaxLength(TITLE_MAX)
  title: string;

  @ApiPropertyOptional({ example: 'Основы опционов', maxLength: TITLE_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(TITLE_MAX)
  titleRu?: string;

  @ApiProperty({ example: 'Calls, puts and how an option is priced.' })
  @IsString()
  @MinLength(1, { message: 'description is required' })
  @MaxLength(DESCRIPTION_MAX)
  description: string;

  @ApiPropertyOptional({ example: 'Колл- и пут-опционы и как формируется их цена.' })
  @IsOptional()
  @IsString()
  @MaxLength(DESCRIPTION_MAX)
  descriptionRu?: string;

  @ApiProperty({
    example: 'b6f2c3a1d4e5f60718293a4b5c6d7e8f',
    description:
      "The file's upload id (POST /api/admin/uploads); PUT: or the record's value unchanged",
  })
  @IsString()
  @MinLength(1, { message: 'upload is required' })
  @MaxLength(UPLOAD_MAX)
  upload: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "Books: a cover image's upload id; PUT: or the record's value, or null for none",
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(UPLOAD_MAX)
  cover?: string | null;

  @ApiProperty({ example: ['platinum'], description: 'Tier ids whose holders may open it' })
  @IsArray()
  @ArrayMaxSize(50)
  @ArrayUnique()
  @IsString({ each: true })
  @Matches(TIER_ID_PATTERN, { each: true, message: 'each tier must be a tier id' })
  tiers: string[];

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 500,
    description: 'A balance at least this large opens it too',
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(BALANCE_LIMITS.max)
  minBalance?: number | null;

  @ApiPropertyOptional({ default: false, description: 'Open to anyone, like the demo lesson' })
  @IsOptional()
  @IsBoolean()
  free?: boolean;

  @ApiProperty({ example: true })
  @IsBoolean()
  published: boolean;

  @ListPlaceField()
  position?: number;
}

/** PUT takes the fields of POST; react-admin sends back the whole record, read-only fields too. */
export class UpdateCatalogueItemDto extends CreateCatalogueItemDto {
  @ApiHideProperty()
  @IsOptional()
  id?: unknown;

  @ApiHideProperty()
  @IsOptional()
  archived?: unknown;

  @ApiHideProperty()
  @IsOptional()
  durationSeconds?: unknown;
}

class CatalogueItemResponse {
  @ApiProperty({ example: 8 })
  id: number;

  @ApiProperty({ example: 'Options Basics' })
  title: string;

  @ApiProperty({ example: 'Основы опционов' })
  titleRu: string;

  @ApiProperty({ example: 'Calls, puts and how an option is priced.' })
  description: string;

  @ApiProperty({ example: 'Колл- и пут-опционы и как формируется их цена.' })
  descriptionRu: string;

  @ApiProperty({
    example: 'files/3f/3f9a0c…e1.pdf',
    description: 'The stored file, relative to CONTENT_DIR; sent back unchanged it is kept',
  })
  upload: string;

  @ApiProperty({ example: ['silver', 'gold', 'platinum'] })
  tiers: string[];

  @ApiProperty({ type: Number, nullable: true, example: null })
  minBalance: number | null;

  @ApiProperty({ example: false })
  free: boolean;

  @ApiProperty({ example: true })
  published: boolean;

  @ApiProperty({ example: 8 })
  position: number;

  @ApiProperty({ example: false, description: 'Kept for students’ history, never listed to them' })
  archived: boolean;
}

export class BookResponse extends CatalogueItemResponse implements BookRecord {
  @ApiProperty({ type: String, nullable: true, example: '/books/forex-for-beginners.jpg' })
  cover: string | null;
}

export class LessonResponse extends CatalogueItemResponse implements LessonRecord {
  @ApiProperty({ example: 515, description: 'Read from the video' })
  durationSeconds: number;
}
