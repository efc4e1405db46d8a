import {
  jsonTextProblem,
  LONE_SURROGATE_MESSAGE,
  MAX_JSON_DEPTH,
  MAX_JSON_ITEMS,
  MAX_JSON_MEMBERS,
  NUL_MESSAGE,
} from './json-body.js';

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

describe('jsonTextProblem: width', () => {
  const object = (members: number) =>
    `{${Array.from({ length: members }, (_, index) => `"k${index}":1`).join(',')}}`;
  const array = (items: number) => `[${Array.from({ length: items }, () => '1').join(',')}]`;

  it('accepts objects up to the member bound and refuses one member more', () => {
    expect(jsonTextProblem(object(MAX_JSON_MEMBERS))).toBeNull();
    expect(jsonTextProblem(object(MAX_JSON_MEMBERS + 1))).toMatch(/members/);
    expect(jsonTextProblem(`{"a":${object(MAX_JSON_MEMBERS + 1)}}`)).toMatch(/members/);
  });

  it('accepts arrays up to the item bound and refuses one item more', () => {
    expect(jsonTextProblem(array(MAX_JSON_ITEMS))).toBeNull();
    expect(jsonTextProblem(array(MAX_JSON_ITEMS + 1))).toMatch(/items/);
  });

  it('counts each container apart, and no comma inside a string', () => {
    const siblings = `[${Array.from({ length: 3 }, () => object(MAX_JSON_MEMBERS)).join(',')}]`;
    expect(jsonTextProblem(siblings)).toBeNull();
    expect(jsonTextProblem(`{"q":"${','.repeat(MAX_JSON_MEMBERS * 3)}"}`)).toBeNull();
  });

  it('stops at the bound: 80,000 keys are refused for their width before the rest is read', () => {
    // A NUL near the end would be the answer if the scan went on past the 1,001st member.
    const wide = `${object(80_000).slice(0, -1)},"tail":"\\u0000"}`;
    expect(jsonTextProblem(wide)).toMatch(/members/);
  });
});

describe('jsonTextProblem: lone surrogates', () => {
  it.each([
    '"\\ud800"',
    '"a\\uDBFFb"',
    '"\\udc00"',
    '"\\ud800\\u0041"',
    '{"\\ud800":1}',
    '"\ud800"',
  ])('refuses %s', (text) => {
    expect(jsonTextProblem(text)).toBe(LONE_SURROGATE_MESSAGE);
  });

  it.each(['"\\ud83d\\ude80"', '"\\uD83D\\uDE80"', '"🚀"', '"\\\\ud800"', '"\\u00e9"'])(
    'accepts %s',
    (text) => {
      expect(jsonTextProblem(text)).toBeNull();
    },
  );
});
