import pg from 'pg';

/**
 * pg's Client, whose `query_timeout` cuts the connection. pg's own timeout rejects the query but
 * keeps the connection, with the unanswered query still at its head: back in the pool, every
 * query handed to it would queue behind that one, and a stalled database would hold the
 * requests that took it for as long as it stalls. Cut instead, the query fails with pg's
 * "Connection terminated" (a 503, like any lost connection), the pool drops the connection, and
 * a later request opens a new one within DATABASE_CONNECT_TIMEOUT_MS or fails.
 *
 * Only promise queries are timed: TypeORM makes no other kind.
 */
export class TimedPostgresClient extends pg.Client {
  /** 0: no limit. */
  private queryTimeoutMs: number;

  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, query_timeout: undefined });
    this.queryTimeoutMs = config.query_timeout ?? 0;
    // pg's overloads stay the signature: the arguments pass through untouched.
    const query = super.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => this.timed(query(...args))) as pg.Client['query'];
  }

  /**
   * Lifts the limit until the returned function is called, for a session whose statements may
   * rightly run long (migrations waiting for another instance's, or altering a big table).
   */
  suspendQueryTimeout(): () => void {
    const limit = this.queryTimeoutMs;
    this.queryTimeoutMs = 0;
    return () => {
      this.queryTimeoutMs = limit;
    };
  }

  private timed(result: unknown): unknown {
    if (this.queryTimeoutMs > 0 && result instanceof Promise) {
      const timer = setTimeout(() => this.connection.stream.destroy(), this.queryTimeoutMs);
      const settled = () => clearTimeout(timer);
      result.then(settled, settled);
    }
    return result;
  }
}
