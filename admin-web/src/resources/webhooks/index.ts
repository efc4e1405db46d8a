import WebhookIcon from '@mui/icons-material/Webhook';
import { WebhookCreate } from './WebhookCreate';
import { WebhookEdit } from './WebhookEdit';
import { WebhookList } from './WebhookList';
import { WebhookShow } from './WebhookShow';

export const webhooksResource = {
  name: 'webhooks',
  list: WebhookList,
  create: WebhookCreate,
  edit: WebhookEdit,
  show: WebhookShow,
  icon: WebhookIcon,
};
