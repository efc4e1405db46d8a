import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  getSchemaPath,
  type OpenAPIObject,
  type OperationObject,
  type ResponseObject,
} from '@nestjs/swagger';
import type TestAgent from 'supertest/lib/agent.js';
import type { Response } from 'supertest';
import { ErrorResponse } from '../../src/common/http/error-response.js';
import { buildOpenApiDocument } from '../../src/openapi.js';

/** One answer as the client saw it. */
export interface Answer {
  method: string;
  /** The path and query as requested: `/api/user/42/balance?x=1`. */
  url: string;
  status: number;
  contentType: string | undefined;
  body: unknown;
}

type JsonSchema = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const SCHEMA_ID = 'openapi';

interface Route {
  template: string;
  pattern: RegExp;
  /** Literal segments count: `/api/user/sessions/{id}` is tried before `/api/user/{id}/…`. */
  literals: number;
  operations: Partial<Record<(typeof METHODS)[number], OperationObject>>;
}

/**
 * `/api/user/{id}/balance` as a pattern; a last parameter may hold slashes (`/api/content/{path}`),
 * and a parameter may share its segment with literal text (`/api/certificates/{code}.pdf`).
 */
function routeOf(template: string, operations: Route['operations']): Route {
  const segments = template.split('/');
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const source = segments
    .map((segment, index) => {
      if (/^\{[^}]+\}$/.test(segment)) return index === segments.length - 1 ? '.+' : '[^/]+';
      return segment
        .split(/(\{[^}]+\})/)
        .map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/]+' : escape(part)))
        .join('');
    })
    .join('/');
  return {
    template,
    pattern: new RegExp(`^${source}$`),
    // A segment with literal text beside its parameter is more specific than a bare parameter.
    literals: segments.filter((segment) => !/^\{[^}]+\}$/.test(segment)).length,
    operations,
  };
}

/**
 * OpenAPI 3.0's `nullable: true` is JSON Schema's `null` type; 3.1 documents already say it so.
 * Returns a copy that Ajv's draft 2020-12 reads the way the document means it.
 */
function withNullTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullTypes);
  if (schema === null || typeof schema !== 'object') return schema;
  const { nullable, ...rest } = schema as JsonSchema;
  const converted = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, withNullTypes(value)]),
  );
  if (nullable !== true) return converted;
  if (typeof converted.type === 'string') {
    return {
      ...converted,
      type: [converted.type, 'null'],
      ...(Array.isArray(converted.enum) ? { enum: [...(converted.enum as unknown[]), null] } : {}),
    };
  }
  return { anyOf: [converted, { type: 'null' }] };
}

/**
 * Checks answers against the document: the route's operation must document the status, and a
 * JSON body must match that status's schema. Schemas are compiled once, when first needed.
 */
export class ResponseContract {
  private readonly ajv: Ajv2020;
  private readonly routes: Route[];
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly openApi30: boolean;

  constructor(document: OpenAPIObject) {
    this.ajv = new Ajv2020({
      // OpenAPI's own keywords (example, discriminator, xml) sit beside JSON Schema's.
      strict: false,
      allErrors: true,
    });
    // A CommonJS module: its plugin function is also its `default`, which TypeScript sees.
    ajvFormats.default(this.ajv);
    this.openApi30 = document.openapi.startsWith('3.0');
    const components = this.openApi30
      ? withNullTypes(document.components ?? {})
      : (document.components ?? {});
    this.ajv.addSchema({ $id: SCHEMA_ID, components }, SCHEMA_ID);
    this.routes = Object.entries(document.paths)
      .map(([template, item]) =>
        routeOf(
          template,
          Object.fromEntries(
            METHODS.flatMap((method) => (item[method] ? [[method, item[method]]] : [])),
          ),
        ),
      )
      .sort((a, b) => b.literals - a.literals);
  }

  /** Why the answer breaks the documented contract, or null when it keeps it. */
  violation(answer: Answer): string | null {
    const path = answer.url.split('?')[0];
    const method = answer.method.toLowerCase() as (typeof METHODS)[number];
    const route = this.routes.find(
      (candidate) => candidate.pattern.test(path) && candidate.operations[method] !== undefined,
    );
    // Not a documented operation (an unknown path, the web apps, the docs page): no contract.
    if (!route) return null;
    const operation = route.operations[method]!;
    const where = `${answer.method.toUpperCase()} ${route.template} answered ${answer.status}`;
    const responses = operation.responses as Record<string, ResponseObject | undefined>;
    const statusKey = [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find(
      (key) => responses[key] !== undefined,
    );
    // A 5xx is the server failing, not an answer it promises; it must still be the error shape.
    if (statusKey === undefined && answer.status < 500) {
      return `${where}, which its OpenAPI operation does not document`;
    }
    // An answer to HEAD has the headers of GET and no body to check.
    if (method === 'head' || !answer.contentType?.startsWith('application/json')) return null;
    const schemaRef =
      statusKey === undefined
        ? { $ref: getSchemaPath(ErrorResponse) }
        : responses[statusKey]?.content?.['application/json']?.schema;
    if (schemaRef === undefined) {
      return `${where} with a JSON body that its OpenAPI operation does not describe`;
    }
    const validate = this.validatorFor(where, schemaRef);
    if (validate(answer.body)) return null;
    const problems = this.ajv.errorsText(validate.errors, { dataVar: 'body', separator: '; ' });
    return `${where} with a body that does not match its documented schema: ${problems}\n${JSON.stringify(answer.body).slice(0, 1000)}`;
  }

  private validatorFor(key: string, schema: unknown): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      // The document's $refs point into its components: resolve them in the schema added above.
      const rebased = JSON.parse(
        JSON.stringify(this.openApi30 ? withNullTypes(schema) : schema).replaceAll(
          '"#/components/',
          `"${SCHEMA_ID}#/components/`,
        ),
      ) as JsonSchema;
      validate = this.ajv.compile(rebased);
      this.validators.set(key, validate);
    }
    return validate;
  }
}

let shared: ResponseContract | undefined;

/** The contract of the application's own document, built once for the whole test process. */
export function responseContractOf(app: NestFastifyApplication): ResponseContract {
  shared ??= new ResponseContract(buildOpenApiDocument(app));
  return shared;
}

const AGENT_METHODS = ['get', 'put', 'post', 'delete', 'del', 'patch', 'head', 'options'];

/**
 * The agent, with every request it makes checked against the contract: an answer the document
 * does not describe fails the test that made it, whatever the test itself expects.
 */
export function contractCheckedAgent(agent: TestAgent, contract: ResponseContract): TestAgent {
  return new Proxy(agent, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !AGENT_METHODS.includes(property)) return value;
      const method = property === 'del' ? 'delete' : property;
      return (url: string, ...rest: unknown[]) => {
        const test = (
          value as (url: string, ...rest: unknown[]) => ReturnType<TestAgent['get']>
        ).call(target, url, ...rest);
        return test.expect((response: Response) => {
          const problem = contract.violation({
            method,
            url,
            status: response.status,
            contentType: response.headers['content-type'],
            body: response.body,
          });
          if (problem) throw new Error(problem);
        });
      };
    },
  });
}
