import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { ContentFilesController } from './content-files.controller.js';
import { ContentFilesService } from './content-files.service.js';
import { ContentLinkSigner } from './content-link.signer.js';
import { ContentController } from './content.controller.js';
import { ContentService } from './content.service.js';

@Module({
  imports: [UsersModule],
  controllers: [ContentController, ContentFilesController],
  providers: [ContentService, ContentFilesService, ContentLinkSigner],
})
export class ContentModule {}
