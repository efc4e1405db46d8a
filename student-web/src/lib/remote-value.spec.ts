import { ApiResponseError, NetworkError } from './api-client';
import { RemoteValue } from './remote-value';

const offline = () => new NetworkError(new TypeError('Failed to fetch'));

describe(RemoteValue.name, () => {
  afterEach(() => vi.useRealTimers());

  it('is pending until the first answer, then holds it', async () => {
    const value = new RemoteValue(() => Promise.resolve(42), vi.fn());
    expect(value.get()).toMatchObject({ data: undefined, pending: true, failed: false });
    await value.refresh();
    expect(value.get()).toMatchObject({ data: 42, pending: false, failed: false });
  });

  it('asks again twice after a request that got no answer, a second and two apart', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.reject(offline()));
    const reportFailure = vi.fn();
    const value = new RemoteValue(load, reportFailure);
    const loading = value.refresh().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(await loading).toBeInstanceOf(NetworkError);
    expect(reportFailure).toHaveBeenCalledTimes(1);
    expect(value.get()).toMatchObject({ pending: false, failed: true });
  });

  it('does not ask again after an answer, and keeps the value it had', async () => {
    const load = vi
      .fn<() => Promise<number>>()
      .mockResolvedValueOnce(1)
      .mockRejectedValueOnce(new ApiResponseError(503, null));
    const value = new RemoteValue(load, vi.fn());
    await value.refresh();
    await expect(value.refresh()).rejects.toBeInstanceOf(ApiResponseError);
    expect(load).toHaveBeenCalledTimes(2);
    expect(value.get()).toMatchObject({ data: 1, failed: true });
  });

  it('shows the load started last, and a value set meanwhile wins over a load under way', async () => {
    const answers: ((value: string) => void)[] = [];
    const value = new RemoteValue(
      () => new Promise<string>((resolve) => answers.push(resolve)),
      vi.fn(),
    );
    const first = value.refresh();
    const second = value.refresh();
    answers[1]('second');
    answers[0]('first');
    await Promise.all([first, second]);
    expect(value.get().data).toBe('second');

    const third = value.refresh();
    value.set('set');
    answers[2]('third');
    await third;
    expect(value.get().data).toBe('set');
  });

  it('tells its listeners of every change', async () => {
    const value = new RemoteValue(() => Promise.resolve('loaded'), vi.fn());
    const listener = vi.fn();
    const stop = value.subscribe(listener);
    await value.refresh();
    value.set('set');
    value.set('set');
    stop();
    value.set('after');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
