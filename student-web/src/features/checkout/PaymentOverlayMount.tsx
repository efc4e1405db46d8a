import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session/use-session';
import { withServerState } from '../../app/with-server-state';
import { readPurchaseQuery } from './purchase-query';

const PaymentOverlay = lazy(async () => ({
  default: await withServerState(import('./PaymentOverlay').then((m) => m.PaymentOverlay)),
}));

/**
 * Mounted once over every page: opens the payment overlay when the address holds course and
 * price and a student is signed in (paying needs their account; /register reads the same query
 * for its own tier panel). The overlay is its own chunk, loaded when first needed.
 */
export function PaymentOverlayMount() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const query = readPurchaseQuery(params);
  if (!query || !user) return null;
  return (
    <Suspense fallback={null}>
      {/* A new course or price is a new checkout: no method carried over from the last one. */}
      <PaymentOverlay key={`${query.course}\n${query.price}`} query={query} />
    </Suspense>
  );
}
