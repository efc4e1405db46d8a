import { Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/routes';
import { useLogout } from './use-logout';

interface AccountMenuProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The header's account menu: settings and logout. */
export function AccountMenu({ id, anchor, onClose }: AccountMenuProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <MenuItem component={RouterLink} to={paths.settings} onClick={onClose}>
        {t('nav.settings')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          logout();
        }}
      >
        {t('nav.logout')}
      </MenuItem>
    </Menu>
  );
}
