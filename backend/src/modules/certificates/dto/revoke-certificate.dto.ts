import { ApiProperty } from '@nestjs/swagger';
import { CERTIFICATE_REVOKE_REASON_MAX, type RevokeCertificateRequest } from '@academy/contracts';
import { RequiredText } from '../../../common/http/text-field.js';

export class RevokeCertificateDto implements RevokeCertificateRequest {
  @ApiProperty({
    minLength: 1,
    maxLength: CERTIFICATE_REVOKE_REASON_MAX,
    example: 'Issued in error',
    description: 'Shown on the public verify page',
  })
  @RequiredText('reason', CERTIFICATE_REVOKE_REASON_MAX)
  reason: string;
}
