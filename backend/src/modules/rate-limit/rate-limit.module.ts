import { Global, Logger, Module } from '@nestjs/common';
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
      useFactory: (config: AppConfig) => {
        if (!config.redisUrl && config.production) {
          new Logger('RateLimit').warn(
            'REDIS_URL is not set: sign-in and API-key limits are counted in this process only. ' +
              'Run a single API process, or set REDIS_URL so that every process shares them.',
          );
        }
        return new RateLimiters({
          ipAttemptsPerMinute: config.rateLimitPerIp,
          apiKeyRequestsPerMinute: config.apiKeyRateLimit,
          redis: config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null,
          keyPrefix: 'rate',
          slowDownMs: config.signInSlowDownMs,
        });
      },
    },
    RateLimitService,
    IpRateLimitGuard,
  ],
  exports: [RateLimitService, IpRateLimitGuard],
})
export class RateLimitModule {}
