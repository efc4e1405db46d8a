import {
  Box,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { usePublicConfig } from '../config/api/get-public-config';
import { Logo } from './Logo';
import { MOBILE_GROUPS, type MobileItem } from './nav-items';
import { useLogout } from './use-logout';

const activeItem = { '&.active': { bgcolor: 'action.selected', color: 'primary.main' } };

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  onTopUp: () => void;
}

/**
 * The phone's slide-in menu: Main, Education and Additional (which ends with Logout), with Top
 * Up and the Trading Desk as the desktop's sidebar offers them.
 */
export function MobileMenu({ open, onClose, onTopUp }: MobileMenuProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const { tradingDeskUrl } = usePublicConfig();
  const idPrefix = useId();

  const renderButton = (item: MobileItem) => {
    const content = (
      <>
        <ListItemIcon>{item.icon}</ListItemIcon>
        <ListItemText primary={t(item.labelKey)} />
      </>
    );
    if ('action' in item) {
      return (
        <ListItemButton
          aria-haspopup="dialog"
          onClick={() => {
            onClose();
            onTopUp();
          }}
        >
          {content}
        </ListItemButton>
      );
    }
    if ('external' in item) {
      return (
        <ListItemButton
          component="a"
          href={tradingDeskUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
        >
          {content}
        </ListItemButton>
      );
    }
    return (
      <ListItemButton component={RouterNavLink} to={item.to} onClick={onClose} sx={activeItem}>
        {content}
      </ListItemButton>
    );
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
        {MOBILE_GROUPS.map((group) => {
          const headingId = `${idPrefix}-${group.titleKey}`;
          return (
            <List
              key={group.titleKey}
              aria-labelledby={headingId}
              subheader={<ListSubheader id={headingId}>{t(group.titleKey)}</ListSubheader>}
            >
              {/* Each entry in a list item of its own, so the list's count is right. */}
              {group.items.map((item) => (
                <ListItem key={item.labelKey} disablePadding>
                  {renderButton(item)}
                </ListItem>
              ))}
              {group.endsWithLogout && (
                <ListItem disablePadding>
                  <ListItemButton
                    onClick={() => {
                      onClose();
                      logout();
                    }}
                  >
                    <ListItemIcon>
                      <LogoutIcon />
                    </ListItemIcon>
                    <ListItemText primary={t('nav.logout')} />
                  </ListItemButton>
                </ListItem>
              )}
            </List>
          );
        })}
      </Box>
    </Drawer>
  );
}
