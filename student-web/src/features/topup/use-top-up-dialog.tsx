import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';

// Loaded on the first Top Up, not with every screen that offers it.
const TopUpDialog = lazy(() => import('./TopUpDialog').then((m) => ({ default: m.TopUpDialog })));

/** The top-up modal for a place that offers Top Up: render `topUpDialog`, call `openTopUp`. */
export function useTopUpDialog(): { openTopUp: () => void; topUpDialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const openTopUp = useCallback(() => setOpen(true), []);
  const topUpDialog = open ? (
    <Suspense fallback={null}>
      <TopUpDialog open onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { openTopUp, topUpDialog };
}
