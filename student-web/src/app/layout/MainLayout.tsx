import { Box } from '@mui/material';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useTopUpDialog } from '../../features/topup';
import { FullScreenSpinner } from '../FullScreenSpinner';
import { ActivationBanner } from './ActivationBanner';
import { Header } from './Header';
import { MobileBalanceCard } from './MobileBalanceCard';
import { MobileMenu } from './MobileMenu';
import { Sidebar } from './Sidebar';

/** The signed-in area: sidebar, header with breadcrumbs, banner, the screen. */
export function MainLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { openTopUp, topUpDialog } = useTopUpDialog();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Sidebar onTopUp={openTopUp} />
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} onTopUp={openTopUp} />
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
      {topUpDialog}
    </Box>
  );
}
