import { Global, Module } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config.js';
import { RateLimitService } from './rate-limit.service.js';
import { MemoryRateLimitStore, RateLimitStore, RedisRateLimitStore } from './rate-limit.store.js';
import { IpRateLimitGuard } from './rate-limit.guard.js';

@Global()
@Module({
  providers: [
    {
      provide: RateLimitStore,
      inject: [AppConfig],
      useFactory: (config: AppConfig): RateLimitStore =>
        config.redisUrl
          ? new RedisRateLimitStore(new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }))
          : new MemoryRateLimitStore(),
    },
    RateLimitService,
    IpRateLimitGuard,
  ],
  exports: [RateLimitService, IpRateLimitGuard],
})
export class RateLimitModule {}
