import {
  Box,
  Card,
  CardActionArea,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { usePublicConfig } from '../config/api/get-public-config';
import { Logo } from './Logo';
import { SIDEBAR_ITEMS } from './nav-items';

export const SIDEBAR_WIDTH = 260;

/** The desktop navigation: the sections, Top Up (a dialog) and the external Trading Desk. */
export function Sidebar({ onTopUp }: { onTopUp: () => void }) {
  const { t } = useTranslation();
  const { tradingDeskUrl } = usePublicConfig();
  return (
    <Box
      component="nav"
      aria-label={t('appName')}
      sx={{
        width: SIDEBAR_WIDTH,
        flexShrink: 0,
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        gap: 2,
        p: 2,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'sticky',
        top: 0,
        height: '100vh',
        overflowY: 'auto',
      }}
    >
      <Box sx={{ px: 1, py: 1.5 }}>
        <Logo />
      </Box>
      <List sx={{ flexGrow: 1 }}>
        {/* Each entry in a list item of its own, so assistive technology counts the list right. */}
        {SIDEBAR_ITEMS.map((item) => (
          <ListItem key={item.labelKey} disablePadding>
            {'action' in item ? (
              <ListItemButton onClick={onTopUp} aria-haspopup="dialog" sx={{ borderRadius: 2 }}>
                <ListItemIcon>{item.icon}</ListItemIcon>
                <ListItemText primary={t(item.labelKey)} />
              </ListItemButton>
            ) : (
              <ListItemButton
                component={RouterNavLink}
                to={item.to}
                sx={{
                  borderRadius: 2,
                  '&.active': { bgcolor: 'action.selected', color: 'primary.main' },
                  '&.active .MuiListItemIcon-root': { color: 'primary.main' },
                }}
              >
                <ListItemIcon>{item.icon}</ListItemIcon>
                <ListItemText primary={t(item.labelKey)} />
              </ListItemButton>
            )}
          </ListItem>
        ))}
      </List>
      <Card sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', border: 0 }}>
        <CardActionArea
          href={tradingDeskUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ p: 2, display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{t('nav.tradingDesk')}</Typography>
            <Typography variant="body2" sx={{ opacity: 0.85 }}>
              {t('nav.tradingDeskHint')}
            </Typography>
          </Box>
          <OpenInNewIcon aria-hidden />
        </CardActionArea>
      </Card>
    </Box>
  );
}
