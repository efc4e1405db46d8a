import type { PaymentRecord, PaymentStatus } from '@academy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentUserQueryKey } from '../../app/session/api/get-current-user';
import { usePayments } from '../account';
import { useMarkPaymentNoticeSeen } from './api/mark-payment-notice-seen';

/** Staff decisions on a pending payment that the student is told about once. */
export type PaymentOutcome = Extract<PaymentStatus, 'paid' | 'rejected'>;
export type OutcomeNotice = PaymentRecord & { status: PaymentOutcome };

function isOutcomeNotice(payment: PaymentRecord): payment is OutcomeNotice {
  return payment.noticePending && (payment.status === 'paid' || payment.status === 'rejected');
}

/**
 * The payments staff confirmed or rejected since the student last looked. Each notice is
 * marked seen on the server as soon as it shows, so it never shows again, yet it stays on the
 * screen until dismissed even though the next answer no longer flags it. A confirmation
 * changed the course or balance, so the user is reloaded.
 */
export function usePaymentOutcomes() {
  const payments = usePayments();
  const queryClient = useQueryClient();
  const { mutateAsync: markSeen } = useMarkPaymentNoticeSeen();
  const [readFrom, setReadFrom] = useState<PaymentRecord[] | undefined>(undefined);
  const [notices, setNotices] = useState<OutcomeNotice[]>([]);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  // Which notices the server has been told about (or is being told), outside rendering.
  const told = useRef(new Set<string>());

  if (payments.data !== readFrom) {
    setReadFrom(payments.data);
    const fresh = (payments.data ?? [])
      .filter(isOutcomeNotice)
      .filter((payment) => !notices.some((notice) => notice.id === payment.id));
    if (fresh.length > 0) setNotices([...notices, ...fresh]);
  }

  const tell = useCallback(
    (paymentId: string) => {
      told.current.add(paymentId);
      markSeen(paymentId).catch((error: unknown) => {
        // Not recorded: dismissing the notice tries again, and failing that it shows next time.
        told.current.delete(paymentId);
        console.warn('Could not mark the payment notice as seen', error);
      });
    },
    [markSeen],
  );

  useEffect(() => {
    const shown = notices.filter((notice) => !told.current.has(notice.id));
    for (const notice of shown) tell(notice.id);
    if (shown.some((notice) => notice.status === 'paid')) {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey, exact: true });
    }
  }, [notices, tell, queryClient]);

  const dismiss = useCallback(
    (paymentId: string) => {
      setDismissed((current) => new Set(current).add(paymentId));
      if (!told.current.has(paymentId)) tell(paymentId);
    },
    [tell],
  );

  return { notices: notices.filter((notice) => !dismissed.has(notice.id)), dismiss };
}
