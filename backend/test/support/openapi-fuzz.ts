import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { ApiError } from '@academy/contracts';

/** The part of an OpenAPI 3 document the fuzzer reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: OpenApiSchema;
  description?: string;
}

interface OpenApiOperation {
  summary?: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
}

export interface OpenApiSchema {
  $ref?: string;
  type?: string;
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
  allOf?: OpenApiSchema[];
  example?: unknown;
  enum?: unknown[];
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The path as the document writes it, `/api/user/{id}/balance`. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The JSON body's fields, with an example value each where the document has one. */
  bodyFields: Record<string, unknown> | null;
  consumes: string[];
  /**
   * For an operation that takes a `filter` (query or body): the filter keys its documentation
   * names, or its list's (the GET one segment up) names; empty for every other operation.
   */
  filterKeys: string[];
}

/** One request as the server receives it. */
export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Who sends the request: each arbitrary header set is one of these. */
export interface Credentials {
  studentToken: string;
  /** `Authorization` header values, e.g. `Bearer …`. */
  staffBearers: string[];
}

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

function resolve(document: OpenApiDocument, schema: OpenApiSchema | undefined): OpenApiSchema {
  if (!schema?.$ref) return schema ?? {};
  const name = schema.$ref.split('/').pop()!;
  return document.components?.schemas?.[name] ?? {};
}

function exampleOf(schema: OpenApiSchema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  const byType: Record<string, unknown> = {
    number: 1,
    integer: 1,
    boolean: true,
    array: [],
    object: {},
  };
  return byType[schema.type ?? 'string'] ?? 'text';
}

/** Every key a list's filter reads, in any list: each list reads some, ignores or refuses the rest. */
const FILTER_KEYS = [
  'q',
  'id',
  'deleted',
  'course',
  'balanceMin',
  'balanceMax',
  'overdraft',
  'createdFrom',
  'createdTo',
  'activity',
  'targetUserId',
  'actorApiKeyId',
  'action',
  'actor',
  'paymentId',
  'userId',
  'status',
  'method',
  'provider',
  'from',
  'to',
] as const;

/** What an operation's documentation says of it and of its filter, as one text. */
function filterText(document: OpenApiDocument, operation: OpenApiOperation): string | null {
  const parameter = operation.parameters?.find((p) => p.in === 'query' && p.name === 'filter');
  const body = resolve(document, operation.requestBody?.content?.['application/json']?.schema);
  const field = body.properties?.filter;
  if (!parameter && !field) return null;
  const fieldSchema = resolve(document, field?.allOf?.[0] ?? field);
  return [
    operation.summary,
    operation.description,
    parameter?.description,
    ...Object.keys(fieldSchema.properties ?? {}),
  ].join(' ');
}

const keysNamedIn = (text: string) =>
  FILTER_KEYS.filter((key) => new RegExp(`\\b${key}\\b`).test(text));

/** Every operation of the document, with what it takes. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const jsonSchema = resolve(document, content['application/json']?.schema);
      const bodyFields = operation.requestBody
        ? Object.fromEntries(
            Object.entries(jsonSchema.properties ?? {}).map(([name, field]) => [
              name,
              exampleOf(resolve(document, field)),
            ]),
          )
        : null;
      const text = filterText(document, operation);
      const list = document.paths[path.replace(/\/[^/]+$/, '')]?.get;
      const listText = text !== null && list ? filterText(document, list) : null;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: [
          ...parameters.filter((p) => p.in === 'path').map((p) => p.name),
          // Wildcard routes are documented without their parameter.
          ...[...path.matchAll(/\{([^}]+)\}/g)]
            .map((match) => match[1])
            .filter((name) => !parameters.some((p) => p.in === 'path' && p.name === name)),
        ],
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields,
        consumes: Object.keys(content),
        filterKeys: text === null ? [] : keysNamedIn(`id ${text} ${listText ?? ''}`),
      });
    }
  }
  return operations;
}

/** Text a header may carry on the wire (Node refuses control characters and anything past Latin-1). */
const headerText = (maxLength: number) =>
  fc
    .string({
      unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)),
      maxLength,
    })
    .filter((text) => text.trim() === text && !text.includes('\x7f'));

