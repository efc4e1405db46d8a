import type { StaffPermission } from './permissions.js';

/**
 * What an integrator's API key may be given: each scope is a permission of the one role table
 * (STAFF_PERMISSIONS), so a key acts like a staff member holding exactly these rights.
 */
export const API_KEY_SCOPES = [
  'users:read',
  'users:write',
  'balances:write',
  'payments:read',
  'payments:write',
  'stats:read',
  'audit:read',
  'webhooks:manage',
  'catalogue:read',
  'catalogue:write',
  'promotions:read',
  'promotions:manage',
] as const satisfies readonly StaffPermission[];
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_NAME_MAX_LENGTH = 100;

/** The header an API key may come in instead of `Authorization: Bearer <key>`. */
export const API_KEY_HEADER = 'x-api-key';

/** POST /api/admin/api-keys */
export interface ApiKeyCreateRequest {
  name: string;
  scopes: ApiKeyScope[];
  /** ISO 8601; a key without one does not expire. */
  expiresAt?: string | null;
}

/** An API key as GET /api/admin/api-keys lists it: never the key or its hash. */
export interface ApiKeyRecord {
  id: number;
  name: string;
  scopes: ApiKeyScope[];
  /** The public start of the key, by which it is found and recognised. */
  prefix: string;
  createdAt: string;
  /** The staff username that created it. */
  createdBy: string | null;
  expiresAt: string | null;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
  revokedAt: string | null;
}

/** The answer to POST /api/admin/api-keys: the only answer that ever contains `key`. */
export interface ApiKeyCreated {
  id: number;
  name: string;
  scopes: ApiKeyScope[];
  prefix: string;
  key: string;
  createdAt: string;
  expiresAt: string | null;
}

export const WEBHOOK_EVENT_TYPES = [
  'user.registered',
  'user.updated',
  'user.deleted',
  'user.restored',
  'balance.changed',
  'course.changed',
  'payment.succeeded',
  'payment.refunded',
  'payment.failed',
  'overdraft.started',
  'overdraft.ended',
  'receipt.issued',
  'certificate.issued',
  'catalogue.changed',
  'promo.redeemed',
  'referral.rewarded',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent by POST /api/admin/webhooks/:id/test only; endpoints need not subscribe to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-academy-signature';

export const WEBHOOK_URL_MAX_LENGTH = 2048;

/** POST /api/admin/webhooks; PUT /api/admin/webhooks/:id also takes `active`. */
export interface WebhookEndpointRequest {
  url: string;
  events: WebhookEventType[];
  active?: boolean;
}

/** A webhook endpoint as listed; `secret` only in the creation answer and GET …/:id to admins. */
export interface WebhookEndpointRecord {
  id: number;
  url: string;
  events: WebhookEventType[];
  active: boolean;
  createdAt: string;
  secret?: string;
}

/** The body of every delivery. */
export interface WebhookEventEnvelope<TData = unknown> {
  /** The event's id: the same on every retry, so receivers can drop duplicates. */
  id: string;
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  createdAt: string;
  /** The resource as the API shows it: the user for user.*, balance.*, course.*, overdraft.*;
   * the payment for payment.*; the document for receipt.issued (a receipt or a credit note) and
   * certificate.issued; for catalogue.changed `{ resource, id, change }` (see CatalogueChange). */
  data: TData;
}

/** The data of a catalogue.changed event: which item staff changed and how. */
export interface CatalogueChange {
  resource: 'tiers' | 'books' | 'lessons';
  id: string | number;
  change: 'created' | 'updated' | 'archived' | 'deleted';
  /** The item as GET /api/admin/<resource>/:id shows it after the change; null once deleted. */
  record: object | null;
}

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'retrying', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * Why a delivery attempt failed, for the back office to say in the staff member's language; the
 * row's `error` keeps the technical detail (the address, the system's error code).
 */
export const WEBHOOK_FAILURE_CODES = {
  /** The endpoint's URL no longer parses. */
  URL_INVALID: 'URL_INVALID',
  /** The URL is not http(s). */
  URL_SCHEME: 'URL_SCHEME',
  /** The URL carries a user name or password. */
  URL_CREDENTIALS: 'URL_CREDENTIALS',
  /** The host name does not resolve. */
  HOST_NOT_FOUND: 'HOST_NOT_FOUND',
  /** The host resolves to a loopback, private or link-local address. */
  ADDRESS_NOT_PUBLIC: 'ADDRESS_NOT_PUBLIC',
  /** No connection could be made (refused, reset, TLS failure). */
  CONNECTION_FAILED: 'CONNECTION_FAILED',
  /** No answer within the time limit. */
  TIMEOUT: 'TIMEOUT',
  /** The answer began but did not end within the time limit. */
  ANSWER_CUT_OFF: 'ANSWER_CUT_OFF',
  /** The receiver answered with a redirect, which is never followed. */
  REDIRECT: 'REDIRECT',
  /** The receiver answered with a status other than 2xx or 3xx. */
  RECEIVER_ERROR: 'RECEIVER_ERROR',
} as const;
export type WebhookFailureCode = (typeof WEBHOOK_FAILURE_CODES)[keyof typeof WEBHOOK_FAILURE_CODES];

/** A row of GET /api/admin/webhooks/:id/deliveries. */
export interface WebhookDeliveryRecord {
  id: number;
  endpointId: number;
  eventId: string;
  eventType: WebhookEventEnvelope['type'];
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The HTTP status of the last attempt; null when it timed out or could not connect. */
  responseStatus: number | null;
  /** How long the last attempt took, in milliseconds. */
  responseTimeMs: number | null;
  /** Why the last attempt failed, when it did: the technical detail, in English. */
  error: string | null;
  /** The same reason as a code the apps translate; null when the attempt succeeded. */
  errorCode: WebhookFailureCode | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
}
