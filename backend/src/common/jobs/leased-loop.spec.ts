import { LeasedLoop, type LeasedWork } from './leased-loop.js';
import type { JobTimer } from './job-timer.js';

/** Records each timed run's outcome, as the metrics would count it. */
function recordingTimer() {
  const runs: string[] = [];
  const timer: JobTimer = {
    async timeJob<T>(job: string, run: () => Promise<T>): Promise<T> {
      try {
        const result = await run();
        runs.push(`${job} ok`);
        return result;
      } catch (error) {
        runs.push(`${job} failed`);
        throw error;
      }
    },
  };
  return { timer, runs };
}

/** A queue of work items handed out one by one, as a claim would. */
function queueOf(items: number[], handle: (item: number) => Promise<void>) {
  const work: LeasedWork<number> = {
    name: 'test-job',
    failure: 'The test job failed',
    pollMs: 10,
    claim: () => Promise.resolve(items.shift() ?? null),
    handle,
  };
  return work;
}

/** A handler that notes the items it handled. */
const recordInto = (handled: number[]) => (item: number) => {
  handled.push(item);
  return Promise.resolve();
};

describe('LeasedLoop', () => {
  const logger = { error: vi.fn() };
  beforeEach(() => logger.error.mockReset());

  it('handles every claimed item once, each a timed run', async () => {
    const handled: number[] = [];
    const { timer, runs } = recordingTimer();
    const loop = new LeasedLoop(queueOf([1, 2, 3], recordInto(handled)), timer, logger);
    loop.start();
    await vi.waitFor(() => expect(handled).toEqual([1, 2, 3]));
    await loop.stop();
    expect(runs).toEqual(['test-job ok', 'test-job ok', 'test-job ok']);
  });

  it('waits on stop for the handler in progress, and claims nothing after it', async () => {
    let finish!: () => void;
    let finished = false;
    const items = [1, 2];
    const loop = new LeasedLoop(
      queueOf(items, () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }).then(() => {
          finished = true;
        }),
      ),
      recordingTimer().timer,
      logger,
    );
    loop.start();
    await vi.waitFor(() => expect(finish).toBeDefined());
    const stopped = loop.stop().then(() => finished);
    expect(loop.stopping).toBe(true);
    finish();
    expect(await stopped).toBe(true);
    expect(items).toEqual([2]);
  });

  it('logs and counts a failing handler, and goes on with the next item at the next poll', async () => {
    const handled: number[] = [];
    const { timer, runs } = recordingTimer();
    const loop = new LeasedLoop(
      queueOf([1, 2], (item) =>
        item === 1
          ? Promise.reject(new Error('the database went away'))
          : recordInto(handled)(item),
      ),
      timer,
      logger,
    );
    loop.start();
    await vi.waitFor(() => expect(handled).toEqual([2]));
    await loop.stop();
    expect(runs).toEqual(['test-job failed', 'test-job ok']);
    expect(logger.error).toHaveBeenCalledWith('The test job failed: Error: the database went away');
  });

  it('looks again at once when woken instead of waiting for the poll', async () => {
    const items: number[] = [];
    const handled: number[] = [];
    const loop = new LeasedLoop(
      {
        ...queueOf(items, recordInto(handled)),
        pollMs: 60_000,
      },
      recordingTimer().timer,
      logger,
    );
    loop.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    items.push(7);
    loop.wake();
    await vi.waitFor(() => expect(handled).toEqual([7]), { timeout: 1_000 });
    await loop.stop();
  });
});
