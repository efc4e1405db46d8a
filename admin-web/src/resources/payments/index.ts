import PaymentsIcon from '@mui/icons-material/Payments';
import { PaymentList } from './PaymentList';
import { PaymentShow } from './PaymentShow';

export const paymentsResource = {
  name: 'payments',
  list: PaymentList,
  show: PaymentShow,
  icon: PaymentsIcon,
};

/** One entry per payment with its page and actions, for pages that list a slice (a user's). */
export { PaymentStackedList } from './parts/PaymentStackedList';
