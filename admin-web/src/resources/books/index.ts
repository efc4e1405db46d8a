import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazyScreen } from '../../lazy-screen';

export const booksResource = {
  name: 'books',
  list: lazyScreen(() => import('./BookPages'), 'BookList'),
  create: lazyScreen(() => import('./BookPages'), 'BookCreate'),
  edit: lazyScreen(() => import('./BookPages'), 'BookEdit'),
  show: lazyScreen(() => import('./BookPages'), 'BookShow'),
  icon: MenuBookIcon,
};
