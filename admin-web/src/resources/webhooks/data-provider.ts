import type { Identifier } from 'react-admin';
import type { MessageResponse, WebhookDeliveryRecord } from '@academy/contracts';
import { ADMIN_API, pageRange, type AdminHttp, type Page } from '../../providers/admin-http';

/** The webhook endpoints' calls that are not plain CRUD. */
export interface WebhooksDataProvider {
  /** One page of a webhook endpoint's delivery log, newest first. */
  getWebhookDeliveries(
    endpointId: Identifier,
    page: number,
    perPage: number,
  ): Promise<Page<WebhookDeliveryRecord>>;
  /** Queues a webhook.test event for this endpoint only. */
  sendWebhookTest(endpointId: Identifier): Promise<MessageResponse>;
  /** "Send again": the delivery is due at once. */
  retryWebhookDelivery(endpointId: Identifier, deliveryId: number): Promise<WebhookDeliveryRecord>;
}

const NEWEST_FIRST = encodeURIComponent(JSON.stringify(['id', 'DESC']));

const endpoint = (id: Identifier) => `${ADMIN_API}/webhooks/${encodeURIComponent(String(id))}`;

export function webhooksDataProvider({ request, requestPage }: AdminHttp): WebhooksDataProvider {
  return {
    getWebhookDeliveries: (endpointId, page, perPage) =>
      requestPage<WebhookDeliveryRecord>(
        `${endpoint(endpointId)}/deliveries?range=${pageRange(page, perPage)}&sort=${NEWEST_FIRST}`,
      ),
    sendWebhookTest: (endpointId) =>
      request<MessageResponse>(`${endpoint(endpointId)}/test`, { method: 'POST' }),
    retryWebhookDelivery: (endpointId, deliveryId) =>
      request<WebhookDeliveryRecord>(`${endpoint(endpointId)}/deliveries/${deliveryId}/retry`, {
        method: 'POST',
      }),
  };
}
