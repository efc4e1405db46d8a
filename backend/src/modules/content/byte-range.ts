/** What a request's Range header asks of a file of a given size (RFC 9110 §14). */
export type ByteRange =
  { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes[ \t]*=[ \t]*(\d*)-(\d*)[ \t]*$/i;

/**
 * One range (first-last, first- or -suffix) becomes a partial answer. A header we do not take
 * (another unit, several ranges, bad syntax) is ignored and the whole file is sent, as the RFC
 * allows; a well-formed range that misses the file is unsatisfiable.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  const match = header === undefined ? null : SINGLE_RANGE.exec(header);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  const start = first === '' ? null : Number(first);
  const end = last === '' ? null : Number(last);
  if (
    (start !== null && !Number.isSafeInteger(start)) ||
    (end !== null && !Number.isSafeInteger(end))
  ) {
    return { kind: 'whole' };
  }

  if (start === null) {
    const suffix = end ?? 0;
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(size - suffix, 0), end: size - 1 };
  }
  if (start >= size || (end !== null && end < start)) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end ?? size - 1, size - 1) };
}
