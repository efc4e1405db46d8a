import PeopleIcon from '@mui/icons-material/People';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

export const usersResource = { name: 'users', list: UserList, show: UserShow, icon: PeopleIcon };
