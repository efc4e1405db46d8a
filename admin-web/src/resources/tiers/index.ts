import SellIcon from '@mui/icons-material/Sell';
import { lazyScreen } from '../../lazy-screen';

export const tiersResource = {
  name: 'tiers',
  list: lazyScreen(() => import('./TierPages'), 'TierList'),
  create: lazyScreen(() => import('./TierPages'), 'TierCreate'),
  edit: lazyScreen(() => import('./TierPages'), 'TierEdit'),
  show: lazyScreen(() => import('./TierPages'), 'TierShow'),
  icon: SellIcon,
};