const deepNesting = fc
  .integer({ min: 20, max: 6000 })
  .chain((depth) =>
    fc
      .constantFrom('[', '{"x":')
      .map((open) =>
        open === '['
          ? `${'['.repeat(depth)}${']'.repeat(depth)}`
          : `${'{"x":'.repeat(depth)}1${'}'.repeat(depth)}`,
      ),
  );

/** Values of the wrong type, at and past every bound, in odd encodings. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -0,
    -1,
    0.5,
    1e-7,
    0.001,
    99.999,
    1e20,
    -1e20,
    2147483647,
    2147483648,
    -2147483649,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MAX_VALUE,
    '',
    ' ',
    'NaN',
    'Infinity',
    '-1',
    '1e3',
    '0x10',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uFFFF\uFFFE',
    '𝕏𝔸🚀',
    'İı',
    '../../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    [],
    {},
    [null],
    { $gt: '' },
    { __proto__: { admin: true } },
  ),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 256, maxLength: 2000 }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);

/** Numbers JSON.stringify cannot write, and nesting, spliced into the JSON text as written. */
const rawJsonValue = fc.oneof(
  fc.constantFrom(
    '1e400',
    '-1e400',
    '1e-400',
    '123456789012345678901234567890',
    '-0.0',
    '1E2',
    '0.1e1',
  ),
  deepNesting,
);

function jsonBody(fields: Record<string, unknown>): fc.Arbitrary<string> {
  const names = Object.keys(fields);
  const field = names.length > 0 ? fc.constantFrom(...names) : fc.string({ maxLength: 10 });
  const mutated = fc
    .tuple(
      fc.dictionary(field, hostileValue, { maxKeys: Math.max(1, names.length) }),
      fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 2 }),
    )
    .map(([changes, extra]) => JSON.stringify({ ...fields, ...changes, ...extra }));
  const raw = fc.tuple(field, rawJsonValue).map(([name, value]) => {
    const rest = JSON.stringify(fields).slice(1);
    return `{${JSON.stringify(name)}:${value}${rest === '}' ? '}' : `,${rest}`}`;
  });
  const malformed = fc.constantFrom(
    '',
    '{',
    '{"a":}',
    '{"a":1,}',
    "{'a':1}",
    '{"a":1}{"b":2}',
    'null',
    '[]',
    '"text"',
    '123',
    'NaN',
    '\uFEFF{}',
    '{"\\u0000":1}',
    '{"a":"\\ud800"}',
    '{"a":"\\x41"}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
  );
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 2, arbitrary: raw },
    { weight: 2, arbitrary: malformed },
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  );
}

const OVERSIZE = `{"x":"${'a'.repeat(1024 * 1024 + 16)}"}`;

function body(
  operation: Operation,
): fc.Arbitrary<{ contentType?: string; payload: string | Buffer; encoding?: string }> {
  const fields = operation.bodyFields ?? {};
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        'application/json; charset=utf-8',
        'application/json; charset=utf-16le',
        'application/json; charset=latin1',
        'APPLICATION/JSON',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=xyz',
        'multipart/form-data',
        'application/xml',
        'application/octet-stream',
        '*/*',
        ';;;',
        undefined,
      ),
    },
  );
  return fc.oneof(
    { weight: 8, arbitrary: fc.record({ contentType, payload: jsonBody(fields) }) },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constant('application/x-www-form-urlencoded'),
        payload: fc
          .dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 4 })
          .map((form) => `${new URLSearchParams(form).toString()}&a=1&a=2&b[c]=d&%ZZ=%`),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constant('multipart/form-data; boundary=xyz'),
        payload: fc.constantFrom(
          '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n',
          '--xyz\r\n\r\n',
          'garbage',
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constant('application/json'),
        payload: fc.constantFrom(
          Buffer.from(JSON.stringify(fields), 'utf16le'),
          Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x7b]),
          Buffer.from(OVERSIZE),
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constant('application/json'),
        encoding: fc.constantFrom('gzip', 'deflate', 'br', 'compress', 'gzip, gzip'),
        payload: fc.constantFrom(
          gzipSync(Buffer.from(JSON.stringify(fields))),
          gzipSync(Buffer.from('[[[[[[[[[[')),
          Buffer.from('not compressed at all'),
        ),
      }),
    },
  );
}

