import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ERROR_CODES } from '@academy/contracts';
import { clientLimitKey } from './client-address.js';
import { ACCOUNT_FAILURE_CEILING, DAILY_FAILURE_LIMIT, RateLimiters } from './rate-limiters.js';
import { storeUnavailable, tooMany } from './rate-limit.errors.js';

/** The sign-in scopes: each counts its own failures, so a student and a staff name never mix. */
export const SIGN_IN_SCOPES = { student: 'student-login', staff: 'staff-login' } as const;

export const ACCOUNT_LOCKED_MESSAGE =
  'Too many failed sign-in attempts for this account. Please try again later.';

export const CHECKS_BUSY_MESSAGE =
  'Too many sign-in attempts on this account at once. Please try again in a moment.';

/** What a locked account answers, and how its owner hears of the lock. */
export interface AccountLock {
  /** The same whether or not the account exists, and whatever password was sent. */
  message: string;
  /**
   * Called once per lock, in the background (the answer does not wait for it): mails the owner
   * a way in, when the account exists.
   */
  notifyOwner?: () => Promise<void>;
}

const DEFAULT_LOCK: AccountLock = {
  message: 'This account is locked after too many failed sign-in attempts.',
};

/** Runs a store call; a refusal becomes the 429, any other failure the 503. */
async function call<T>(operation: () => Promise<T>, refusal?: string): Promise<T> {
  try {
    return await operation();
  } catch (rejection) {
    // The limiter rejects with its state when the limit is passed, with an Error when the store fails.
    if (rejection instanceof RateLimiterRes && refusal !== undefined) {
      throw tooMany(rejection.msBeforeNext, refusal);
    }
    throw storeUnavailable(rejection);
  }
}

/**
 * Limits on the sign-in style endpoints. Attempts per client per minute (RATE_LIMIT_PER_IP); a
 * client is an IPv4 address or an IPv6 /64 (clientLimitKey). Failed sign-ins per account *and*
 * client: five per 15 minutes, then that client is refused, so an attacker elsewhere cannot lock
 * the owner out. Per account from every client: at most two password checks at once (the rest
 * are refused at once); past the ceiling each answer takes at least `slowDownMs`; past 100
 * failures in a day the account is locked until its owner lifts it (AccountLock). Every attempt is
 * reserved (counted) before the password is verified, so parallel guesses cannot slip past a limit.
 */
@Injectable()
export class RateLimitService implements OnApplicationShutdown {
  private readonly logger = new Logger(RateLimitService.name);

  constructor(private readonly limiters: RateLimiters) {}

  async consumeIpAttempt(scope: string, ip: string): Promise<void> {
    await call(
      () => this.limiters.ipAttempts.consume(`${scope}:${clientLimitKey(ip)}`),
      'Too many attempts. Please try again later.',
    );
  }

  /**
   * Runs a sign-in for `account` from `client` (its IP): refused once that client has used its
   * failures, while two checks on the account are running, or once the account is locked; slowed
   * once the account has passed its ceiling. A failure (null) stays counted, a success gives the
   * client its attempts back.
   */
  async signIn<T>(
    scope: string,
    account: string,
    client: string,
    attempt: () => Promise<T | null>,
    failure: () => Error,
    lock: AccountLock = DEFAULT_LOCK,
  ): Promise<T> {
    const started = Date.now();
    const accountKey = this.accountKey(scope, account);
    const clientKey = `${accountKey}:${await this.generation(accountKey)}:${clientLimitKey(client)}`;
    await call(() => this.limiters.clientFailures.consume(clientKey), ACCOUNT_LOCKED_MESSAGE);
    const release = await call(() => this.limiters.checksInFlight.take(accountKey));
    if (release === null) {
      // Not judged: the client keeps the attempt.
      await call(() => this.limiters.clientFailures.reward(clientKey));
      throw tooMany(1000, CHECKS_BUSY_MESSAGE);
    }
    try {
      await this.takeDailyAttempt(accountKey, lock);
      const total = await call(() => this.limiters.accountFailures.penalty(accountKey));
      let result: T | null;
      try {
        result = await attempt();
      } catch (error) {
        // Not a judged attempt (the accounts could not be read): it must not count against anyone.
        await this.refund(accountKey, clientKey);
        throw error;
      }
      if (total.consumedPoints > ACCOUNT_FAILURE_CEILING) {
        await sleep(Math.max(0, this.limiters.slowDownMs - (Date.now() - started)));
      }
      if (result === null) throw failure();
      await this.refund(accountKey, clientKey, { clear: true });
      return result;
    } finally {
      await release().catch((error: unknown) => {
        // Its expiry frees the slot; the answer already decided stands.
        this.logger.warn(`Could not give back a sign-in slot: ${String(error)}`);
      });
    }
  }

