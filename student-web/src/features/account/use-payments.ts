import type { PaymentRecord } from '@academy/contracts';
import { useEffect, useState } from 'react';
import { fetchPayments } from './api/fetch-payments';

export type PaymentsState =
  { status: 'loading' } | { status: 'ready'; payments: PaymentRecord[] } | { status: 'failed' };

/** Loads the student's payments once per visit of the screen. */
export function usePayments(): PaymentsState {
  const [state, setState] = useState<PaymentsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchPayments(controller.signal)
      .then((payments) => setState({ status: 'ready', payments }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to fetch payments', error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, []);
  return state;
}
