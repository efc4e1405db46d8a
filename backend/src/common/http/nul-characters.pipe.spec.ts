import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from './json-body.js';
import { NulCharactersPipe, unstorableTextProblem } from './nul-characters.pipe.js';

describe(NulCharactersPipe.name, () => {
  const pipe = new NulCharactersPipe();

  it.each([
    [{ q: 'a\u0000' }, NUL_MESSAGE],
    [{ q: 'a\uD800' }, LONE_SURROGATE_MESSAGE],
    [{ q: '\uDC00b' }, LONE_SURROGATE_MESSAGE],
    [{ ['\uD800']: 'key' }, LONE_SURROGATE_MESSAGE],
    [['ok', { deeper: ['\uDBFF'] }], LONE_SURROGATE_MESSAGE],
  ])('refuses %j', (value, message) => {
    expect(unstorableTextProblem(value)).toBe(message);
    expect(() => pipe.transform(value)).toThrow(message);
  });

  it.each([{ q: 'Rocket \uD83D\uDE80' }, { q: 'İı é' }, 'plain', 42, null, Buffer.from([0])])(
    'leaves %j alone',
    (value) => {
      expect(pipe.transform(value)).toBe(value);
    },
  );
});
