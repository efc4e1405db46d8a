import { TIERS } from '@academy/contracts';
import { act, renderHook } from '@testing-library/react';
import { aStudent } from '../../test/session-fixtures';
import { stubApi } from './test-utils';
import { usePayPortPayment } from './use-payport-payment';

afterEach(() => {
  vi.unstubAllGlobals();
});

const GOLD = { kind: 'course', tier: TIERS[1].name, amount: TIERS[1].price } as const;

describe(usePayPortPayment.name, () => {
  it.each([
    ['no student', GOLD, null],
    ['nothing to pay for', null, aStudent()],
  ])(
    "says 'Insufficient data for payment' with %s, before calling the API",
    async (_, purchase, user) => {
      const fetchMock = stubApi();
      const { result } = renderHook(() => usePayPortPayment(purchase, user));
      await act(() => result.current.pay());
      expect(result.current.error).toBe('Insufficient data for payment');
      expect(result.current.busy).toBe(false);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});
