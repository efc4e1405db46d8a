import { Controller, Query, type StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AdminPayment } from '@academy/contracts';
import type { StaffActor } from '../../../common/auth/principal.js';
import { csvAttachment } from '../../../common/http/csv.js';
import { KeysetListQuery } from '../../../common/http/list-page.js';
import type { ListPage } from '../../../common/http/list-query.js';
import { CsvExportRoutes, ExportLinksService } from '../../export-links/index.js';
import { AdminPaymentsService } from './admin-payments.service.js';
import { BAD_PAYMENT_FILTER, paymentRoutes } from './payment-routes.js';
import { paymentSearch } from './payment-search.js';

/** The back office's Payments resource (ra-data-simple-rest conventions): the list and its exports. */
@ApiTags('admin: payments')
@Controller('admin/payments')
export class AdminPaymentListController extends CsvExportRoutes({
  kind: 'payments',
  permission: 'payments:read',
  operation: {
    summary: 'Every payment the filter matches, newest first, as a streamed CSV download (audited)',
    description: 'Takes the same filter as the list, without paging.',
  },
  answer: 'payments-YYYY-MM-DD.csv',
  invalid: BAD_PAYMENT_FILTER,
  filter: {
    example: '{"status":"paid","from":"2026-11-01"}',
    description: 'JSON object: the same filter as GET /api/admin/payments',
  },
  readable: 'payments',
  checkFilter: paymentSearch,
}) {
  constructor(
    private readonly payments: AdminPaymentsService,
    readonly links: ExportLinksService,
  ) {
    super();
  }

  @paymentRoutes.List(
    {
      summary: 'Search and page payments in SQL, newest first by default',
      description:
        'filter: id (a list of payment ids: getMany), status, method, provider, userId, q (reference, provider id or e-mail, case-insensitive substring), from/to (YYYY-MM-DD inclusive, or ISO), conflict (true: only payments whose reference a payment of another student claims too), needsStaff (true: only pending payments held for staff with a review reason). sort: created_at, amount, status, id.',
    },
    { range: '0-24/1234', cursor: true, invalid: BAD_PAYMENT_FILTER },
  )
  list(@Query() query: KeysetListQuery): Promise<ListPage<AdminPayment>> {
    return this.payments.list(query);
  }

  async csvFile(actor: StaffActor, filter: string | undefined): Promise<StreamableFile> {
    return csvAttachment('payments', await this.payments.csv(actor, filter));
  }
}
