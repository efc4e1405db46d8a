import {
  getSchemaPath,
  type OpenAPIObject,
  type OperationObject,
  type PathItemObject,
  type ResponseObject,
} from '@nestjs/swagger';
import { ERROR_CODES, type ApiError } from '@academy/contracts';
import { API_KEY_SECURITY_SCHEME, PUBLIC_SECURITY_MARK } from './common/auth/auth.decorators.js';
import {
  bodyTooLargeMessage,
  DEFAULT_BODY_LIMIT_BYTES,
  describeBytes,
} from './common/http/body-limit.js';
import { ErrorResponse } from './common/http/error-response.js';
import { MAX_INTEGER_ID } from './common/http/id.pipe.js';

/**
 * Controllers split out of one whose operation ids were already published keep its name in them:
 * generated clients (libs/api-client among them) name their calls by the operation id.
 */
const PUBLISHED_CONTROLLER_NAMES: Readonly<Record<string, string>> = {
  AdminPaymentListController: 'AdminPaymentsController',
  AuditExportController: 'AuditController',
  BulkBalanceController: 'UsersResourceController',
  UserRecordController: 'UsersResourceController',
};

/** Nest's operation id (`Controller_method`, `_version` when versioned), by published name. */
export function operationId(controllerKey: string, methodKey: string, version?: string): string {
  const controller = PUBLISHED_CONTROLLER_NAMES[controllerKey] ?? controllerKey;
  return version ? `${controller}_${methodKey}_${version}` : `${controller}_${methodKey}`;
}

/**
 * What the decorators cannot say, written over the generated document: public operations, numeric
 * ids, the error answers every route shares, and only the security schemes some route names.
 */
export function completeOperations(document: OpenAPIObject): void {
  markPublicOperations(document);
  for (const operation of operationsOf(document)) {
    documentNumericIds(operation);
    documentErrorAnswers(operation);
  }
  dropUnusedSecuritySchemes(document);
}

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
 * A numeric `{id}` in a path is a database id, read by IdPipe: a positive whole number, which the
 * generator can only call a `number`. A catalogue id (CatalogueIdPipe, from 0) says so itself
 * (ApiCatalogueId) and is left as it says.
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
