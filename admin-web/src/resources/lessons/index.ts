import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { lazyScreen } from '../../lazy-screen';

export const lessonsResource = {
  name: 'lessons',
  list: lazyScreen(() => import('./LessonPages'), 'LessonList'),
  create: lazyScreen(() => import('./LessonPages'), 'LessonCreate'),
  edit: lazyScreen(() => import('./LessonPages'), 'LessonEdit'),
  show: lazyScreen(() => import('./LessonPages'), 'LessonShow'),
  icon: OndemandVideoIcon,
};
