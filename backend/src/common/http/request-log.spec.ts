import { redactSignatures } from './request-log.js';

describe(redactSignatures.name, () => {
  it('hides the signature of a content link and keeps the rest', () => {
    expect(redactSignatures('/api/content/books/a.pdf?u=7&exp=1800000000&sig=abc-_DEF')).toBe(
      '/api/content/books/a.pdf?u=7&exp=1800000000&sig=[redacted]',
    );
    expect(redactSignatures('/api/content/x.mp4?sig=abc&u=1')).toBe(
      '/api/content/x.mp4?sig=[redacted]&u=1',
    );
  });

  it('leaves other addresses alone', () => {
    expect(redactSignatures('/api/admin/users?filter={"q":"sig=1"}')).toBe(
      '/api/admin/users?filter={"q":"sig=1"}',
    );
    expect(redactSignatures('/api/user')).toBe('/api/user');
  });
});
