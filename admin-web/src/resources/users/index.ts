import PeopleIcon from '@mui/icons-material/People';
import { UserList } from './UserList';

export const usersResource = { name: 'users', list: UserList, icon: PeopleIcon };
