import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StaffEntity } from '../staff-auth/staff.entity.js';
import { ExportLinkSigner } from './export-link.signer.js';
import { ExportLinksService } from './export-links.service.js';

/** Signed download links for the CSV exports; each export's controller issues and redeems them. */
@Module({
  imports: [TypeOrmModule.forFeature([StaffEntity])],
  providers: [ExportLinkSigner, ExportLinksService],
  exports: [ExportLinksService],
})
export class ExportLinksModule {}
