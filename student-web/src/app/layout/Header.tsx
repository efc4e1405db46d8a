import {
  Avatar,
  Box,
  Breadcrumbs,
  IconButton,
  Link,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../features/session/use-session';
import { titleKeyFor } from './route-titles';

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const title = t(titleKeyFor(pathname));

  const logout = () => {
    setMenuAnchor(null);
    signOut();
    void navigate(paths.login, { replace: true });
  };

  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, px: { xs: 2, md: 4 }, py: 2 }}
    >
      <IconButton
        aria-label={t('nav.openMenu')}
        onClick={onOpenMenu}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Breadcrumbs aria-label={t('nav.breadcrumbs')}>
          <Link component={RouterLink} to={paths.dashboard} color="inherit">
            {t('nav.home')}
          </Link>
          <Typography color="text.primary">{title}</Typography>
        </Breadcrumbs>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
          {title}
        </Typography>
      </Box>
      <IconButton
        aria-label={t('nav.accountMenu')}
        aria-haspopup="menu"
        aria-expanded={menuAnchor ? 'true' : undefined}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
      >
        <Avatar
          src={user?.avatar ?? undefined}
          sx={{ bgcolor: 'primary.main', width: 36, height: 36 }}
        >
          {user?.username?.trim()[0]?.toUpperCase() ?? '?'}
        </Avatar>
      </IconButton>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        <MenuItem component={RouterLink} to={paths.settings} onClick={() => setMenuAnchor(null)}>
          {t('nav.settings')}
        </MenuItem>
        <MenuItem onClick={logout}>{t('nav.logout')}</MenuItem>
      </Menu>
    </Box>
  );
}
