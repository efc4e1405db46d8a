import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyScreen } from '../../lazy-screen';

export const paymentsResource = {
  name: 'payments',
  list: lazyScreen(() => import('./PaymentList'), 'PaymentList'),
  show: lazyScreen(() => import('./PaymentShow'), 'PaymentShow'),
  icon: PaymentsIcon,
};

/** One entry per payment with its page and actions, for pages that list a slice (a user's). */
export { PaymentStackedList } from './parts/PaymentStackedList';

/** Dollars and dates written the staff member's way, for pages that show payments' figures. */
export { useMoneyText } from './parts/PaymentDisplay';
