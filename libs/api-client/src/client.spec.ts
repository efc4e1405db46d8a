import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAcademyClient } from './client.js';

/** A real HTTP server that records what each call carried and answers as the API would. */
let server: Server;
let baseUrl: string;
let received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string };

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received = { method: request.method, url: request.url, headers: request.headers, body };
      response.setHeader('content-type', 'application/json');
      if (request.url === '/api/admin/users/404') {
        response.statusCode = 404;
        response.end(
          JSON.stringify({ statusCode: 404, message: 'User not found', code: 'NOT_FOUND' }),
        );
        return;
      }
      response.end(JSON.stringify({ id: 7, email: 'anna@example.com' }));
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((closed) => server.close(closed));
});

describe('createAcademyClient', () => {
  it('sends an API key as Authorization: Bearer', async () => {
    const client = createAcademyClient({ baseUrl, apiKey: 'ta_live_abc' });
    await client.GET('/api/admin/users/{id}', { params: { path: { id: 7 } } });
    expect(received.url).toBe('/api/admin/users/7');
    expect(received.headers.authorization).toBe('Bearer ta_live_abc');
    expect(received.headers.token).toBeUndefined();
  });

  it('sends a staff token as Authorization: Bearer', async () => {
    const client = createAcademyClient({ baseUrl, staffToken: 'staff.jwt' });
    await client.GET('/api/admin/users/{id}', { params: { path: { id: 7 } } });
    expect(received.headers.authorization).toBe('Bearer staff.jwt');
  });

  it('sends a student token in the token header', async () => {
    const client = createAcademyClient({ baseUrl, studentToken: 'student.jwt' });
    await client.GET('/api/user');
    expect(received.headers.token).toBe('student.jwt');
    expect(received.headers.authorization).toBeUndefined();
  });

  it('sends no credential when given none', async () => {
    const client = createAcademyClient({ baseUrl });
    await client.GET('/api/config');
    expect(received.headers.authorization).toBeUndefined();
    expect(received.headers.token).toBeUndefined();
  });

  it('refuses more than one credential', () => {
    expect(() => createAcademyClient({ baseUrl, apiKey: 'ta_x', staffToken: 'staff.jwt' })).toThrow(
      /one credential/,
    );
    expect(() =>
      createAcademyClient({ baseUrl, staffToken: 'staff.jwt', studentToken: 'student.jwt' }),
    ).toThrow(/one credential/);
  });

  it('sends a body as JSON and serializes query parameters', async () => {
    const client = createAcademyClient({ baseUrl, staffToken: 'staff.jwt' });
    await client.PUT('/api/admin/users/{id}', {
      params: { path: { id: 7 } },
      body: { username: 'Anna' },
    });
    expect(received.method).toBe('PUT');
    expect(received.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.body)).toEqual({ username: 'Anna' });

    await client.GET('/api/admin/users', {
      params: { query: { range: '[0,9]', filter: JSON.stringify({ q: 'anna' }) } },
    });
    const query = new URL(received.url ?? '', baseUrl).searchParams;
    expect(query.get('range')).toBe('[0,9]');
    expect(query.get('filter')).toBe('{"q":"anna"}');
  });

  it('answers an error status with the error body instead of throwing', async () => {
    const client = createAcademyClient({ baseUrl, staffToken: 'staff.jwt' });
    const { data, error, response } = await client.GET('/api/admin/users/{id}', {
      params: { path: { id: 404 } },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(404);
    expect(error).toEqual({ statusCode: 404, message: 'User not found', code: 'NOT_FOUND' });
  });

  it('calls through the fetch it is given', async () => {
    const seen: string[] = [];
    const client = createAcademyClient({
      baseUrl,
      apiKey: 'ta_x',
      fetch: (request) => {
        seen.push(`${request.method} ${request.headers.get('authorization')}`);
        return fetch(request);
      },
    });
    const { data } = await client.GET('/api/admin/users/{id}', { params: { path: { id: 7 } } });
    expect(seen).toEqual(['GET Bearer ta_x']);
    expect(data?.email).toBe('anna@example.com');
  });
});
