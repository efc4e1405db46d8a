import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  DocumentBuilder,
  getSchemaPath,
  SwaggerModule,
  type OpenAPIObject,
  type OperationObject,
  type PathItemObject,
  type ResponseObject,
} from '@nestjs/swagger';
import {
  API_KEY_SCOPES,
  ERROR_CODES,
  EXPORT_LINK_SECONDS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  type ApiError,
} from '@academy/contracts';
import { API_KEY_SECURITY_SCHEME, PUBLIC_SECURITY_MARK } from './common/auth/auth.decorators.js';
import {
  bodyTooLargeMessage,
  DEFAULT_BODY_LIMIT_BYTES,
  describeBytes,
} from './common/http/body-limit.js';
import { ErrorResponse } from './common/http/error-response.js';
import { SIGNED_LINK_SECURITY_SCHEME } from './modules/export-links/export-link.decorators.js';
import { MAX_INTEGER_ID } from './common/http/id.pipe.js';
import {
  CATALOGUE_EVENT_TYPE,
  PAYMENT_EVENT_TYPES,
  PaymentWebhookEvent,
  UserWebhookEvent,
  CatalogueWebhookEvent,
  WebhookEventEnvelope,
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
${PAYMENT_EVENT_TYPES.map((type) => `\`${type}\``).join(', ')} (schema \`PaymentWebhookEvent\`),
and for \`catalogue.changed\` which tier, book or lesson staff changed and how, with the item after
the change (schema \`CatalogueWebhookEvent\`; an endpoint needs catalogue:read for it).
Each event type's payload is also under *Webhooks* below.

**Signature:** the header \`X-Academy-Signature: t=<unix seconds>,v1=<hex>\`, where \`v1\` is the
HMAC-SHA256, keyed with the endpoint's secret, of \`<t>.<the raw body>\`. Compute it over the bytes
received, compare in constant time, and refuse an old \`t\` (a few minutes' tolerance), so that
a recorded delivery cannot be replayed.

**Delivery:** at least once, in order for each user. An answer other than 2xx within 5 seconds is
a failure; the delivery is retried with exponential backoff for 3 days, then marked failed. An
event keeps its \`id\` on every retry, so a receiver drops the ones it has already processed.
`;

/** An example answer of each error status, in the API's error shape. */
const ERROR_EXAMPLES: Record<string, ApiError> = {
  '400': {
    statusCode: 400,
    message: 'amount must be a number',
    code: ERROR_CODES.VALIDATION_FAILED,
    errors: [{ field: 'amount', message: 'amount must be a number' }],
  },
  '401': { statusCode: 401, message: 'Authentication required', code: ERROR_CODES.UNAUTHORIZED },
  '403': {
    statusCode: 403,
    message: 'Your role does not allow this action',
    code: ERROR_CODES.FORBIDDEN,
  },
  '404': { statusCode: 404, message: 'Not found', code: ERROR_CODES.NOT_FOUND },
  '409': {
    statusCode: 409,
    message: 'This conflicts with the current state',
    code: ERROR_CODES.CONFLICT,
  },
  '413': {
    statusCode: 413,
    message: bodyTooLargeMessage(DEFAULT_BODY_LIMIT_BYTES),
    code: ERROR_CODES.PAYLOAD_TOO_LARGE,
  },
  '415': {
    statusCode: 415,
    message: 'Send the request body as application/json',
    code: ERROR_CODES.BAD_REQUEST,
  },
  '429': {
    statusCode: 429,
    message: 'Too many attempts. Try again in 60 seconds',
    code: ERROR_CODES.TOO_MANY_REQUESTS,
  },
  '503': {
    statusCode: 503,
    message: 'The service is temporarily unavailable',
    code: ERROR_CODES.SERVICE_UNAVAILABLE,
  },
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

function operationsOf(document: OpenAPIObject): OperationObject[] {
  return Object.values(document.paths).flatMap((item: PathItemObject) =>
    HTTP_METHODS.flatMap((method) => item[method] ?? []),
  );
}

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
        CatalogueWebhookEvent,
      ],
    },
  );
  markPublicOperations(document);
  for (const operation of operationsOf(document)) {
    documentNumericIds(operation);
    documentErrorAnswers(operation);
  }
  dropUnusedSecuritySchemes(document);
  return document;
}

export function setupOpenApi(app: NestFastifyApplication): void {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}

