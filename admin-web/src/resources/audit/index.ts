import HistoryIcon from '@mui/icons-material/History';
import { lazyScreen } from '../../lazy-screen';

export const auditResource = {
  name: 'audit',
  list: lazyScreen(() => import('./AuditList'), 'AuditList'),
  icon: HistoryIcon,
};
