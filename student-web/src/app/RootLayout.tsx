import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullScreenSpinner } from './FullScreenSpinner';
import { ScrollToTop } from './ScrollToTop';
import { useSession } from './session/use-session';

// Paying needs an account: the overlay's mount is fetched once a student is signed in.
const PaymentOverlayMount = lazy(() =>
  import('../features/checkout/PaymentOverlayMount').then((m) => ({
    default: m.PaymentOverlayMount,
  })),
);

export function RootLayout() {
  const { isAuthenticated } = useSession();
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </Suspense>
      {isAuthenticated && (
        <Suspense fallback={null}>
          <PaymentOverlayMount />
        </Suspense>
      )}
    </>
  );
}
