import { aUser } from '@academy/contracts/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../lib/query-client';
import { stubApi } from './test-utils';
import { usePayPortPayment } from './use-payport-payment';
import { SEED_TIERS } from '@academy/contracts/seed';

afterEach(() => {
  vi.unstubAllGlobals();
});

const GOLD = { kind: 'course', tier: SEED_TIERS[1].name, amount: SEED_TIERS[1].price } as const;

function withQueryClient({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      {children}
    </QueryClientProvider>
  );
}

describe(usePayPortPayment.name, () => {
  it.each([
    ['no student', GOLD, null],
    ['nothing to pay for', null, aUser()],
  ])(
    "says 'Insufficient data for payment' with %s, before calling the API",
    (_, purchase, user) => {
      const fetchMock = stubApi();
      const { result } = renderHook(() => usePayPortPayment(purchase, user), {
        wrapper: withQueryClient,
      });
      act(() => result.current.pay());
      expect(result.current.error).toBe('Insufficient data for payment');
      expect(result.current.busy).toBe(false);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});