  /**
   * Reserves the attempt in the account's day. The attempt that passes the limit locks the
   * account, and only that one calls the owner, so the owner hears once per lock.
   */
  private async takeDailyAttempt(accountKey: string, lock: AccountLock): Promise<void> {
    try {
      await this.limiters.dailyFailures.consume(accountKey);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw storeUnavailable(rejection);
      if (rejection.consumedPoints === DAILY_FAILURE_LIMIT + 1 && lock.notifyOwner) {
        lock.notifyOwner().catch((error: unknown) => {
          this.logger.error(`Could not tell the owner of a locked account: ${String(error)}`);
        });
      }
      throw tooMany(rejection.msBeforeNext, lock.message, ERROR_CODES.SIGN_IN_LOCKED);
    }
  }

  /**
   * Lifts every limit on an account's sign-in, for every client, and its lock: a staff unlock,
   * the mailed unlock link, or a password reset by the mailbox's owner.
   */
  async unlockSignIn(scope: string, account: string): Promise<void> {
    const accountKey = this.accountKey(scope, account);
    await call(() => this.limiters.generations.penalty(accountKey));
    await call(() => this.limiters.accountFailures.delete(accountKey));
    await call(() => this.limiters.dailyFailures.delete(accountKey));
  }

  /** Counts one request made with an API key (API_KEY_RATE_LIMIT a minute); past it, the 429. */
  async consumeApiKeyRequest(apiKeyId: number): Promise<void> {
    await call(
      () => this.limiters.apiKeyRequests.consume(String(apiKeyId)),
      'Too many requests with this API key. Please slow down.',
    );
  }

  /** Counts one event (a reset mail) for the account; past the limit, the 429 with Retry-After. */
  async consumeAccountEvent(scope: string, account: string, message: string): Promise<void> {
    await call(() => this.limiters.accountEvents.consume(this.accountKey(scope, account)), message);
  }

  /**
   * Counts one verification mail a student asks for again; past VERIFICATION_RESENDS_PER_WINDOW
   * in 15 minutes, the 429 with Retry-After.
   */
  async consumeVerificationResend(studentId: number): Promise<void> {
    await call(
      () => this.limiters.verificationResends.consume(String(studentId)),
      'Too many verification e-mails. Please try again later.',
    );
  }

  /**
   * Counts one thing a student sends for staff to check (a manual payment, a receipt), before it
   * is read; past STUDENT_SUBMISSIONS_PER_MINUTE, the 429 with Retry-After.
   */
  async consumeStudentSubmission(studentId: number): Promise<void> {
    await call(
      () => this.limiters.studentSubmissions.consume(String(studentId)),
      'Too many payments or receipts sent. Please wait a minute and try again.',
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.limiters.close();
  }

  private async generation(accountKey: string): Promise<number> {
    const state = await call(() => this.limiters.generations.get(accountKey));
    return state?.consumedPoints ?? 0;
  }

  private async refund(
    accountKey: string,
    clientKey: string,
    { clear = false } = {},
  ): Promise<void> {
    const give = (limiter: RateLimiterAbstract, key: string) => call(() => limiter.reward(key));
    await (clear
      ? call(() => this.limiters.clientFailures.delete(clientKey))
      : give(this.limiters.clientFailures, clientKey));
    await give(this.limiters.accountFailures, accountKey);
    await give(this.limiters.dailyFailures, accountKey);
  }

  private accountKey(scope: string, account: string): string {
    return `${scope}:${account.trim().toLowerCase()}`;
  }
}
