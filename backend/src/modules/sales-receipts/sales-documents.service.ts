import { mailLocale } from '@academy/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  SALES_DOCUMENT_PREFIXES,
  type SalesDocument,
  type SalesDocumentKind,
} from '@academy/contracts';
import type { Principal } from '../../common/auth/principal.js';
import { UNKNOWN_TIME_ZONE } from '../../common/dates/document-date.js';
import { AppConfig } from '../../config/app-config.js';
import { isPaymentPublicId, PaymentEntity } from '../payments/payment.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { WebhookOutbox } from '../webhooks/index.js';
import { SalesDocumentEntity } from './sales-document.entity.js';
import { renderSalesDocument, type SalesDocumentFacts } from './sales-document-pdf.js';
import { salesDocumentNotFound } from './sales-receipts.errors.js';

const NOT_FOUND_WORDING: Record<SalesDocumentKind, string> = {
  receipt: 'receipt',
  credit_note: 'credit note',
};

/** A document ready to send: its PDF and the name the file goes by. */
export interface SalesDocumentFile {
  filename: string;
  content: Buffer;
}

export function salesDocumentFilename(number: string): string {
  return `${number}.pdf`;
}

/**
 * Issues sales receipts and credit notes inside the transaction that pays or refunds a payment,
 * and draws their PDFs. The payment row is locked by the caller, so a payment is numbered once.
 */
@Injectable()
export class SalesDocumentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly webhooks: WebhookOutbox,
  ) {}

  /** A paid payment's receipt; its number is the next in this year's series. */
  issueReceipt(manager: EntityManager, payment: PaymentEntity): Promise<string> {
    return this.issue(manager, payment, 'receipt');
  }

  /** A refunded payment's credit note, in its own series, referring to the receipt. */
  issueCreditNote(manager: EntityManager, payment: PaymentEntity): Promise<string> {
    return this.issue(manager, payment, 'credit_note');
  }

  /**
   * The document's PDF, for the student who paid or for staff (the route has checked their
   * permission); another student's payment is not found, as an unknown one is.
   */
  async pdfFor(
    caller: Principal,
    paymentPublicId: string,
    kind: SalesDocumentKind,
  ): Promise<SalesDocumentFile> {
    const missing = salesDocumentNotFound(NOT_FOUND_WORDING[kind]);
    if (!isPaymentPublicId(paymentPublicId)) throw missing;
    const payment = await this.dataSource
      .getRepository(PaymentEntity)
      .findOneBy({ publicId: paymentPublicId.toLowerCase() });
    if (!payment || (caller.kind === 'student' && caller.userId !== payment.userId)) throw missing;
    const document = await this.dataSource
      .getRepository(SalesDocumentEntity)
      .findOneBy({ paymentId: payment.id, kind });
    if (!document) throw missing;
    return this.render(this.dataSource.manager, document, payment);
  }

  /** Draws a stored document; the receipt a credit note refers to is read through `manager`. */
  async render(
    manager: EntityManager,
    document: SalesDocumentEntity,
    payment: PaymentEntity,
  ): Promise<SalesDocumentFile> {
    const receipt =
      document.kind === 'credit_note'
        ? await manager
            .getRepository(SalesDocumentEntity)
            .findOneBy({ paymentId: payment.id, kind: 'receipt' })
        : null;
    const facts: SalesDocumentFacts = {
      kind: document.kind,
      number: document.number,
      issuedAt: document.issuedAt,
      locale: document.locale,
      timeZone: document.timeZone,
      seller: this.config.academy,
      buyer: { name: document.buyerName, email: document.buyerEmail },
      payment: {
        publicId: payment.publicId,
        kind: payment.kind,
        tier: payment.tier,
        method: payment.method,
        amount: payment.amount,
        discount:
          payment.promoCode && payment.discount && payment.listPrice !== null
            ? { listPrice: payment.listPrice, amount: payment.discount, code: payment.promoCode }
            : null,
        reference: payment.providerReference ?? payment.reference,
        paidAt: payment.paidAt,
        refundedAt: payment.refundedAt,
        statusReason: payment.statusReason,
      },
      refersTo: receipt?.number ?? null,
    };
    return {
      filename: salesDocumentFilename(document.number),
      content: await renderSalesDocument(facts),
    };
  }

  private async issue(
    manager: EntityManager,
    payment: PaymentEntity,
    kind: SalesDocumentKind,
  ): Promise<string> {
    const user = await manager.getRepository(UserEntity).findOneByOrFail({ id: payment.userId });
    const issuedAt = new Date();
    const number = await this.nextNumber(manager, kind, issuedAt.getUTCFullYear());
    const { identifiers } = await manager.insert(SalesDocumentEntity, {
      kind,
      number,
      paymentId: payment.id,
      userId: user.id,
      buyerName: `${user.username} ${user.lastname}`.trim(),
      buyerEmail: user.email,
      locale: mailLocale(user.locale, user.deviceLocale),
      timeZone: user.deviceTimeZone ?? UNKNOWN_TIME_ZONE,
      issuedAt,
    });
    const id = (identifiers[0] as { id: number }).id;
    await this.webhooks.recordDocumentEvent(manager, 'receipt.issued', async (reader) => {
      const documents = reader.getRepository(SalesDocumentEntity);
      const document = await documents.findOneBy({ id });
      if (!document) return null;
      const receipt =
        kind === 'credit_note'
          ? await documents.findOneBy({ paymentId: payment.id, kind: 'receipt' })
          : null;
      return {
        userId: document.userId,
        data: toSalesDocument(document, payment, receipt?.number ?? null),
      };
    });
    return number;
  }

  /**
   * Takes the series' next number by one upsert of its counter row, which waits for any other
   * transaction holding it: numbers follow the order in which payments commit, with no gaps.
   */
  private async nextNumber(
    manager: EntityManager,
    kind: SalesDocumentKind,
    year: number,
  ): Promise<string> {
    const [row] = await manager.query<{ last: number }[]>(
      `INSERT INTO sales_document_counters (kind, year, last) VALUES ($1, $2, 1)
       ON CONFLICT (kind, year) DO UPDATE SET last = sales_document_counters.last + 1
       RETURNING last`,
      [kind, year],
    );
    return `${SALES_DOCUMENT_PREFIXES[kind]}-${year}-${String(row.last).padStart(6, '0')}`;
  }
}

function toSalesDocument(
  document: SalesDocumentEntity,
  payment: PaymentEntity,
  refersTo: string | null,
): SalesDocument {
  return {
    number: document.number,
    kind: document.kind,
    paymentId: payment.publicId,
    userId: document.userId,
    refersTo,
    buyerName: document.buyerName,
    buyerEmail: document.buyerEmail,
    paymentKind: payment.kind,
    tier: payment.tier,
    method: payment.method,
    amount: payment.amount,
    currency: payment.currency,
    issuedAt: document.issuedAt.toISOString(),
  };
}
