import KeyIcon from '@mui/icons-material/Key';
import { ApiKeyCreate } from './ApiKeyCreate';
import { ApiKeyList } from './ApiKeyList';

export const apiKeysResource = {
  name: 'api-keys',
  list: ApiKeyList,
  create: ApiKeyCreate,
  icon: KeyIcon,
};
