import BadgeIcon from '@mui/icons-material/Badge';
import { lazyScreen } from '../../lazy-screen';

export const staffResource = {
  name: 'staff',
  list: lazyScreen(() => import('./StaffList'), 'StaffList'),
  create: lazyScreen(() => import('./StaffCreate'), 'StaffCreate'),
  edit: lazyScreen(() => import('./StaffEdit'), 'StaffEdit'),
  icon: BadgeIcon,
};
