import PaymentsIcon from '@mui/icons-material/Payments';
import { PaymentList } from './PaymentList';
import { PaymentShow } from './PaymentShow';

export const paymentsResource = {
  name: 'payments',
  list: PaymentList,
  show: PaymentShow,
  icon: PaymentsIcon,
};
