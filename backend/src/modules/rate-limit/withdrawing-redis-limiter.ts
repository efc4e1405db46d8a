import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

type LimiterOptions = Record<string, unknown>;

/**
 * A Redis counter that takes back an increment Redis did not confirm. A command that timed out
 * is still on its way: when the stall ends Redis applies it, yet its request was answered 503
 * and never served, so the increment must not count (enough of them would refuse a client that
 * made no attempt at all). The withdrawal follows it on the same connection, so Redis applies it
 * after the increment. A command refused before it was sent (the connection not ready) is
 * withdrawn the same way and the withdrawal is refused too: the connection's state changes only
 * between events, never between the two.
 */
export class WithdrawingRedisLimiter extends RateLimiterRedis {
  override consume(
    key: string | number,
    points = 1,
    options: LimiterOptions = {},
  ): Promise<RateLimiterRes> {
    return this.withdrawnUnlessConfirmed(super.consume(key, points, options), key, points, options);
  }

  override penalty(
    key: string | number,
    points = 1,
    options: LimiterOptions = {},
  ): Promise<RateLimiterRes> {
    return this.withdrawnUnlessConfirmed(super.penalty(key, points, options), key, points, options);
  }

  private async withdrawnUnlessConfirmed(
    increment: Promise<RateLimiterRes>,
    key: string | number,
    points: number,
    options: LimiterOptions,
  ): Promise<RateLimiterRes> {
    try {
      return await increment;
    } catch (rejection) {
      // A refusal is Redis's own answer: the increment was made, and stays as every refused one does.
      if (!(rejection instanceof RateLimiterRes) && points > 0) {
        // Not awaited: while Redis is stalled it times out as well, and the 503 must not wait for it.
        this.reward(key, points, options).catch(() => undefined);
      }
      throw rejection;
    }
  }
}
