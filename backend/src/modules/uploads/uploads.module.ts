import { Module } from '@nestjs/common';
import { TusEndpoint } from './tus-endpoint.js';
import { TusPatch } from './tus-patch.js';
import { UploadFiles } from './upload-files.js';
import { UploadsController } from './uploads.controller.js';
import { UploadsService } from './uploads.service.js';

@Module({
  controllers: [UploadsController],
  providers: [UploadFiles, TusEndpoint, TusPatch, UploadsService],
  exports: [UploadsService],
})
export class UploadsModule {}
