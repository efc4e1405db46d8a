import { ApiResponseError, NetworkError, RequestTimeoutError } from './api-client';
import { createQueryClient } from './query-client';

function retryRule() {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('The app decides per error whether to retry');
  return (failureCount: number, error: Error) => retry(failureCount, error);
}

describe(createQueryClient.name, () => {
  it('asks again twice after a request that got no answer', () => {
    const shouldRetry = retryRule();
    const offline = new NetworkError(new TypeError('Failed to fetch'));
    expect([0, 1, 2].map((failures) => shouldRetry(failures, offline))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('does not ask again after an answer or a timeout', () => {
    const shouldRetry = retryRule();
    expect(shouldRetry(0, new ApiResponseError(503, null))).toBe(false);
    expect(shouldRetry(0, new ApiResponseError(401, null))).toBe(false);
    expect(shouldRetry(0, new RequestTimeoutError(15_000))).toBe(false);
  });
});
