import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { DELETED_USERS } from '../../../providers/data-provider';
import { lazyScreen } from '../../../lazy-screen';

export const deletedUsersResource = {
  name: DELETED_USERS,
  list: lazyScreen(() => import('./DeletedUserList'), 'DeletedUserList'),
  icon: RestoreFromTrashIcon,
};
