import KeyIcon from '@mui/icons-material/Key';
import { lazyScreen } from '../../lazy-screen';

export const apiKeysResource = {
  name: 'api-keys',
  list: lazyScreen(() => import('./ApiKeyList'), 'ApiKeyList'),
  create: lazyScreen(() => import('./ApiKeyCreate'), 'ApiKeyCreate'),
  icon: KeyIcon,
};
