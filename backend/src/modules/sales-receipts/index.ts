/**
 * Sales receipts and credit notes: payments issue them in their paying and refunding
 * transactions. Not the proof-of-payment files students attach to manual payments.
 */
export { SalesReceiptsModule } from './sales-receipts.module.js';
export { SalesDocumentsService } from './sales-documents.service.js';
export { SalesDocumentResponse } from './dto/sales-document.response.js';
