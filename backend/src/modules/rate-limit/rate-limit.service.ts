import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { ERROR_CODES } from '@academy/contracts';
import { ApiException } from '../../common/http/api-exception.js';
import { RateLimiters } from './rate-limiters.js';

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
  constructor(private readonly limiters: RateLimiters) {}

  async consumeIpAttempt(scope: string, ip: string): Promise<void> {
    try {
      await this.limiters.ipAttempts.consume(`${scope}:${ip}`);
    } catch (rejection) {
      // The limiter rejects with its state when the limit is passed, with an Error when the store fails.
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw tooMany(rejection.msBeforeNext, 'Too many attempts. Please try again later.');
    }
  }

  async assertAccountNotLocked(scope: string, account: string): Promise<void> {
    const failures = await this.limiters.accountFailures.get(this.accountKey(scope, account));
    if (failures && failures.remainingPoints === 0) {
      throw tooMany(
        failures.msBeforeNext,
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

  /** Counts a failure without refusing anything: the lock is checked before the next attempt. */
  async recordAccountFailure(scope: string, account: string): Promise<void> {
    await this.limiters.accountFailures.penalty(this.accountKey(scope, account));
  }

  async clearAccountFailures(scope: string, account: string): Promise<void> {
    await this.limiters.accountFailures.delete(this.accountKey(scope, account));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.limiters.close();
  }

  private accountKey(scope: string, account: string): string {
    return `${scope}:${account.trim().toLowerCase()}`;
  }
}
