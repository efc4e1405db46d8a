import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CertificatesModule } from '../certificates/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { UsersModule } from '../users/index.js';
import { ContentFilesController } from './content-files.controller.js';
import { CoversController } from './covers.controller.js';
import { ContentFilesService } from './content-files.service.js';
import { ContentLinkSigner } from './content-link.signer.js';
import { ContentController } from './content.controller.js';
import { ContentService } from './content.service.js';
import { LessonProgressEntity } from './lesson-progress.entity.js';
import { LessonProgressService } from './lesson-progress.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([LessonProgressEntity]),
    CatalogueModule,
    UsersModule,
    CertificatesModule,
  ],
  controllers: [ContentController, ContentFilesController, CoversController],
  providers: [ContentService, ContentFilesService, ContentLinkSigner, LessonProgressService],
})
export class ContentModule {}
