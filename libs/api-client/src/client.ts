import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export interface AcademyClientOptions {
  /** The product's origin, e.g. `https://academy.example.com`: the paths already start with /api. */
  baseUrl: string;
  /** An integrator's key (`ta_…`), sent as `Authorization: Bearer`. */
  apiKey?: string;
  /** A staff token from POST /api/admin/login, sent as `Authorization: Bearer`. */
  staffToken?: string;
  /** A student token from POST /api/login or /api/register, sent in the `token` header. */
  studentToken?: string;
  /** Another fetch (a test double, a proxy agent); the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
}

export type AcademyClient = Client<paths>;

/** A schema of the document by its name: `Schema<'UserResponse'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** Every error answer of the API: `{ statusCode, message, code[, errors] }`. */
export type ApiError = Schema<'ErrorResponse'>;

/**
 * A client whose paths, parameters, bodies and answers are the OpenAPI document's. Calls answer
 * `{ data, error, response }` and never throw for an HTTP error status: `error` is then the
 * API's error body.
 */
export function createAcademyClient(options: AcademyClientOptions): AcademyClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  client.use(credentialsMiddleware(options));
  return client;
}

/**
 * Each call carries the one credential the client was made with. An API key and a staff token
 * would both claim the Authorization header, and a caller holding a student and a staff
 * credential at once is a mistake, so more than one is refused.
 */
function credentialsMiddleware({
  apiKey,
  staffToken,
  studentToken,
}: AcademyClientOptions): Middleware {
  const given = [apiKey, staffToken, studentToken].filter((value) => value !== undefined);
  if (given.length > 1) {
    throw new Error('Give the client one credential: apiKey, staffToken or studentToken');
  }
  const bearer = apiKey ?? staffToken;
  return {
    onRequest({ request }) {
      if (bearer !== undefined) request.headers.set('authorization', `Bearer ${bearer}`);
      if (studentToken !== undefined) request.headers.set('token', studentToken);
      return request;
    },
  };
}
