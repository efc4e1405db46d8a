import { Avatar, Box, Breadcrumbs, IconButton, Link, Tooltip, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ButtonHintContext, type ButtonHint } from '../../components/button-hint';
import { ColorSchemeSwitch } from '../../components/ColorSchemeSwitch';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { paths } from '../../config/routes';
import { useAccountLocale, useSaveLocale } from '../../features/account';
import { useSession } from '../session/use-session';
import { titleKeyFor } from './route-titles';

/**
 * Breadcrumbs (Home > section), the screen's title, the phone's menu button, the language and
 * colour theme switches and the account menu.
 */
const loadAccountMenu = () => import('./AccountMenu');

// The language and theme switches name themselves in MUI's tooltip here.
const withTooltip: ButtonHint = (button, title) => <Tooltip title={title}>{button}</Tooltip>;

// Fetched as the pointer or focus reaches the avatar, shown on the click.
const AccountMenu = lazy(async () => ({ default: (await loadAccountMenu()).AccountMenu }));

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSession();
  const saveLocale = useSaveLocale();
  useAccountLocale(user?.locale);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [menuUsed, setMenuUsed] = useState(false);
  const menuId = useId();
  const title = t(titleKeyFor(pathname));
  const appName = t('appName');

  // The tab and the history list name the screen too, not only the heading.
  useEffect(() => {
    document.title = `${title} – ${appName}`;
  }, [title, appName]);

  const closeMenu = () => setMenuAnchor(null);

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
          <Typography color="text.primary" aria-current="page">
            {title}
          </Typography>
        </Breadcrumbs>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
          {title}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        <ButtonHintContext value={withTooltip}>
          <LanguageSwitch onChosen={saveLocale} />
          <ColorSchemeSwitch />
        </ButtonHintContext>
      </Box>
      <IconButton
        aria-label={t('nav.accountMenu')}
        aria-haspopup="menu"
        aria-controls={menuAnchor ? menuId : undefined}
        aria-expanded={menuAnchor ? 'true' : undefined}
        onPointerEnter={() => void loadAccountMenu()}
        onFocus={() => void loadAccountMenu()}
        onClick={(event) => {
          setMenuUsed(true);
          setMenuAnchor(event.currentTarget);
        }}
      >
        <Avatar
          src={user?.avatar ?? undefined}
          alt=""
          sx={{ bgcolor: 'primary.main', width: 36, height: 36 }}
        >
          {user?.username?.trim()[0]?.toUpperCase()}
        </Avatar>
      </IconButton>
      {menuUsed && (
        <Suspense fallback={null}>
          <AccountMenu id={menuId} anchor={menuAnchor} onClose={closeMenu} />
        </Suspense>
      )}
    </Box>
  );
}
