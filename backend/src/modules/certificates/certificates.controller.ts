import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { CertificateVerification, OwnCertificate } from '@academy/contracts';
import { CurrentPrincipal, Public, StudentAuth } from '../../common/auth/auth.decorators.js';
import type { StudentPrincipal } from '../../common/auth/principal.js';
import { ApiRefusal } from '../../common/http/error-response.js';
import { RateLimited } from '../rate-limit/index.js';
import { CertificatesService } from './certificates.service.js';
import {
  CertificateVerificationResponse,
  OwnCertificateResponse,
} from './dto/certificate.responses.js';

const CODE = ApiParam({
  name: 'code',
  description: 'The certificate code (letter case ignored)',
  schema: { type: 'string', example: 'K7Q2-M4XZ-PL3A-WBWE-TR5N' },
});
const NOT_FOUND = ApiRefusal(404, 'No such certificate');

@ApiTags('certificates')
@Controller('certificates')
export class CertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @Get()
  @StudentAuth()
  @ApiOperation({ summary: "The caller's own certificates, newest first" })
  @ApiOkResponse({ type: OwnCertificateResponse, isArray: true })
  listOwn(@CurrentPrincipal() caller: StudentPrincipal): Promise<OwnCertificate[]> {
    return this.certificates.listOwn(caller.userId);
  }

  @Get(':code.pdf')
  @StudentAuth()
  @ApiOperation({
    summary: 'The holder’s certificate as a landscape PDF with a QR code to its verify page',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @NOT_FOUND
  @CODE
  async pdf(
    @CurrentPrincipal() caller: StudentPrincipal,
    @Param('code') code: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.certificates.pdfFor(caller.userId, code);
    void reply.header('Cache-Control', 'private, no-store');
    return new StreamableFile(file.content, {
      type: 'application/pdf',
      disposition: `attachment; filename="${file.filename}"`,
      length: file.content.length,
    });
  }

  @Get(':code')
  @Public()
  @RateLimited('certificate-verify')
  @ApiOperation({
    summary: 'Verify a certificate: its holder, course, date and whether it still stands',
    description:
      'Open to anyone holding the code; no e-mail, phone or balance. Counted against the ' +
      "caller's address (RATE_LIMIT_PER_IP a minute), so codes cannot be tried in bulk.",
  })
  @ApiOkResponse({ type: CertificateVerificationResponse })
  @NOT_FOUND
  @CODE
  verify(@Param('code') code: string): Promise<CertificateVerification> {
    return this.certificates.verify(code);
  }
}
