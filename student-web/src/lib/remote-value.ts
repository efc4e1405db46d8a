import { retryDelayMs, shouldRetryRequest } from './retry-policy';

export interface RemoteState<T> {
  /** The last answer; undefined until the first. */
  data: T | undefined;
  /** No answer yet, and none has failed. */
  pending: boolean;
  /** The last load failed; an earlier answer stays. */
  failed: boolean;
  /** When the last answer came (ms since the epoch), 0 before. */
  answeredAt: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const PENDING = { data: undefined, pending: true, failed: false, answeredAt: 0 };

/**
 * One value the API answers, shared by every screen that shows it, for the pages that run
 * without the signed-in area's query cache (react-query): loaded when first asked for, asked
 * again on purpose, and after a request that got no answer as the query cache does
 * (retry-policy.ts). A load started later wins over one still under way.
 */
export class RemoteValue<T> {
  private state: RemoteState<T> = PENDING;
  private readonly listeners = new Set<() => void>();
  private generation = 0;
  private retries = true;
  private started = false;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly reportFailure: (error: unknown) => void,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly get = (): RemoteState<T> => this.state;

  /** Loads the value the first time anyone asks. */
  start(): void {
    if (!this.started) void this.refresh().catch(() => undefined);
  }

  /** Loads the value afresh and answers it; a failure is thrown, and shows as `failed`. */
  refresh(): Promise<T> {
    this.started = true;
    const generation = ++this.generation;
    // Asked again after a first load failed, it is pending again (as react-query's queries are).
    if (this.state.data === undefined && !this.state.pending) this.update(PENDING);
    return this.loadWithRetries().then(
      (data) => {
        if (generation === this.generation) this.set(data);
        return data;
      },
      (error: unknown) => {
        if (generation === this.generation) {
          this.reportFailure(error);
          this.update({ ...this.state, pending: false, failed: true });
        }
        throw error;
      },
    );
  }

  /** A value known without asking (a sign-out, an answer to another call); a load under way is dropped. */
  set(data: T): void {
    this.started = true;
    const { state } = this;
    if (data === state.data && !state.pending && !state.failed) return;
    this.generation++;
    this.update({ data, pending: false, failed: false, answeredAt: Date.now() });
  }

  /**
   * For component tests: this value as if answered, or, left out, none yet (loaded when first
   * asked for, as in the app); without asking again after a failure.
   */
  reset(...known: [] | [T]): void {
    this.generation++;
    this.retries = false;
    this.started = known.length > 0;
    this.state =
      known.length > 0
        ? { data: known[0], pending: false, failed: false, answeredAt: Date.now() }
        : PENDING;
  }

  private async loadWithRetries(): Promise<T> {
    for (let failures = 0; ; failures++) {
      try {
        return await this.load();
      } catch (error) {
        if (!this.retries || !shouldRetryRequest(failures, error)) throw error;
        await wait(retryDelayMs(failures));
      }
    }
  }

  private update(next: RemoteState<T>): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
