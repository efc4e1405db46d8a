import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { DELETED_USERS } from '../../../providers/data-provider';
import { DeletedUserList } from './DeletedUserList';

export const deletedUsersResource = {
  name: DELETED_USERS,
  list: DeletedUserList,
  icon: RestoreFromTrashIcon,
};
