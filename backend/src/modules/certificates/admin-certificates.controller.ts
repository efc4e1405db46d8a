import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AdminCertificate } from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../common/auth/principal.js';
import { ApiRefusal } from '../../common/http/error-response.js';
import { ListQuery, type ListPage } from '../../common/http/list-query.js';
import { ListPageAnswer } from '../../common/http/list-response.js';
import { CertificatesService } from './certificates.service.js';
import { AdminCertificateResponse } from './dto/certificate.responses.js';
import { RevokeCertificateDto } from './dto/revoke-certificate.dto.js';

@ApiTags('admin: certificates')
@Controller('admin/certificates')
export class AdminCertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @Get()
  @StaffAuth('users:read')
  @ApiOperation({
    summary: 'Certificates, newest first (simple-rest)',
    description:
      'Filters: q (holder name or code), status (valid, revoked), userId. ' +
      'Sort by issuedAt, id, holderName or course.',
  })
  @ListPageAnswer(AdminCertificateResponse, 'certificates', '0-24/3')
  list(@Query() query: ListQuery): Promise<ListPage<AdminCertificate>> {
    return this.certificates.list(query);
  }

  @Post(':code/revoke')
  @HttpCode(200)
  @StaffAuth('users:write')
  @ApiOperation({ summary: 'Revoke a certificate; its verify page then says so, with the reason' })
  @ApiParam({ name: 'code', schema: { type: 'string', example: 'K7Q2-M4XZ-PL3A-WBWE-TR5N' } })
  @ApiOkResponse({ type: AdminCertificateResponse })
  @ApiRefusal(404, 'No such certificate')
  @ApiRefusal(409, 'Already revoked')
  revoke(
    @CurrentPrincipal() actor: StaffActor,
    @Param('code') code: string,
    @Body() body: RevokeCertificateDto,
  ): Promise<AdminCertificate> {
    return this.certificates.revoke(actor, code, body.reason);
  }
}
