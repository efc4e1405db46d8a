import { jsonTextProblem, MAX_JSON_DEPTH, NUL_MESSAGE } from './json-body.js';

describe(jsonTextProblem.name, () => {
  const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(jsonTextProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonTextProblem(nested(MAX_JSON_DEPTH + 1))).toMatch(/nested/);
  });

  it('scans a million levels without recursion', () => {
    expect(jsonTextProblem(nested(1_000_000))).toMatch(/nested/);
  });

  it('does not count brackets or escaped quotes inside strings', () => {
    expect(jsonTextProblem(`{"q":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`)).toBeNull();
  });

  it('refuses an escaped NUL but not an escaped backslash before u0000', () => {
    expect(jsonTextProblem('{"a":"x\\u0000"}')).toBe(NUL_MESSAGE);
    expect(jsonTextProblem('{"a\\u0000":1}')).toBe(NUL_MESSAGE);
    expect(jsonTextProblem('{"a":"\\\\u0000"}')).toBeNull();
  });
});
