import WebhookIcon from '@mui/icons-material/Webhook';
import { lazyScreen } from '../../lazy-screen';

export const webhooksResource = {
  name: 'webhooks',
  list: lazyScreen(() => import('./WebhookList'), 'WebhookList'),
  create: lazyScreen(() => import('./WebhookCreate'), 'WebhookCreate'),
  edit: lazyScreen(() => import('./WebhookEdit'), 'WebhookEdit'),
  show: lazyScreen(() => import('./WebhookShow'), 'WebhookShow'),
  icon: WebhookIcon,
};
