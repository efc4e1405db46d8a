import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ERROR_CODES } from '@academy/contracts';
import { ApiException } from '../../common/http/api-exception.js';
import { AppConfig } from '../../config/app-config.js';
import { RateLimitStore } from './rate-limit.store.js';

const IP_WINDOW_MS = 60_000;
export const ACCOUNT_FAILURE_LIMIT = 5;
const ACCOUNT_WINDOW_MS = 15 * 60_000;

function tooMany(resetInMs: number, message: string): ApiException {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return new ApiException(429, ERROR_CODES.TOO_MANY_REQUESTS, message, undefined, {
    'Retry-After': String(seconds),
  });
}

/**
 * Two limits guard the sign-in style endpoints: attempts per client IP per minute
 * (RATE_LIMIT_PER_IP) and failed sign-ins per account per 15 minutes.
 */
@Injectable()
export class RateLimitService implements OnApplicationShutdown {
  constructor(
    private readonly store: RateLimitStore,
    private readonly config: AppConfig,
  ) {}

  async consumeIpAttempt(scope: string, ip: string): Promise<void> {
    const state = await this.store.increment(`ip:${scope}:${ip}`, IP_WINDOW_MS);
    if (state.count > this.config.rateLimitPerIp) {
      throw tooMany(state.resetInMs, 'Too many attempts. Please try again later.');
    }
  }

  async assertAccountNotLocked(scope: string, account: string): Promise<void> {
    const state = await this.store.peek(this.accountKey(scope, account));
    if (state.count >= ACCOUNT_FAILURE_LIMIT) {
      throw tooMany(
        state.resetInMs,
        'Too many failed sign-in attempts for this account. Please try again later.',
      );
    }
  }

  /**
   * Runs a sign-in under the per-account lock: refused while locked, a failure (null) counts
   * towards the lock, a success clears it.
   */
  async signIn<T>(
    scope: string,
    account: string,
    attempt: () => Promise<T | null>,
    failure: () => Error,
  ): Promise<T> {
    await this.assertAccountNotLocked(scope, account);
    const result = await attempt();
    if (result === null) {
      await this.recordAccountFailure(scope, account);
      throw failure();
    }
    await this.clearAccountFailures(scope, account);
    return result;
  }

  async recordAccountFailure(scope: string, account: string): Promise<void> {
    await this.store.increment(this.accountKey(scope, account), ACCOUNT_WINDOW_MS);
  }

  async clearAccountFailures(scope: string, account: string): Promise<void> {
    await this.store.reset(this.accountKey(scope, account));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }

  private accountKey(scope: string, account: string): string {
    return `account:${scope}:${account.trim().toLowerCase()}`;
  }
}
