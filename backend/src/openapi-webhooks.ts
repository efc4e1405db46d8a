import {
  ApiProperty,
  getSchemaPath,
  type OperationObject,
  type PathItemObject,
} from '@nestjs/swagger';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  type CatalogueChange,
  type WebhookEventEnvelope as WebhookEnvelope,
  type WebhookEventType,
} from '@academy/contracts';
import { AdminCertificateResponse } from './modules/certificates/index.js';
import { AdminPaymentResponse } from './modules/payments/desk/admin-payment.response.js';
import { PromoRedemptionEvent } from './modules/promotions/index.js';
import { SalesDocumentResponse } from './modules/sales-receipts/index.js';
import { UserResponse } from './modules/users/accounts/user.responses.js';

/** The events whose `data` is the payment as the payments desk shows it. */
export const PAYMENT_EVENT_TYPES = WEBHOOK_EVENT_TYPES.filter((type) =>
  type.startsWith('payment.'),
);
/** The events whose `data` is the document issued: a sales receipt or credit note, a certificate. */
export const RECEIPT_EVENT_TYPE = 'receipt.issued' satisfies WebhookEventType;
export const CERTIFICATE_EVENT_TYPE = 'certificate.issued' satisfies WebhookEventType;
/** The event whose `data` names a changed catalogue item. */
export const CATALOGUE_EVENT_TYPE = 'catalogue.changed' satisfies WebhookEventType;
/** The event whose `data` is a paid payment's use of a promo code. */
export const PROMO_EVENT_TYPE = 'promo.redeemed' satisfies WebhookEventType;
const DOCUMENT_EVENT_TYPES: readonly WebhookEventType[] = [
  RECEIPT_EVENT_TYPE,
  CERTIFICATE_EVENT_TYPE,
];
/** Every other event is about a user (account, balance, course, overdraft): `data` is the user. */
export const USER_EVENT_TYPES = WEBHOOK_EVENT_TYPES.filter(
  (type) =>
    !PAYMENT_EVENT_TYPES.includes(type) &&
    !DOCUMENT_EVENT_TYPES.includes(type) &&
    type !== CATALOGUE_EVENT_TYPE &&
    type !== PROMO_EVENT_TYPE,
);

const ENVELOPE_ID = {
  format: 'uuid',
  example: '0b8f6f0e-4c1b-4f6e-9a55-1f9a2c7d3e10',
  description: 'The same on every retry of this event, so a receiver can drop duplicates',
} as const;
const CREATED_AT = {
  format: 'date-time',
  example: '2026-11-23T10:15:30.000Z',
  description: 'When the event happened',
} as const;

/** The body of every webhook delivery. */
export class WebhookEventEnvelope implements WebhookEnvelope<object> {
  @ApiProperty(ENVELOPE_ID)
  id: string;

  @ApiProperty({ enum: [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT], example: 'user.registered' })
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT;

  @ApiProperty(CREATED_AT)
  createdAt: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { id: 42 },
    description: 'The resource the event is about, as the API shows it',
  })
  data: object;
}

/** user.*, balance.changed, course.changed and overdraft.*: `data` is the user after the change. */
/** referral.rewarded is one of them too: `data` is the referrer, with the reward credited. */
export class UserWebhookEvent implements WebhookEnvelope<UserResponse> {
  @ApiProperty(ENVELOPE_ID)
  id: string;

  @ApiProperty({ enum: USER_EVENT_TYPES, example: 'balance.changed' })
  type: WebhookEventType;

  @ApiProperty(CREATED_AT)
  createdAt: string;

  @ApiProperty({ type: UserResponse, description: 'The user after the change' })
  data: UserResponse;
}

class CatalogueChangeResponse implements CatalogueChange {
  @ApiProperty({ enum: ['tiers', 'books', 'lessons'] })
  resource: CatalogueChange['resource'];

  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'integer' }],
    example: 'gold',
    description: 'The tier id, or the book or lesson id',
  })
  id: string | number;

  @ApiProperty({ enum: ['created', 'updated', 'archived', 'deleted'] })
  change: CatalogueChange['change'];

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    example: { id: 'gold', name: 'GOLD', price: 275 },
    description:
      'The item as GET /api/admin/<resource>/:id shows it after the change; null once deleted',
  })
  record: object | null;
}

/** catalogue.changed: `data` says which tier, book or lesson staff changed, and how. */
export class CatalogueWebhookEvent implements WebhookEnvelope<CatalogueChange> {
  @ApiProperty(ENVELOPE_ID)
  id: string;

