import { Box } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { FullScreenSpinner } from '../FullScreenSpinner';
import { ActivationBanner } from './ActivationBanner';
import { Header } from './Header';
import { MobileBalanceCard } from './MobileBalanceCard';
import { MobileMenu } from './MobileMenu';
import { Sidebar } from './Sidebar';

const TopUpDialog = lazy(() =>
  import('../../features/topup/TopUpDialog').then((m) => ({ default: m.TopUpDialog })),
);

/** The signed-in area: sidebar, header with breadcrumbs, banner, the screen. */
export function MainLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [topUpOpen, setTopUpOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Sidebar onTopUp={() => setTopUpOpen(true)} />
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Header onOpenMenu={() => setMenuOpen(true)} />
        <Box component="main" sx={{ px: { xs: 2, md: 4 }, pb: 4 }}>
          <MobileBalanceCard />
          <ActivationBanner />
          <Suspense fallback={<FullScreenSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      {topUpOpen && (
        <Suspense fallback={null}>
          <TopUpDialog open onClose={() => setTopUpOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
