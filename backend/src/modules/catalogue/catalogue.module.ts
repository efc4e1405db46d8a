import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { UploadsModule } from '../uploads/index.js';
import { WebhooksModule } from '../webhooks/index.js';
import { CatalogueAudit } from './catalogue-audit.js';
import { CatalogueFiles } from './catalogue-files.js';
import { CatalogueService } from './catalogue.service.js';
import { BooksController } from './books.controller.js';
import { CatalogueItemsService } from './catalogue-items.service.js';
import { LessonsController } from './lessons.controller.js';
import { TiersController } from './tiers.controller.js';
import { TiersService } from './tiers.service.js';

/** The catalogue: its students' reads (CatalogueService) and the back office's resources. */
@Module({
  imports: [AuditModule, UploadsModule, WebhooksModule],
  controllers: [TiersController, BooksController, LessonsController],
  providers: [
    CatalogueService,
    CatalogueAudit,
    CatalogueFiles,
    TiersService,
    CatalogueItemsService,
  ],
  exports: [CatalogueService],
})
export class CatalogueModule {}