  @ApiProperty({ enum: [CATALOGUE_EVENT_TYPE], example: CATALOGUE_EVENT_TYPE })
  type: WebhookEventType;

  @ApiProperty(CREATED_AT)
  createdAt: string;

  @ApiProperty({ type: CatalogueChangeResponse, description: 'The change' })
  data: CatalogueChangeResponse;
}

/** promo.redeemed: `data` is the code, the payment paid with it and the figures it made. */
export class PromoWebhookEvent implements WebhookEnvelope<PromoRedemptionEvent> {
  @ApiProperty(ENVELOPE_ID)
  id: string;

  @ApiProperty({ enum: [PROMO_EVENT_TYPE], example: PROMO_EVENT_TYPE })
  type: WebhookEventType;

  @ApiProperty(CREATED_AT)
  createdAt: string;

  @ApiProperty({ type: PromoRedemptionEvent, description: 'The redemption' })
  data: PromoRedemptionEvent;
}

/** payment.*: `data` is the payment after the change. */
export class PaymentWebhookEvent implements WebhookEnvelope<AdminPaymentResponse> {
  @ApiProperty(ENVELOPE_ID)
  id: string;

  @ApiProperty({ enum: PAYMENT_EVENT_TYPES, example: 'payment.succeeded' })
  type: WebhookEventType;

  @ApiProperty(CREATED_AT)
  createdAt: string;

  @ApiProperty({ type: AdminPaymentResponse, description: 'The payment after the change' })
  data: AdminPaymentResponse;
}

/** receipt.issued: `data` is the sales receipt or credit note (its `kind` says which). */
export class ReceiptWebhookEvent implements WebhookEnvelope<SalesDocumentResponse> {
  @ApiProperty(ENVELOPE_ID)
  id: string;

  @ApiProperty({ enum: [RECEIPT_EVENT_TYPE], example: RECEIPT_EVENT_TYPE })
  type: WebhookEventType;

  @ApiProperty(CREATED_AT)
  createdAt: string;

  @ApiProperty({ type: SalesDocumentResponse, description: 'The document issued' })
  data: SalesDocumentResponse;
}

/** certificate.issued: `data` is the certificate as the back office lists it. */
export class CertificateWebhookEvent implements WebhookEnvelope<AdminCertificateResponse> {
  @ApiProperty(ENVELOPE_ID)
  id: string;

  @ApiProperty({ enum: [CERTIFICATE_EVENT_TYPE], example: CERTIFICATE_EVENT_TYPE })
  type: WebhookEventType;

  @ApiProperty(CREATED_AT)
  createdAt: string;

  @ApiProperty({ type: AdminCertificateResponse, description: 'The certificate issued' })
  data: AdminCertificateResponse;
}

/** The schema of an event type's body. */
function webhookSchemaOf(type: string) {
  if (PAYMENT_EVENT_TYPES.some((paymentType) => paymentType === type)) return PaymentWebhookEvent;
  if (type === RECEIPT_EVENT_TYPE) return ReceiptWebhookEvent;
  if (type === CERTIFICATE_EVENT_TYPE) return CertificateWebhookEvent;
  if (type === CATALOGUE_EVENT_TYPE) return CatalogueWebhookEvent;
  if (type === PROMO_EVENT_TYPE) return PromoWebhookEvent;
  return type === WEBHOOK_TEST_EVENT ? WebhookEventEnvelope : UserWebhookEvent;
}

/** One OpenAPI 3.1 webhook per event type: what the API POSTs to a subscribed endpoint. */
export function webhookPathItems(): Record<string, PathItemObject> {
  const eventTypes = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT];
  return Object.fromEntries(
    eventTypes.map((type) => {
      const schema = webhookSchemaOf(type);
      const operation: OperationObject = {
        operationId: `webhook_${type.replace('.', '_')}`,
        summary: `The ${type} event`,
        description:
          'Signed with `X-Academy-Signature: t=…,v1=…` (HMAC-SHA256 of `t.body`); see Webhooks above.',
        security: [],
        parameters: [
          {
            name: 'X-Academy-Signature',
            in: 'header',
            required: true,
            schema: { type: 'string', example: 't=1763892930,v1=5f0c…' },
          },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: getSchemaPath(schema) } } },
        },
        responses: {
          '200': { description: 'Any 2xx within 5 seconds acknowledges the event' },
          '400': {
            description: 'Any other answer, or none, is retried with exponential backoff',
          },
        },
      };
      return [type, { post: operation }];
    }),
  );
}
