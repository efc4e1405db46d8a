import {
  Box,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../features/session/use-session';
import { Logo } from './Logo';
import { MOBILE_GROUPS } from './nav-items';

/** The phone's slide-in menu: Main, Education and Additional. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut } = useSession();

  const logout = () => {
    onClose();
    signOut();
    void navigate(paths.login, { replace: true });
  };

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 280 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Logo />
        <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={t('appName')}>
        {MOBILE_GROUPS.map((group) => (
          <List key={group.titleKey} subheader={<ListSubheader>{t(group.titleKey)}</ListSubheader>}>
            {group.items.map((item) => (
              <Fragment key={item.labelKey + item.to}>
                <ListItemButton component={RouterNavLink} to={item.to} onClick={onClose}>
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  <ListItemText primary={t(item.labelKey)} />
                </ListItemButton>
              </Fragment>
            ))}
            {group.titleKey === 'nav.groupAdditional' && (
              <ListItemButton onClick={logout}>
                <ListItemIcon>
                  <LogoutIcon />
                </ListItemIcon>
                <ListItemText primary={t('nav.logout')} />
              </ListItemButton>
            )}
          </List>
        ))}
      </Box>
    </Drawer>
  );
}
