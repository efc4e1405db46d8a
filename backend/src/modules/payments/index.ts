/**
 * What payments offer other modules: only the receipt files (the store and the module that
 * provides it), which the deleted-users purge removes. Payments depend on users, so this surface
 * must not lead back to them.
 */
export { ReceiptStore } from './manual/receipt-store.js';
export { ReceiptsModule } from './manual/receipts.module.js';
