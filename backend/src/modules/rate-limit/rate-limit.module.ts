import { Global, Logger, Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config.js';
import { RateLimitService } from './rate-limit.service.js';
import { RateLimiters } from './rate-limiters.js';
import { IpRateLimitGuard } from './rate-limit.guard.js';

/**
 * The counters' Redis. A stalled Redis keeps its connection open and answers nothing: without a
 * command timeout every limited request would wait for it, so each command fails after
 * `commandMs` and the route answers 503, as it does when the connection is cut. A command in
 * flight when the connection drops is not sent again after reconnecting: its request has long
 * had its 503, and counting it then would hold an attempt nobody made against its client.
 */
async function connectRedis(
  url: string,
  { connectMs, commandMs }: AppConfig['redisTimeouts'],
): Promise<Redis> {
  // Loaded only when REDIS_URL is set: a single process counts in memory and never needs it.
  const { Redis } = await import('ioredis');
  return new Redis(url, {
    maxRetriesPerRequest: 2,
    connectTimeout: connectMs,
    commandTimeout: commandMs,
    autoResendUnfulfilledCommands: false,
  });
}

@Global()
@Module({
  providers: [
    {
      provide: RateLimiters,
      inject: [AppConfig],
      useFactory: async (config: AppConfig) => {
        if (!config.redisUrl && config.production) {
          new Logger('RateLimit').warn(
            'REDIS_URL is not set: sign-in and API-key limits are counted in this process only. ' +
              'Run a single API process, or set REDIS_URL so that every process shares them.',
          );
        }
        return new RateLimiters({
          ipAttemptsPerMinute: config.rateLimitPerIp,
          apiKeyRequestsPerMinute: config.apiKeyRateLimit,
          redis: config.redisUrl ? await connectRedis(config.redisUrl, config.redisTimeouts) : null,
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
