import { parseByteRange } from './byte-range.js';

describe(parseByteRange.name, () => {
  const size = 1000;

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=500-', 500, 999],
    ['bytes=-100', 900, 999],
    ['bytes=-5000', 0, 999],
    ['bytes=990-2000', 990, 999],
    ['bytes=999-999', 999, 999],
    ['BYTES = 10-19 ', 10, 19],
  ])('takes %s as bytes %i to %i', (header, start, end) => {
    expect(parseByteRange(header, size)).toEqual({ kind: 'partial', start, end });
  });

  it.each(['bytes=1000-', 'bytes=1000-1001', 'bytes=-0', 'bytes=20-10'])(
    'finds %s unsatisfiable',
    (header) => {
      expect(parseByteRange(header, size)).toEqual({ kind: 'unsatisfiable' });
    },
  );

  it.each([
    undefined,
    '',
    'bytes=-',
    'bytes=0-1,5-9',
    'items=0-9',
    'bytes=a-9',
    'bytes=0x10-',
    'bytes=99999999999999999999-',
  ])('sends the whole file for %j', (header) => {
    expect(parseByteRange(header, size)).toEqual({ kind: 'whole' });
  });

  it('finds any range of an empty file unsatisfiable', () => {
    expect(parseByteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