/** Percent-encodes any text, lone surrogates too (as the UTF-8 of U+FFFD, as a browser would). */
function encode(text: string): string {
  return [...Buffer.from(text)]
    .map((byte) =>
      /[\w.~-]/.test(String.fromCharCode(byte)) && byte < 0x80
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** A path segment: ids that are not ids, encodings that are not encodings. */
function pathValue(validIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...validIds) },
    {
      weight: 5,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1e3',
        '0x10',
        '01',
        '1.0',
        '+1',
        ' 1',
        '2147483648',
        '99999999999999999999999',
        'NaN',
        'Infinity',
        'null',
        'undefined',
        '%00',
        '1%00',
        '%ZZ',
        '%E0%A4%A',
        '%C0%AE%C0%AE',
        '..',
        '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
        'a%2Fb',
        '%F0%9F%9A%80',
        '%EF%BF%BF',
        'x'.repeat(5000),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map((s) => encode(s) || 'x'),
    },
    { weight: 1, arbitrary: fc.integer().map(String) },
  );
}

/** A query value as sent on the wire, JSON-looking values included for react-admin's lists. */
const queryValue = fc.oneof(
  fc.constantFrom(
    '[1e20,1e20]',
    '[0,9]',
    '[-5,-1]',
    '[9,0]',
    '[0,2147483648]',
    '["a","b"]',
    '[1]',
    '[]',
    '{}',
    '["id","ASC"]',
    '["id","DROP"]',
    '["balance; DROP TABLE users","ASC"]',
    '["__proto__","ASC"]',
    '{"q":"\\u0000"}',
    '{"q":"%"}',
    '{"q":"_"}',
    '{"q":"\\\\"}',
    '{"id":[1,"x",2147483648]}',
    '{"id":1e400}',
    '{"role":{"$ne":1}}',
    '{"created_at_gte":"not a date"}',
    '{"created_at_gte":"275760-09-13T00:00:00Z"}',
    '{"tier":"platinum","hasOverdraft":"maybe"}',
    'day',
    'week',
    'month',
    'year',
    'century',
    '',
    '%00',
    '%',
    '%ZZ',
    'a%00b',
  ),
  deepNesting.map(encode),
  hostileValue.map((value) =>
    encode(typeof value === 'string' ? value : (JSON.stringify(value) ?? '')),
  ),
);

function query(operation: Operation): fc.Arbitrary<string> {
  const known = operation.queryParams;
  const names = fc.oneof(
    ...(known.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...known) }] : []),
    {
      weight: 1,
      arbitrary: fc.constantFrom('u', 'exp', 'sig', 'token', 'page', 'limit', '__proto__', 'a[b]'),
    },
  );
  return fc
    .array(fc.tuple(names, queryValue), { maxLength: 4 })
    .map((pairs) => (pairs.length > 0 ? `?${pairs.map(([n, v]) => `${n}=${v}`).join('&')}` : ''));
}

/**
 * Values at the edges every filter key must answer below 500: past int4 and int8, fractions, dates
 * beyond what the database stores, lone surrogates, NUL, and the wrong type.
 */
const SHARP_FILTER_VALUES: readonly unknown[] = [
  1e10,
  '2147483648',
  -1,
  1.5,
  '0000-01-01',
  '9999-12-31',
  '\uD800',
  '\u0000',
  [2147483648],
  true,
  {},
];

const hostileFilterValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      ...SHARP_FILTER_VALUES,
      2147483648,
      -2147483649,
      2 ** 63,
      '9223372036854775808',
      '1e10',
      '1.5',
      0,
      '0000-12-31T23:59:59Z',
      '9999-12-31T23:59:59.999Z',
      '275760-09-13',
      '2026-02-30',
      'a\uDC00',
      [1, '\uD800'],
      { $gt: 1 },
    ),
  },
  { weight: 1, arbitrary: hostileValue },
);

