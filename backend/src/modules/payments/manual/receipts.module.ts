import { Module } from '@nestjs/common';
import { ReceiptStore } from './receipt-store.js';

/**
 * The one ReceiptStore: the payments module reads and writes receipts with it, and the
 * deleted-users purge removes a purged student's files with it. Its own module, so that users can
 * import it without importing payments, which depend on users.
 */
@Module({ providers: [ReceiptStore], exports: [ReceiptStore] })
export class ReceiptsModule {}
