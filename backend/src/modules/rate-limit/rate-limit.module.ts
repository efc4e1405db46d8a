import { Global, Module } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config.js';
import { RateLimitService } from './rate-limit.service.js';
import { RateLimiters } from './rate-limiters.js';
import { IpRateLimitGuard } from './rate-limit.guard.js';

@Global()
@Module({
  providers: [
    {
      provide: RateLimiters,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new RateLimiters({
          ipAttemptsPerMinute: config.rateLimitPerIp,
          redis: config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null,
          keyPrefix: 'rate',
        }),
    },
    RateLimitService,
    IpRateLimitGuard,
  ],
  exports: [RateLimitService, IpRateLimitGuard],
})
export class RateLimitModule {}