/** A list's filter as JSON text: its keys (or any) with hostile values, unknown keys, odd JSON. */
function hostileFilterText(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...keys) },
    { weight: 1, arbitrary: fc.constantFrom(...FILTER_KEYS) },
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .dictionary(key, hostileFilterValue, { minKeys: 1, maxKeys: 3 })
        .map((filter) => JSON.stringify(filter)),
    },
    {
      weight: 2,
      arbitrary: fc
        .dictionary(fc.string({ maxLength: 10 }), hostileValue, { minKeys: 1, maxKeys: 3 })
        .map((filter) => JSON.stringify(filter)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(key, fc.oneof(rawJsonValue, fc.constantFrom('"\\ud800"', '"x\\udfff"')))
        .map(([name, value]) => `{"${name}":${value}}`),
    },
    { weight: 1, arbitrary: fc.constantFrom('[]', 'null', '1', '"text"', '{', '{"id":[]}') },
  );
}

/** The request that sends `filter` (JSON text) where the operation takes it, as `bearer`. */
function withFilter(
  operation: Operation,
  bearer: string,
  ids: { own: string },
  filter: string,
): FuzzRequest {
  const url = operation.pathParams.reduce(
    (path, name) => path.replace(`{${name}}`, ids.own),
    operation.path,
  );
  const headers: Record<string, string> = { authorization: bearer };
  if (operation.queryParams.includes('filter')) {
    return { method: operation.method, url: `${url}?filter=${encode(filter)}`, headers };
  }
  headers['content-type'] = 'application/json';
  // The example's own filter would win as the later key, and ids beside a filter are refused.
  const others = Object.entries(operation.bodyFields ?? {}).filter(
    ([name]) => name !== 'filter' && name !== 'ids',
  );
  const rest = JSON.stringify(Object.fromEntries(others)).slice(1);
  // Spliced in as text, so that raw numbers and escapes reach the server as written.
  const payload = `{"filter":${filter}${rest === '}' ? '}' : `,${rest}`}`;
  return { method: operation.method, url, headers, payload };
}

/** Every filter key the operation documents, each with every sharp value: a fixed sweep. */
export function filterSweep(
  operation: Operation,
  bearer: string,
  ids: { own: string },
): FuzzRequest[] {
  return operation.filterKeys.flatMap((key) =>
    SHARP_FILTER_VALUES.map((value) =>
      withFilter(operation, bearer, ids, JSON.stringify({ [key]: value })),
    ),
  );
}

/**
 * Requests to an operation that takes a `filter` (a list's query parameter, or an export link's or
 * bulk change's body field), as staff allowed to reach it, each with a hostile filter.
 */
export function hostileFilterRequests(
  operation: Operation,
  bearer: string,
  ids: { own: string },
): fc.Arbitrary<FuzzRequest> {
  return hostileFilterText(operation.filterKeys).map((filter) =>
    withFilter(operation, bearer, ids, filter),
  );
}

