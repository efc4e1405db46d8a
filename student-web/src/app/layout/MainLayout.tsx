import { Box } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useTopUpDialog } from '../../features/topup';
import { FullScreenSpinner } from '../FullScreenSpinner';
import { ActivationBanner } from './ActivationBanner';
import { Header } from './Header';
import { MobileBalanceCard } from './MobileBalanceCard';
import { Sidebar } from './Sidebar';

// The phone menu is a drawer over the page: its code comes with the first tap on the menu button.
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

/** The signed-in area: sidebar, header with breadcrumbs, banner, the screen. */
export function MainLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const { openTopUp, topUpDialog } = useTopUpDialog();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Sidebar onTopUp={openTopUp} />
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} onTopUp={openTopUp} />
        </Suspense>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Header
          onOpenMenu={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
        />
        <Box component="main" sx={{ px: { xs: 2, md: 4 }, pb: 4 }}>
          <MobileBalanceCard />
          <ActivationBanner />
          <Suspense fallback={<FullScreenSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      {topUpDialog}
    </Box>
  );
}
