import type { IncomingMessage } from 'node:http';
import { redactUrl, requestIdOf } from './logging.js';

describe(redactUrl.name, () => {
  it('hides the signature of a content link and keeps the rest', () => {
    expect(redactUrl('/api/content/books/a.pdf?u=7&exp=1800000000&sig=abc-_DEF')).toBe(
      '/api/content/books/a.pdf?u=7&exp=1800000000&sig=[redacted]',
    );
    expect(redactUrl('/api/content/x.mp4?sig=abc&u=1')).toBe(
      '/api/content/x.mp4?sig=[redacted]&u=1',
    );
  });

  it('hides the token of a password reset link', () => {
    expect(redactUrl('/reset-password?token=abcDEF123_-')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/reset-password?lang=en&token=abc#top')).toBe(
      '/reset-password?lang=en&token=[redacted]#top',
    );
  });

  it('leaves other addresses alone', () => {
    expect(redactUrl('/api/admin/users?filter={"q":"sig=1"}')).toBe(
      '/api/admin/users?filter={"q":"sig=1"}',
    );
    expect(redactUrl('/api/admin/users?mytoken=1')).toBe('/api/admin/users?mytoken=1');
    expect(redactUrl('/api/user')).toBe('/api/user');
  });
});

describe(requestIdOf.name, () => {
  const withHeader = (value?: string | string[]) =>
    ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it("keeps a proxy's short token", () => {
    expect(requestIdOf(withHeader('7f3c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6'))).toBe(
      '7f3c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
    );
    expect(requestIdOf(withHeader('req_01HZX.9:a'))).toBe('req_01HZX.9:a');
  });

  it.each([
    ['none', undefined],
    ['an empty one', ''],
    ['one with spaces', 'a b'],
    ['one that forges a log line', 'x\n{"level":60}'],
    ['a long one', 'a'.repeat(65)],
    ['several', ['a', 'b']],
  ])('makes a new id for %s', (_, value) => {
    expect(requestIdOf(withHeader(value))).toMatch(UUID);
  });
});
