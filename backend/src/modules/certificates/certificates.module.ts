import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { WebhooksModule } from '../webhooks/index.js';
import { AdminCertificatesController } from './admin-certificates.controller.js';
import { CertificateEntity } from './certificate.entity.js';
import { CertificateIssuer } from './certificate-issuer.service.js';
import { CertificatesController } from './certificates.controller.js';
import { CertificatesService } from './certificates.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([CertificateEntity]),
    AuditModule,
    CatalogueModule,
    WebhooksModule,
  ],
  controllers: [CertificatesController, AdminCertificatesController],
  providers: [CertificatesService, CertificateIssuer],
  exports: [CertificatesService, CertificateIssuer],
})
export class CertificatesModule {}
