import PeopleIcon from '@mui/icons-material/People';
import { lazyScreen } from '../../lazy-screen';

export const usersResource = {
  name: 'users',
  list: lazyScreen(() => import('./UserList'), 'UserList'),
  show: lazyScreen(() => import('./UserShow'), 'UserShow'),
  icon: PeopleIcon,
};
