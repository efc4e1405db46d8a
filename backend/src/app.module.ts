import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { AppConfig } from './config/app-config.js';
import { AppConfigModule } from './config/app-config.module.js';
import { DefaultDenyGuard } from './common/auth/auth.decorators.js';
import { JobsModule } from './common/jobs/jobs.module.js';
import { SecurityModule } from './common/security/security.module.js';
import { DatabaseModule } from './database/database.module.js';
import { StaffAuthModule } from './modules/staff-auth/staff-auth.module.js';
import { ApiKeysModule } from './modules/api-keys/api-keys.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { CertificatesModule } from './modules/certificates/certificates.module.js';
import { CatalogueModule } from './modules/catalogue/catalogue.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { MetricsModule } from './modules/metrics/metrics.module.js';
import { OverdraftModule } from './modules/overdraft/overdraft.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { PromotionsModule } from './modules/promotions/promotions.module.js';
import { PublicConfigModule } from './modules/public-config/public-config.module.js';
import { ReferralsModule } from './modules/referrals/referrals.module.js';
import { RateLimitModule } from './modules/rate-limit/rate-limit.module.js';
import { SalesReceiptsModule } from './modules/sales-receipts/sales-receipts.module.js';
import { StatsModule } from './modules/stats/stats.module.js';
import { UploadsModule } from './modules/uploads/index.js';
import { UsersModule } from './modules/users/users.module.js';
import { WebhooksModule } from './modules/webhooks/webhooks.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        // Nest's Logger writes through the application's pino: within a request through
        // Fastify's child logger for it (which carries the request id), elsewhere through the root.
        // Fastify already logs each request, so pino-http adds no lines of its own.
        LoggerModule.forRoot({ useExisting: true, pinoHttp: { logger, wrapSerializers: false } }),
        DatabaseModule,
        ScheduleModule.forRoot(),
        JobsModule,
        SecurityModule,
        RateLimitModule,
        HealthModule,
        MetricsModule,
        PublicConfigModule,
        AuthModule,
        StaffAuthModule,
        ApiKeysModule,
        UsersModule,
        OverdraftModule,
        PaymentsModule,
        StatsModule,
        AuditModule,
        ContentModule,
        UploadsModule,
        WebhooksModule,
        SalesReceiptsModule,
        CertificatesModule,
        CatalogueModule,
        PromotionsModule,
        ReferralsModule,
      ],
      providers: [{ provide: APP_GUARD, useClass: DefaultDenyGuard }],
    };
  }
}
