import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { lazyScreen } from '../../lazy-screen';

export const certificatesResource = {
  name: 'certificates',
  list: lazyScreen(() => import('./CertificateList'), 'CertificateList'),
  icon: WorkspacePremiumIcon,
};
