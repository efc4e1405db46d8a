import SecurityIcon from '@mui/icons-material/Security';
import { Box, Chip, ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import { Link } from 'react-router-dom';
import type { StaffRole } from '@academy/contracts';
import {
  AppBar,
  LoadingIndicator,
  TitlePortal,
  LocalesMenuButton,
  Logout,
  ToggleThemeButton,
  UserMenu,
  useBasename,
  useGetIdentity,
  usePermissions,
  useUserMenu,
} from 'react-admin';
import { useTypedTranslate } from '../i18n/use-typed-translate';
import { useAppBarTitleElement } from './page-heading';

/**
 * The role explains why some actions are missing: beside the title from a tablet up, in the
 * account menu on a phone.
 */
function StaffRoleChip() {
  const translate = useTypedTranslate();
  const { permissions: role } = usePermissions<StaffRole | undefined>();
  if (!role) return null;
  const label = translate(`academy.layout.roles.${role}`);
  return (
    <Chip
      label={label}
      aria-label={translate('academy.layout.role', { role: label })}
      size="small"
      variant="outlined"
      sx={{
        color: 'inherit',
        borderColor: 'currentColor',
        mx: 0.5,
        display: { xs: 'none', sm: 'inline-flex' },
      }}
    />
  );
}

/** On phones the user menu button is only an avatar, so the menu names who is signed in. */
function SignedInAs() {
  const translate = useTypedTranslate();
  const { identity } = useGetIdentity();
  const { permissions: role } = usePermissions<StaffRole | undefined>();
  if (!identity?.fullName) return null;
  return (
    <ListSubheader sx={{ lineHeight: 2.5 }}>
      {translate('academy.layout.signedInAs', { username: identity.fullName })}
      {role && (
        <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, lineHeight: 1.5, pb: 1 }}>
          {translate('academy.layout.role', {
            role: translate(`academy.layout.roles.${role}`),
          })}
        </Box>
      )}
    </ListSubheader>
  );
}

/** The staff member's own two-factor sign-in page. */
function TwoFactorMenuItem() {
  const translate = useTypedTranslate();
  const basename = useBasename();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={`${basename}/two-factor`} onClick={userMenu?.onClose}>
      <ListItemIcon>
        <SecurityIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('academy.twoFactor.menu')}</ListItemText>
    </MenuItem>
  );
}

/**
 * The page's title, the page's h1 unless the screen writes its own. On a phone it may take two
 * lines rather than be cut to a few letters by the buttons beside it.
 */
function PageTitle() {
  return (
    <TitlePortal
      component={useAppBarTitleElement()}
      sx={{
        minWidth: '5em',
        m: 0,
        fontWeight: 500,
        fontSize: { xs: '1rem', sm: '1.25rem' },
        lineHeight: 1.25,
        whiteSpace: { xs: 'normal', sm: 'nowrap' },
        overflowWrap: { xs: 'anywhere', sm: 'normal' },
        maxHeight: '2.5em',
      }}
    />
  );
}

export function StaffAppBar() {
  const translate = useTypedTranslate();
  return (
    <AppBar
      toolbar={
        <>
          <StaffRoleChip />
          <LocalesMenuButton />
          <ToggleThemeButton />
          {/* Its spinner, shown while anything loads, is named like every other one. */}
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
        </>
      }
      sx={{
        '& .RaAppBar-toolbar': { gap: { xs: 0, sm: 0.5 } },
        // On a phone the language button keeps its flag icon and its name for assistive
        // technology, but not the written name, so that the title and the account menu fit.
        '& .MuiButton-root[aria-haspopup="true"]': {
          fontSize: { xs: 0, sm: 'inherit' },
          minWidth: { xs: 0, sm: 64 },
          '& .MuiButton-startIcon': { m: { xs: 0, sm: undefined } },
          '& .MuiButton-endIcon': { display: { xs: 'none', sm: 'inherit' } },
        },
      }}
      userMenu={
        <UserMenu>
          <SignedInAs />
          <TwoFactorMenuItem />
          <Logout />
        </UserMenu>
      }
    >
      <PageTitle />
    </AppBar>
  );
}
