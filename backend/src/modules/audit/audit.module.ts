import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExportLinksModule } from '../export-links/index.js';
import { AuditLogEntryEntity } from './audit-log-entry.entity.js';
import { AuditExportService } from './audit-export.service.js';
import { AuditController, AuditExportController } from './audit.controller.js';
import { AuditService } from './audit.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([AuditLogEntryEntity]), ExportLinksModule],
  controllers: [AuditExportController, AuditController],
  providers: [AuditService, AuditExportService],
  exports: [AuditService],
})
export class AuditModule {}
