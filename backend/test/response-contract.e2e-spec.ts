import request from 'supertest';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from '../src/openapi.js';
import {
  contractCheckedAgent,
  ResponseContract,
  type Answer,
} from './support/response-contract.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const errorShape = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    message: { type: 'string' },
    code: { type: 'string' },
  },
  required: ['statusCode', 'message', 'code'],
};
const json = (schema: object) => ({ content: { 'application/json': { schema } } });

function documentOf(openapi: '3.0.0' | '3.1.0', nullableAvatar: object): OpenAPIObject {
  return {
    openapi,
    info: { title: 'Example', version: '1' },
    paths: {
      '/api/user/{id}/balance': {
        put: {
          responses: {
            '200': { description: 'ok', ...json({ $ref: '#/components/schemas/User' }) },
            '404': {
              description: 'no user',
              ...json({ $ref: '#/components/schemas/ErrorResponse' }),
            },
          },
        },
      },
      '/api/user/sessions/{id}': {
        put: { responses: { '204': { description: 'ended' } } },
      },
      '/api/content/{path}': {
        get: { responses: { '200': { description: 'the file' } } },
      },
    },
    components: {
      schemas: {
        ErrorResponse: errorShape,
        User: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            created_at: { type: 'string', format: 'date-time' },
            avatar: nullableAvatar,
          },
          required: ['id', 'created_at', 'avatar'],
        },
      },
    },
  };
}

const user = { id: 42, created_at: '2026-11-23T10:15:30.000Z', avatar: null };
const balanceAnswer = (status: number, body: unknown): Answer => ({
  method: 'PUT',
  url: '/api/user/42/balance?x=1',
  status,
  contentType: 'application/json; charset=utf-8',
  body,
});

describe('ResponseContract', () => {
  const contracts = {
    'OpenAPI 3.0 (nullable)': new ResponseContract(
      documentOf('3.0.0', { type: 'string', nullable: true }),
    ),
    'OpenAPI 3.1 (type list)': new ResponseContract(
      documentOf('3.1.0', { type: ['string', 'null'] }),
    ),
  };

  for (const [version, contract] of Object.entries(contracts)) {
    describe(version, () => {
      it('accepts a body that matches the schema of its status, nulls included', () => {
        expect(contract.violation(balanceAnswer(200, user))).toBeNull();
        expect(contract.violation(balanceAnswer(200, { ...user, avatar: 'a.png' }))).toBeNull();
      });

      it('refuses a body that does not match: a wrong type, a missing field, a bad format', () => {
        expect(contract.violation(balanceAnswer(200, { ...user, id: '42' }))).toMatch(
          /PUT \/api\/user\/\{id\}\/balance answered 200 .*body\/id must be integer/,
        );
        expect(contract.violation(balanceAnswer(200, { id: 42, avatar: null }))).toMatch(
          /must have required property 'created_at'/,
        );
        expect(
          contract.violation(balanceAnswer(200, { ...user, created_at: 'yesterday' })),
        ).toMatch(/created_at must match format "date-time"/);
        expect(contract.violation(balanceAnswer(200, { ...user, avatar: 5 }))).not.toBeNull();
      });

      it('refuses a status the operation does not document', () => {
        expect(
          contract.violation(
            balanceAnswer(409, { statusCode: 409, message: 'x', code: 'CONFLICT' }),
          ),
        ).toMatch(/answered 409, which its OpenAPI operation does not document/);
      });

      it('holds an undocumented 5xx to the error shape only', () => {
        const failure = { statusCode: 500, message: 'Internal server error', code: 'INTERNAL' };
        expect(contract.violation(balanceAnswer(500, failure))).toBeNull();
        expect(contract.violation(balanceAnswer(500, { error: 'boom' }))).not.toBeNull();
      });

      it('matches the literal route before a template, and a last parameter across slashes', () => {
        const sessionEnded: Answer = {
          method: 'PUT',
          url: '/api/user/sessions/7',
          status: 204,
          contentType: undefined,
          body: {},
        };
        expect(contract.violation(sessionEnded)).toBeNull();
        expect(contract.violation({ ...sessionEnded, status: 200 })).toMatch(
          /PUT \/api\/user\/sessions\/\{id\} answered 200/,
        );
        const file: Answer = {
          method: 'GET',
          url: '/api/content/books/1.pdf?sig=abc',
          status: 206,
          contentType: 'application/pdf',
          body: {},
        };
        expect(contract.violation(file)).toMatch(/GET \/api\/content\/\{path\} answered 206/);
      });

      it('leaves paths and methods the document does not have alone', () => {
        expect(contract.violation({ ...balanceAnswer(404, {}), url: '/api/nothing' })).toBeNull();
        expect(contract.violation({ ...balanceAnswer(404, {}), method: 'GET' })).toBeNull();
      });

      it('refuses a JSON body where the documented answer has none', () => {
        expect(
          contract.violation({
            method: 'PUT',
            url: '/api/user/sessions/7',
            status: 204,
            contentType: 'application/json',
            body: { ok: true },
          }),
        ).toMatch(/JSON body that its OpenAPI operation does not describe/);
      });
    });
  }
});

describe('The test agent checks every answer against the application’s document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('passes the answers the document describes', async () => {
    const { token } = await t.student();
    await t.http.get('/api/user').set('token', token).expect(200);
    await t.http.get('/api/user').expect(401);
  });

  it('fails a request whose answer breaks the document, whatever the test expects', async () => {
    const document = buildOpenApiDocument(t.app);
    const userSchema = document.components!.schemas!.UserResponse as {
      required: string[];
    };
    userSchema.required = [...userSchema.required, 'middle_name'];
    const agent = contractCheckedAgent(
      request(t.app.getHttpServer()),
      new ResponseContract(document),
    );
    const { token } = await t.student();
    await expect(agent.get('/api/user').set('token', token).expect(200)).rejects.toThrow(
      /GET \/api\/user answered 200 with a body that does not match its documented schema: .*middle_name/,
    );
  });
});