/** One OpenAPI 3.1 webhook per event type: what the API POSTs to a subscribed endpoint. */
function webhookPathItems(): Record<string, PathItemObject> {
  const eventTypes = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT];
  return Object.fromEntries(
    eventTypes.map((type) => {
      const schema = PAYMENT_EVENT_TYPES.some((paymentType) => paymentType === type)
        ? PaymentWebhookEvent
        : type === WEBHOOK_TEST_EVENT
          ? WebhookEventEnvelope
          : type === CATALOGUE_EVENT_TYPE
            ? CatalogueWebhookEvent
            : UserWebhookEvent;
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

/**
 * An operation marked Public() needs no token: `security: []`, as OpenAPI spells it, unless it
 * names a credential of its own (a signed link), which is then its only requirement.
 */
function markPublicOperations(document: OpenAPIObject): void {
  for (const operation of operationsOf(document)) {
    if (operation.security?.some((requirement) => PUBLIC_SECURITY_MARK in requirement)) {
      operation.security = operation.security.filter(
        (requirement) => !(PUBLIC_SECURITY_MARK in requirement),
      );
    }
  }
}

/**
 * A numeric `{id}` in a path is a database or catalogue id, read by IdPipe or CatalogueIdPipe: a
 * positive whole number, which the generator can only call a `number`.
 */
function documentNumericIds(operation: OperationObject): void {
  for (const parameter of operation.parameters ?? []) {
    if (!('in' in parameter) || parameter.in !== 'path' || parameter.name !== 'id') continue;
    const schema = parameter.schema as { type?: string } | undefined;
    if (schema?.type === 'number') {
      parameter.schema = { type: 'integer', minimum: 1, maximum: MAX_INTEGER_ID, example: 42 };
    }
  }
}

/**
 * The schemes are declared here, and the auth decorators of the routes name them: one that no
 * route names (API keys before their guard accepts them on any route) would promise a way in
 * that does not exist.
 */
function dropUnusedSecuritySchemes(document: OpenAPIObject): void {
  const schemes = document.components?.securitySchemes ?? {};
  const used = new Set(
    operationsOf(document).flatMap((operation) =>
      (operation.security ?? []).flatMap((requirement) => Object.keys(requirement)),
    ),
  );
  for (const name of Object.keys(schemes)) if (!used.has(name)) delete schemes[name];
}

/**
 * Every error answer is the API's error shape, with an example of its status. A body that does not
 * validate (the global ValidationPipe) and a path id that is not a whole number (IdPipe,
 * CatalogueIdPipe) are refused with 400, so such routes document it even where their decorators
 * do not say so; so are the 413 and 415 that the body parser answers.
 */
function documentErrorAnswers(operation: OperationObject): void {
  const responses = operation.responses as Record<string, ResponseObject | { $ref: string }>;
  const takesCheckedInput =
    operation.requestBody !== undefined ||
    (operation.parameters ?? []).some(
      (parameter) =>
        'in' in parameter &&
        parameter.in === 'path' &&
        (parameter.schema as { type?: string } | undefined)?.type === 'integer',
    );
  if (takesCheckedInput && responses['400'] === undefined) {
    responses['400'] = { description: 'The request does not validate; `errors` lists each field' };
  }
  // A key past its own rate is refused before the route runs, on every route a key may call.
  if (operation.security?.some((requirement) => API_KEY_SECURITY_SCHEME in requirement)) {
    responses['429'] ??= {
      description: 'The API key is past API_KEY_RATE_LIMIT requests a minute; see Retry-After',
    };
  }
  // Fastify refuses a body before any route code runs: too large, or of a type it does not read.
  if (operation.requestBody !== undefined) {
    responses['413'] ??= {
      description: `The body is over ${describeBytes(DEFAULT_BODY_LIMIT_BYTES)}`,
    };
    responses['415'] ??= { description: 'The body is not of a type this operation reads' };
  }
  for (const [status, response] of Object.entries(responses)) {
    if (!/^[45]\d\d$/.test(status) || '$ref' in response) continue;
    // An error is JSON even where the route's success is a file (@ApiProduces applies to all).
    const json = response.content?.['application/json'];
    response.content = {
      'application/json': {
        ...json,
        schema: json?.schema ?? { $ref: getSchemaPath(ErrorResponse) },
      },
    };
    const media = response.content['application/json'];
    const example = ERROR_EXAMPLES[status];
    if (example && media.example === undefined && media.examples === undefined) {
      media.example = example;
    }
  }
}
