import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import {
  API_KEY_SCOPES,
  EXPORT_LINK_SECONDS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
} from '@academy/contracts';
import { API_KEY_SECURITY_SCHEME } from './common/auth/auth.decorators.js';
import { SIGNED_LINK_SECURITY_SCHEME } from './modules/export-links/export-link.decorators.js';
import { completeOperations, operationId } from './openapi-operations.js';
import {
  CERTIFICATE_EVENT_TYPE,
  CertificateWebhookEvent,
  PAYMENT_EVENT_TYPES,
  PaymentWebhookEvent,
  RECEIPT_EVENT_TYPE,
  ReceiptWebhookEvent,
  UserWebhookEvent,
  CatalogueWebhookEvent,
  PromoWebhookEvent,
  WebhookEventEnvelope,
  webhookPathItems,
} from './openapi-webhooks.js';

const HOW_TO_AUTHENTICATE = `
## How to authenticate

Each operation lists the credentials it accepts under *Authorizations*; an operation without any is
open to everyone.

| caller | how to sign in | what to send |
|---|---|---|
| student | \`POST /api/login\` (or \`POST /api/register\`) answers \`{ "token": "…" }\` | the header \`token: <token>\` (scheme **token**) |
| staff (support, admin) | \`POST /api/admin/login\` answers \`{ "token": "…" }\` | \`Authorization: Bearer <token>\` (scheme **staff**); what a role may do is each operation's 403 |
| integrator | an admin creates an API key in the back office; the key (\`ta_…\`) is shown once | \`Authorization: Bearer ta_…\` or \`X-Api-Key: ta_…\` (scheme **apiKey**) |

An API key acts like a staff member holding exactly the key's scopes, each a permission of the
staff role table: ${API_KEY_SCOPES.map((scope) => `\`${scope}\``).join(', ')}. A key that lacks an
operation's scope is answered 403; a revoked or expired key 401.

Every error is JSON \`{ "statusCode": 404, "message": "…", "code": "NOT_FOUND" }\`; a validation
error (400) also lists each field's problem in \`errors: [{ "field", "message" }]\`. A 429 carries a
\`Retry-After\` header in seconds.
`;

const WEBHOOKS = `
## Webhooks

An admin registers an endpoint URL and the event types it wants; the API then POSTs each event
to it as JSON. Event types: ${WEBHOOK_EVENT_TYPES.map((type) => `\`${type}\``).join(', ')}
(and \`${WEBHOOK_TEST_EVENT}\`, sent only when an admin tests an endpoint).

**Body** (schema \`WebhookEventEnvelope\`): \`{ "id", "type", "createdAt", "data" }\`. \`data\` is
the resource as the API shows it after the change: the user for \`user.*\`, \`balance.changed\`,
\`course.changed\` and \`overdraft.*\` (schema \`UserWebhookEvent\`), the payment for
${PAYMENT_EVENT_TYPES.map((type) => `\`${type}\``).join(', ')} (schema \`PaymentWebhookEvent\`), the sales
receipt or credit note for \`${RECEIPT_EVENT_TYPE}\` (schema \`ReceiptWebhookEvent\`), the
certificate for \`${CERTIFICATE_EVENT_TYPE}\` (schema \`CertificateWebhookEvent\`), and for
\`catalogue.changed\` which tier, book or lesson staff changed and how, with the item after the
change (schema \`CatalogueWebhookEvent\`; an endpoint needs catalogue:read for it), and for
\`promo.redeemed\` the promo code, the paid payment and its list price, discount, bonus and amount
(schema \`PromoWebhookEvent\`; an endpoint needs promotions:read for it).
\`referral.rewarded\` carries the referrer after a friend's first payment credited their reward
(schema \`UserWebhookEvent\`; the reward is the newest \`referral\` row of their ledger).
Each event type's payload is also under *Webhooks* below.

**Signature:** the header \`X-Academy-Signature: t=<unix seconds>,v1=<hex>\`, where \`v1\` is the
HMAC-SHA256, keyed with the endpoint's secret, of \`<t>.<the raw body>\`. Compute it over the bytes
received, compare in constant time, and refuse an old \`t\` (a few minutes' tolerance), so that
a recorded delivery cannot be replayed.

**Delivery:** at least once, in order for each user. An answer other than 2xx within 5 seconds is
a failure; the delivery is retried with exponential backoff for 3 days, then marked failed. An
event keeps its \`id\` on every retry, so a receiver drops the ones it has already processed.
`;

/** The API's OpenAPI document: served at /api/docs-json and written by `cli/openapi.ts`. */
export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Trading Academy API')
    .setDescription(
      'The REST API of the Trading Academy: the student app, the back office and integrators ' +
        'all call it.\n' +
        HOW_TO_AUTHENTICATE +
        WEBHOOKS,
    )
    .setVersion('1.0')
    // Relative: the document describes whichever origin serves it.
    .addServer('/', 'This deployment')
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: 'token',
        description: 'A student token from POST /api/login or POST /api/register',
      },
      'token',
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'A staff token from POST /api/admin/login',
      },
      'staff',
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description:
          'An API key made by an admin (`ta_<prefix>_<secret>`), as `Authorization: Bearer <key>` ' +
          'or in the `X-Api-Key` header. It acts like staff holding exactly its scopes ' +
          `(${API_KEY_SCOPES.join(', ')}); the scope each route needs is named in its security ` +
          'requirement. Past API_KEY_RATE_LIMIT requests a minute a key is answered 429 with ' +
          'Retry-After.',
      },
      API_KEY_SECURITY_SCHEME,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description: 'The deployment secret METRICS_TOKEN, for the operators’ scraper',
      },
      'metrics',
    )
    .addApiKey(
      {
        type: 'apiKey',
        in: 'query',
        name: 'sig',
        description:
          'A signed export link from POST /api/admin/{users,audit,payments}/export-links, followed ' +
          'as it was given: `sig` is an HMAC-SHA256 over the export, the staff member (`staff`), ' +
          'their credentials version (`v`), the `filter` and the expiry (`exp`), all in the same ' +
          `query. It works for ${EXPORT_LINK_SECONDS} seconds, for the staff member who asked ` +
          'while their role still allows the export; no header is sent.',
      },
      SIGNED_LINK_SECURITY_SCHEME,
    )
    .build();
  const document = SwaggerModule.createDocument(
    app,
    { ...config, webhooks: webhookPathItems() },
    {
      extraModels: [
        WebhookEventEnvelope,
        UserWebhookEvent,
        PaymentWebhookEvent,
        ReceiptWebhookEvent,
        CertificateWebhookEvent,
        CatalogueWebhookEvent,
        PromoWebhookEvent,
      ],
      operationIdFactory: operationId,
    },
  );
  completeOperations(document);
  return document;
}

export function setupOpenApi(app: NestFastifyApplication): void {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
