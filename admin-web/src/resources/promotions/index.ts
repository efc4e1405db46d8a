import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazyScreen } from '../../lazy-screen';

/** Promo codes: served by the API at /api/admin/promo-codes. */
export const promotionsResource = {
  name: 'promo-codes',
  list: lazyScreen(() => import('./PromoList'), 'PromoList'),
  create: lazyScreen(() => import('./PromoCreate'), 'PromoCreate'),
  edit: lazyScreen(() => import('./PromoEdit'), 'PromoEdit'),
  show: lazyScreen(() => import('./PromoShow'), 'PromoShow'),
  icon: LocalOfferIcon,
};
