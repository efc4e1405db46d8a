import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { ReceiptStore } from '../payments/manual/receipt-store.js';
import { ExportLinksModule } from '../export-links/export-links.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { BalanceLedgerService } from './balance-ledger.service.js';
import { BulkBalanceService } from './bulk-balance/bulk-balance.service.js';
import { BulkBalanceWorker } from './bulk-balance/bulk-balance.worker.js';
import { DeletedUsersController } from './deleted-users.controller.js';
import { DeletedUsersService } from './deleted-users.service.js';
import { StudentCache } from './student-cache.js';
import { UserEntity } from './user.entity.js';
import { LegacyUsersController } from './users-legacy.controller.js';
import { UserManagementService } from './user-management.service.js';
import { UsersExportService } from './users-export.service.js';
import { UsersResourceController } from './users-resource.controller.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), AuditModule, WebhooksModule, ExportLinksModule],
  controllers: [LegacyUsersController, UsersResourceController, DeletedUsersController],
  providers: [
    UsersService,
    UserManagementService,
    BalanceLedgerService,
    BulkBalanceService,
    BulkBalanceWorker,
    UsersExportService,
    DeletedUsersService,
    ReceiptStore,
    StudentCache,
  ],
  exports: [UsersService, BalanceLedgerService, StudentCache],
})
export class UsersModule {}
