import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { CertificatesModule } from '../certificates/index.js';
import { ReceiptsModule } from '../payments/index.js';
import { ExportLinksModule } from '../export-links/index.js';
import { WebhooksModule } from '../webhooks/index.js';
import { BalanceLedgerService } from './balance/balance-ledger.service.js';
import { BalanceService } from './balance/balance.service.js';
import { BulkBalanceService } from './bulk-balance/bulk-balance.service.js';
import { BulkBalanceWorker } from './bulk-balance/bulk-balance.worker.js';
import { DeletedUsersController } from './deleted/deleted-users.controller.js';
import { DeletedUsersService } from './deleted/deleted-users.service.js';
import { StudentCache } from './accounts/student-cache.js';
import { UserEntity } from './user.entity.js';
import { LegacyUsersController } from './accounts/users-legacy.controller.js';
import { UserListService } from './accounts/user-list.service.js';
import { UserManagementService } from './accounts/user-management.service.js';
import { AuditedUserChange } from './accounts/audited-user-change.js';
import { StaffBalanceService } from './accounts/staff-balance.service.js';
import { UsersExportService } from './export/users-export.service.js';
import { UsersResourceController } from './accounts/users-resource.controller.js';
import { UserCourseController } from './accounts/user-course.controller.js';
import { UserRecordController } from './accounts/user-record.controller.js';
import { BulkBalanceController } from './bulk-balance/bulk-balance.controller.js';
import { UsersService } from './accounts/users.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity]),
    AuditModule,
    CertificatesModule,
    WebhooksModule,
    ExportLinksModule,
    ReceiptsModule,
  ],
  controllers: [
    LegacyUsersController,
    // In this order the OpenAPI document lists the resource's paths: list, bulk jobs, one user.
    UsersResourceController,
    BulkBalanceController,
    UserRecordController,
    UserCourseController,
    DeletedUsersController,
  ],
  providers: [
    UsersService,
    UserManagementService,
    AuditedUserChange,
    StaffBalanceService,
    UserListService,
    BalanceLedgerService,
    BalanceService,
    BulkBalanceService,
    BulkBalanceWorker,
    UsersExportService,
    DeletedUsersService,
    StudentCache,
  ],
  exports: [UsersService, BalanceService, BalanceLedgerService, StudentCache],
})
export class UsersModule {}
