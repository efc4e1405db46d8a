import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { ReceiptStore } from '../payments/manual/receipt-store.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { BalanceLedgerService } from './balance-ledger.service.js';
import { BulkBalanceService } from './bulk-balance.service.js';
import { DeletedUsersController } from './deleted-users.controller.js';
import { DeletedUsersService } from './deleted-users.service.js';
import { UserEntity } from './user.entity.js';
import { LegacyUsersController } from './users-legacy.controller.js';
import { UserManagementService } from './user-management.service.js';
import { UsersExportService } from './users-export.service.js';
import { UsersResourceController } from './users-resource.controller.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), AuditModule, WebhooksModule],
  controllers: [LegacyUsersController, UsersResourceController, DeletedUsersController],
  providers: [
    UsersService,
    UserManagementService,
    BalanceLedgerService,
    BulkBalanceService,
    UsersExportService,
    DeletedUsersService,
    ReceiptStore,
  ],
  exports: [UsersService, BalanceLedgerService],
})
export class UsersModule {}
