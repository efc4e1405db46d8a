import { act, renderHook, waitFor } from '@testing-library/react';
import { useRequest } from './use-request';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe(useRequest.name, () => {
  it('is pending while the call is on its way, then shows its answer and runs onSuccess', async () => {
    const call = deferred<string>();
    const send = vi.fn(() => call.promise);
    const { result } = renderHook(() => useRequest(send));
    expect(result.current.isIdle).toBe(true);
    const onSuccess = vi.fn();
    act(() => result.current.mutate('hello', { onSuccess }));
    expect(result.current.isPending).toBe(true);
    expect(result.current.inFlight()).toBe(true);
    expect(send).toHaveBeenCalledWith('hello');
    await act(async () => {
      call.resolve('token');
      await call.promise;
    });
    expect(result.current).toMatchObject({ isSuccess: true, data: 'token', error: null });
    expect(result.current.inFlight()).toBe(false);
    expect(onSuccess).toHaveBeenCalledWith('token');
  });

  it('shows a failure and runs onError', async () => {
    const refused = new Error('refused');
    const send = vi.fn(() => Promise.reject(refused));
    const { result } = renderHook(() => useRequest(send));
    const onError = vi.fn();
    act(() => result.current.mutate(undefined, { onError }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe(refused);
    expect(onError).toHaveBeenCalledWith(refused);
  });

  it('forgets a call that was reset: its answer neither shows nor runs its handlers', async () => {
    const call = deferred<string>();
    const { result } = renderHook(() => useRequest(() => call.promise));
    const onSuccess = vi.fn();
    act(() => result.current.mutate(undefined, { onSuccess }));
    act(() => result.current.reset());
    await act(async () => {
      call.resolve('late');
      await call.promise;
    });
    expect(result.current.isIdle).toBe(true);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
