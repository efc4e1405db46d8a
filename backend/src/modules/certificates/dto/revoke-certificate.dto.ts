import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { CERTIFICATE_REVOKE_REASON_MAX, type RevokeCertificateRequest } from '@academy/contracts';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

export class RevokeCertificateDto implements RevokeCertificateRequest {
  @ApiProperty({
    minLength: 1,
    maxLength: CERTIFICATE_REVOKE_REASON_MAX,
    example: 'Issued in error',
    description: 'Shown on the public verify page',
  })
  @Transform(trimmed)
  @IsString({ message: 'reason must be text' })
  @Length(1, CERTIFICATE_REVOKE_REASON_MAX, {
    message: `reason must be 1 to ${CERTIFICATE_REVOKE_REASON_MAX} characters long`,
  })
  reason: string;
}
