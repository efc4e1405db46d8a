import { applyDecorators, Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SalesDocumentKind } from '@academy/contracts';
import { CurrentPrincipal, StudentOrStaffAuth } from '../../common/auth/auth.decorators.js';
import type { Principal } from '../../common/auth/principal.js';
import { ApiRefusal } from '../../common/http/error-response.js';
import { SalesDocumentsService } from './sales-documents.service.js';

/** GET :id/<file>: a payment's document as a PDF download, for its student and for staff. */
const SalesDocumentRoute = (file: string, summary: string) =>
  applyDecorators(
    Get(`:id/${file}`),
    StudentOrStaffAuth('payments:read'),
    ApiOperation({
      summary,
      description: 'For the student who paid, staff and API keys with payments:read.',
    }),
    ApiProduces('application/pdf'),
    ApiOkResponse({ schema: { type: 'string', format: 'binary' } }),
    ApiRefusal(404, "No such payment, another student's, or none issued for it (yet)"),
    ApiParam({
      name: 'id',
      description: 'The payment id',
      schema: { type: 'string', format: 'uuid', example: '6f1c2b9e-8a4d-4c3e-9b7a-2d5e1f0a3c47' },
    }),
  );

@ApiTags('payments')
@Controller('payments')
export class SalesDocumentsController {
  constructor(private readonly documents: SalesDocumentsService) {}

  @SalesDocumentRoute('receipt.pdf', 'The sales receipt of a paid payment (PDF)')
  receipt(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    return this.send(caller, id, 'receipt', reply);
  }

  @SalesDocumentRoute('credit-note.pdf', 'The credit note of a refunded payment (PDF)')
  creditNote(
    @CurrentPrincipal() caller: Principal,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    return this.send(caller, id, 'credit_note', reply);
  }

  private async send(
    caller: Principal,
    id: string,
    kind: SalesDocumentKind,
    reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.documents.pdfFor(caller, id, kind);
    void reply.header('Cache-Control', 'private, no-store');
    return new StreamableFile(file.content, {
      type: 'application/pdf',
      disposition: `attachment; filename="${file.filename}"`,
      length: file.content.length,
    });
  }
}