function headers(credentials: Credentials): fc.Arbitrary<Record<string, string>> {
  const { studentToken, staffBearers } = credentials;
  const auth = fc.oneof(
    { weight: 2, arbitrary: fc.constant({}) },
    { weight: 4, arbitrary: fc.constant({ token: studentToken }) },
    ...staffBearers.map((bearer) => ({
      weight: 4,
      arbitrary: fc.constant({ authorization: bearer }),
    })),
    {
      weight: 3,
      arbitrary: fc.constantFrom<Record<string, string>>(
        { token: '' },
        { token: 'garbage' },
        { token: studentToken.slice(0, -3) },
        { token: `${studentToken}x` },
        { token: staffBearers[0]?.replace('Bearer ', '') ?? '' },
        { authorization: 'Bearer' },
        { authorization: 'Bearer ' },
        { authorization: `Bearer ${studentToken}` },
        { authorization: 'Basic YWRtaW46YWRtaW4=' },
        { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
        { authorization: `bearer ${staffBearers[0]?.slice(7) ?? ''}` },
        { authorization: staffBearers[0] ?? '', token: studentToken },
        { authorization: `Bearer ${'a'.repeat(9000)}` },
      ),
    },
    { weight: 1, arbitrary: headerText(200).map((text) => ({ authorization: text })) },
    { weight: 1, arbitrary: headerText(200).map((text) => ({ token: text })) },
  );
  const extra = fc.dictionary(
    fc.constantFrom(
      'accept',
      'accept-encoding',
      'accept-language',
      'range',
      'x-request-id',
      'x-forwarded-for',
      'origin',
      'if-none-match',
      'if-modified-since',
      'idempotency-key',
      'stripe-signature',
      'x-payport-signature',
    ),
    fc.oneof(
      headerText(80),
      fc.constantFrom(
        'bytes=abc',
        'bytes=999999999999999-',
        'bytes=5-1',
        'bytes=0-0,0-0,0-0,0-0',
        'gzip;q=abc, br;q=-1',
        '*/*;q=NaN',
        'http://evil.example',
        'null',
        '1.2.3.4, ::1, garbage',
        'Thu, 01 Jan 275760 00:00:00 GMT',
        't=1,v1=00',
      ),
    ),
    { maxKeys: 2 },
  );
  return fc.tuple(auth, extra).map(([a, e]) => ({ ...e, ...a }));
}

/** Malformed requests for one operation, with every kind of caller. */
export function malformedRequests(
  operation: Operation,
  credentials: Credentials,
  ids: { own: string; others: readonly string[] },
): fc.Arbitrary<FuzzRequest> {
  // Deleting the signed-in student would leave the rest of the run without a student.
  const validIds = operation.method === 'DELETE' ? ids.others : [ids.own, ...ids.others];
  const path = fc
    .tuple(...operation.pathParams.map(() => pathValue(validIds)))
    .map((values) =>
      operation.pathParams.reduce(
        (url, name, index) => url.replace(`{${name}}`, values[index]),
        operation.path,
      ),
    );
  const takesBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const payload = takesBody
    ? fc.option(body(operation), { freq: 8, nil: undefined })
    : fc.constant(undefined);
  return fc
    .record({ path, query: query(operation), headers: headers(credentials), payload })
    .map(({ path: url, query: search, headers: sent, payload: sentBody }) => {
      const all: Record<string, string> = { ...sent };
      if (sentBody?.contentType !== undefined) all['content-type'] = sentBody.contentType;
      if (sentBody?.encoding !== undefined) all['content-encoding'] = sentBody.encoding;
      return {
        method: operation.method,
        url: `${url}${search}`,
        headers: all,
        ...(sentBody ? { payload: sentBody.payload } : {}),
      };
    });
}

/** Why an answer breaks the API's promise: a 5xx, or an error that is not `ApiError`; null if it keeps it. */
export function brokenPromise(
  status: number,
  contentType: string | undefined,
  text: string,
): string | null {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  if (status < 400) return null;
  if (!contentType?.startsWith('application/json')) {
    return `error ${status} is ${contentType ?? 'without a type'}, not JSON: ${text.slice(0, 200)}`;
  }
  let error: Partial<ApiError>;
  try {
    error = JSON.parse(text) as Partial<ApiError>;
  } catch {
    return `error ${status} is not valid JSON: ${text.slice(0, 200)}`;
  }
  const fieldsValid =
    error.errors === undefined ||
    (Array.isArray(error.errors) &&
      error.errors.every((e) => typeof e?.field === 'string' && typeof e?.message === 'string'));
  if (
    error.statusCode !== status ||
    typeof error.message !== 'string' ||
    typeof error.code !== 'string' ||
    !/^[A-Z_]+$/.test(error.code) ||
    !fieldsValid
  ) {
    return `error ${status} is not in the API's error shape: ${text.slice(0, 200)}`;
  }
  return null;
}
