import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString } from 'class-validator';
import { EXPORT_LINK_SECONDS, type ExportLink } from '@academy/contracts';

/** POST …/export-links: the export's filter, the same one its GET export.csv takes. */
export class CreateExportLinkDto {
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    example: { q: 'gmail.com' },
    description: "The export's filter as an object; none exports everything",
  })
  @IsOptional()
  @IsObject({ message: 'filter must be an object' })
  filter?: Record<string, unknown>;
}

export class ExportLinkResponse implements ExportLink {
  @ApiProperty({
    example:
      '/api/admin/users/signed-export.csv?filter=%7B%7D&staff=3&v=1767225600000&exp=1767225660&sig=…',
    description: "The download's path on the API's origin, to be opened without any header",
  })
  url: string;

  @ApiProperty({
    format: 'date-time',
    description: `When the link stops working (${EXPORT_LINK_SECONDS} seconds after it was made)`,
  })
  expiresAt: string;
}

/** One value of the link: any text passes here, since the signature check judges it. */
const SignedValue = (description: string) =>
  applyDecorators(IsString(), IsOptional(), ApiPropertyOptional({ description }));

/** What a signed link carries; every value is covered by its signature (a missing one: 403). */
export class SignedExportQuery {
  @SignedValue('The filter, as JSON text')
  filter?: string;

  @SignedValue('The staff member the link was made for')
  staff?: string;

  @SignedValue("Their account's credentials version")
  v?: string;

  @SignedValue('Expiry, unix seconds')
  exp?: string;

  @SignedValue('HMAC-SHA256 signature, base64url')
  sig?: string;
}
