import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Readable } from 'node:stream';
import { DataSource, type EntityManager } from 'typeorm';
import { type AdminPayment, type LedgerEntry, type ReceiptMediaType } from '@academy/contracts';
import type { StaffActor } from '../../../common/auth/principal.js';
import { csvRow } from '../../../common/http/csv.js';
import { csvRecordsNewestFirst, isoTimestampText } from '../../../common/http/csv-batches.js';
import {
  cappedCount,
  pageTotal,
  readKeysetPage,
  type KeysetListQuery,
} from '../../../common/http/list-page.js';
import { timeOrIdKeyset } from '../../../common/http/keyset-order.js';
import { parseFilter, parseListQuery, type ListPage } from '../../../common/http/list-query.js';
import { AuditService } from '../../audit/index.js';
import { BalanceLedgerService } from '../../users/index.js';
import { UserEntity } from '../../users/user.entity.js';
import { ReceiptStore } from '../manual/receipt-store.js';
import { paymentByPublicId } from '../payment-by-id.js';
import { isPaymentPublicId, PaymentEntity } from '../payment.entity.js';
import {
  readAdminPayment,
  toAdminPayments,
  withUser,
  type UserColumns,
} from './admin-payment.mapper.js';
import { paymentSearch, searchPaymentsQuery, type PaymentSearch } from './payment-search.js';
import { paymentNotFound, receiptMissing } from '../payments.errors.js';

export const PAYMENT_SORT_FIELDS = ['created_at', 'amount', 'status', 'id'] as const;
type PaymentSortField = (typeof PAYMENT_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<PaymentSortField, string> = {
  created_at: 'payment.createdAt',
  amount: 'payment.amount',
  status: 'payment.status',
  id: 'payment.id',
};

export const PAYMENT_EXPORT_COLUMNS = [
  'id',
  'created_at',
  'user_id',
  'email',
  'provider',
  'method',
  'kind',
  'tier',
  'amount',
  'currency',
  'status',
  'reference',
  'coin',
  'provider_reference',
  'status_reason',
  'review_reason',
  'paid_at',
  'refunded_at',
  'promo_code',
  'list_price',
  'discount',
] as const;
const EXPORT_BATCH_SIZE = 1000;
/** The cells of a row in PAYMENT_EXPORT_COLUMNS' order (see csvRecordsNewestFirst). */
const EXPORT_CELLS = `json_build_array(payment.public_id, ${isoTimestampText('payment.created_at')},
  payment.user_id, CASE WHEN account.deleted_at IS NULL THEN account.email END, payment.provider,
  payment.method, payment.kind, payment.tier, payment.amount::text, payment.currency,
  payment.status, payment.reference, payment.coin, payment.provider_reference,
  payment.status_reason, payment.review_reason, ${isoTimestampText('payment.paid_at')},
  ${isoTimestampText('payment.refunded_at')}, payment.promo_code,
  coalesce(payment.list_price, payment.amount)::text,
  coalesce(payment.discount, 0)::numeric(14, 2)::text)::text`;

/** What the back office reads of payments: the list, one payment, its receipt, ledger and CSV. */
@Injectable()
export class AdminPaymentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly receipts: ReceiptStore,
    private readonly audit: AuditService,
    private readonly balanceLedger: BalanceLedgerService,
  ) {}

  /**
   * One page of the payments a search matches, with a count capped at LIST_COUNT_CAP. Sorted by
   * time or id, a page is read by keyset (see readKeysetPage) and a cursor may continue it.
   */
  async list(listQuery: KeysetListQuery): Promise<ListPage<AdminPayment>> {
    const { sortField, sortOrder, offset, limit, filter } = parseListQuery(
      listQuery,
      PAYMENT_SORT_FIELDS,
      'created_at',
    );
    const keyset = timeOrIdKeyset('payment', sortField, sortOrder, listQuery.cursor);
    const search = paymentSearch(filter);
    const manager = this.dataSource.manager;
    const place = { offset, limit, cursor: listQuery.cursor };
    const withUsers = withUser(searchPaymentsQuery(manager, search));
    let entities: PaymentEntity[];
    let raw: UserColumns[];
    let nextCursor: string | null = null;
    if (keyset) {
      ({ entities, raw, nextCursor } = await readKeysetPage<PaymentEntity, UserColumns>(
        withUsers,
        keyset,
        place,
      ));
    } else {
      ({ entities, raw } = await withUsers
        .orderBy(SORT_COLUMNS[sortField], sortOrder)
        .addOrderBy('payment.id', sortOrder)
        .offset(offset)
        .limit(limit)
        .getRawAndEntities<UserColumns>());
    }
    const { total, exact } = await pageTotal(place, entities.length, () =>
      cappedCount(searchPaymentsQuery(manager, search)),
    );
    return {
      rows: await toAdminPayments(manager, entities, raw),
      total,
      totalExact: exact,
      offset,
      nextCursor,
    };
  }

  async get(publicId: string): Promise<AdminPayment> {
    return this.read(this.dataSource.manager, publicId);
  }

  /** One payment as the desk shows it, read through the caller's transaction when given. */
  async read(manager: EntityManager, publicId: string): Promise<AdminPayment> {
    if (!isPaymentPublicId(publicId)) throw paymentNotFound();
    const payment = await readAdminPayment(manager, { publicId: publicId.toLowerCase() });
    if (!payment) throw paymentNotFound();
    return payment;
  }

  async receipt(
    publicId: string,
  ): Promise<{ stream: Readable; type: ReceiptMediaType; name: string }> {
    const payment = await paymentByPublicId(this.dataSource.manager, publicId);
    if (!payment.receiptFile || !payment.receiptType) {
      throw receiptMissing();
    }
    const extension = payment.receiptFile.split('.').pop() ?? 'bin';
    return {
      stream: this.receipts.open(payment.receiptFile),
      type: payment.receiptType,
      name: `receipt-${payment.publicId}.${extension}`,
    };
  }

  /** The balance changes a payment caused (its credit, its reversal), simple-rest paged. */
  async ledger(publicId: string, listQuery: KeysetListQuery): Promise<ListPage<LedgerEntry>> {
    const payment = await paymentByPublicId(this.dataSource.manager, publicId);
    return this.balanceLedger.page(
      this.dataSource.manager,
      { paymentId: payment.id },
      listQuery,
      'id',
    );
  }

  /**
   * Every payment the filter matches, newest first, as CSV. The filter is checked at once (a bad
   * one is a 400, not a broken download) and the export is audited before it streams.
   */
  async csv(actor: StaffActor, filterText: string | undefined): Promise<Readable> {
    const filter = parseFilter(filterText);
    const search = paymentSearch(filter);
    await this.dataSource.transaction((manager) =>
      this.audit.recordExport(manager, actor, 'payment_export', filter),
    );
    return Readable.from(this.lines(search));
  }

  private async *lines(search: PaymentSearch): AsyncGenerator<string> {
    yield csvRow(PAYMENT_EXPORT_COLUMNS);
    yield* csvRecordsNewestFirst(
      () =>
        searchPaymentsQuery(this.dataSource.manager, search)
          .leftJoin(UserEntity, 'account', 'account.id = payment.userId')
          .select(EXPORT_CELLS, 'cells'),
      'payment',
      EXPORT_BATCH_SIZE,
    );
  }
}
