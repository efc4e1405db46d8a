import { In, type EntityManager } from 'typeorm';
import { SalesDocumentEntity } from '../sales-receipts/sales-document.entity.js';

/** A payment's sales receipt and credit note numbers, for the links to their PDFs. */
export interface SalesDocumentNumbers {
  salesReceiptNumber: string | null;
  creditNoteNumber: string | null;
}

export const NO_SALES_DOCUMENTS: SalesDocumentNumbers = {
  salesReceiptNumber: null,
  creditNoteNumber: null,
};

/** The numbers of the given payments' documents, by payment id: one query. */
export async function readSalesDocumentNumbers(
  manager: EntityManager,
  paymentIds: number[],
): Promise<Map<number, SalesDocumentNumbers>> {
  const numbers = new Map<number, SalesDocumentNumbers>();
  if (paymentIds.length === 0) return numbers;
  const documents = await manager.getRepository(SalesDocumentEntity).find({
    where: { paymentId: In(paymentIds) },
    select: { paymentId: true, kind: true, number: true },
  });
  for (const document of documents) {
    const entry = numbers.get(document.paymentId) ?? { ...NO_SALES_DOCUMENTS };
    if (document.kind === 'receipt') entry.salesReceiptNumber = document.number;
    else entry.creditNoteNumber = document.number;
    numbers.set(document.paymentId, entry);
  }
  return numbers;
}
