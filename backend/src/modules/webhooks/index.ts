/** Outbound webhooks: modules record their events in the outbox inside their own transactions. */
export { WebhooksModule } from './webhooks.module.js';
export {
  WebhookOutbox,
  type DocumentEventType,
  type UserEventType,
  type WebhookEventSource,
} from './webhook-outbox.service.js';
