import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/index.js';
import { WebhooksModule } from '../webhooks/index.js';
import { SalesDocumentCounterEntity } from './sales-document-counter.entity.js';
import { SalesDocumentEntity } from './sales-document.entity.js';
import { SalesDocumentMailer } from './sales-document-mailer.service.js';
import { SalesDocumentsController } from './sales-documents.controller.js';
import { SalesDocumentsService } from './sales-documents.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([SalesDocumentEntity, SalesDocumentCounterEntity]),
    MailModule,
    WebhooksModule,
  ],
  controllers: [SalesDocumentsController],
  providers: [SalesDocumentsService, SalesDocumentMailer],
  exports: [SalesDocumentsService],
})
export class SalesReceiptsModule {}
