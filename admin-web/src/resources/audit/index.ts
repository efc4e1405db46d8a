import HistoryIcon from '@mui/icons-material/History';
import { lazyScreen } from '../../lazy-screen';

export const auditResource = {
  name: 'audit',
  list: lazyScreen(() => import('./AuditList'), 'AuditList'),
  icon: HistoryIcon,
};

/** The cells of one audit entry, for pages that show a slice of the trail (a payment's). */
export { AuditAction, AuditActor, AuditChange, AuditWhen } from './AuditFields';
