import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PaymentOverlayMount } from '../features/checkout/PaymentOverlayMount';
import { FullScreenSpinner } from './FullScreenSpinner';
import { ScrollToTop } from './ScrollToTop';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </Suspense>
      <PaymentOverlayMount />
    </>
  );
}
