import {
  type CourseTierName,
  type Locale,
  type PaymentKind,
  type PaymentMethod,
  type SalesDocumentKind,
} from '@academy/contracts';
import { formatUsd } from '@academy/domain';
import { documentDate } from '../../common/dates/document-date.js';
import { newPdfDocument, pdfBytes } from '../../common/pdf/pdf-document.js';
import type { AppConfig } from '../../config/app-config.js';
import { salesDocumentTexts } from './sales-document-texts.js';

/** Everything a sales receipt or credit note prints. */
export interface SalesDocumentFacts {
  kind: SalesDocumentKind;
  number: string;
  issuedAt: Date;
  locale: Locale;
  /** The IANA time zone its dates are written in. */
  timeZone: string;
  seller: AppConfig['academy'];
  buyer: { name: string; email: string };
  payment: {
    publicId: string;
    kind: PaymentKind;
    tier: CourseTierName | null;
    method: PaymentMethod;
    amount: number;
    /** The price before a promo code's discount, with the code; null without a discount. */
    discount: { listPrice: number; amount: number; code: string } | null;
    /** The provider's id of the charge, else the student's own reference of a manual payment. */
    reference: string | null;
    paidAt: Date | null;
    refundedAt: Date | null;
    statusReason: string | null;
  };
  /** The receipt a credit note refers to; null for a receipt or a payment paid before receipts. */
  refersTo: string | null;
}

const MARGIN = 56;
const tierName = (tier: CourseTierName) => tier.charAt(0) + tier.slice(1).toLowerCase();
const LABEL_WIDTH = 170;

/** An A4 page: the seller, the buyer, what was bought and how it was paid (or refunded). */
export async function renderSalesDocument(facts: SalesDocumentFacts): Promise<Buffer> {
  const text = salesDocumentTexts(facts.locale);
  const money = (amount: number) => formatUsd(amount, facts.locale);
  const date = (value: Date) => documentDate(value, facts.locale, facts.timeZone);
  const doc = await newPdfDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${text.title[facts.kind]} ${facts.number}`, Author: 'Trading Academy' },
  });
  const width = doc.page.width - 2 * MARGIN;

  const heading = (value: string) => {
    doc.moveDown(0.8).font('bold').fontSize(12).text(value).font('regular').fontSize(10);
    doc.moveDown(0.2);
  };
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.fillColor('#555555').text(label, MARGIN, y, { width: LABEL_WIDTH });
    const labelBottom = doc.y;
    doc.fillColor('#000000').text(value, MARGIN + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
    doc.y = Math.max(doc.y, labelBottom);
    doc.x = MARGIN;
  };
  const orNotSet = (value: string | null) => value ?? text.notSet;

  doc.font('bold').fontSize(20).text(text.title[facts.kind]);
  doc.font('regular').fontSize(10).moveDown(0.5);
  row(text.number, facts.number);
  row(text.issued, date(facts.issuedAt));
  if (facts.kind === 'credit_note') row(text.refersTo, facts.refersTo ?? text.noReceipt);

  heading(text.seller);
  row(text.legalName, orNotSet(facts.seller.legalName));
  row(text.address, orNotSet(facts.seller.address));
  row(text.taxId, orNotSet(facts.seller.taxId));
  row(text.supportEmail, orNotSet(facts.seller.supportEmail));

  heading(text.buyer);
  row(text.buyer, facts.buyer.name);
  row('E-mail', facts.buyer.email);

  heading(text.item);
  const { payment } = facts;
  row(text.item, payment.tier ? text.course(tierName(payment.tier)) : text.topup);
  if (payment.discount) {
    row(text.listPrice, money(payment.discount.listPrice));
    row(text.promoCode, payment.discount.code);
    row(text.discount, `-${money(payment.discount.amount)}`);
  }
  if (facts.kind === 'receipt') {
    row(text.amountPaid, money(payment.amount));
  } else {
    row(text.amountRefunded, money(payment.amount));
  }
  row(text.method, text.methods[payment.method]);
  if (payment.reference) row(text.providerReference, payment.reference);
  row(text.paymentId, payment.publicId);
  if (payment.paidAt) row(text.paidAt, date(payment.paidAt));
  if (facts.kind === 'credit_note') {
    if (payment.refundedAt) row(text.refundedAt, date(payment.refundedAt));
    if (payment.statusReason) row(text.reason, payment.statusReason);
  }

  doc.moveDown(1.5).fillColor('#555555').fontSize(8).text(text.timeZoneNote(facts.timeZone));
  return pdfBytes(doc);
}
