/**
 * What payments offer other modules: only the receipt files, which the deleted-users purge
 * removes. Payments depend on users, so this surface must not lead back to them.
 */
export { ReceiptStore } from './manual/receipt-store.js';
