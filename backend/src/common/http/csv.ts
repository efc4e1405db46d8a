import { StreamableFile } from '@nestjs/common';
import type { Readable } from 'node:stream';

export type CsvValue = string | number | boolean | null | undefined;

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP CSV injection);
// tab and carriage return are on OWASP's list too.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell (RFC 4180): text that a spreadsheet would read as a formula gets a leading ',
 * and a cell with a quote, comma or line break is quoted with its quotes doubled.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, ended by CRLF as RFC 4180 has it. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** An export's CSV as the attachment a browser saves: `<name>-YYYY-MM-DD.csv`, dated today (UTC). */
export function csvAttachment(name: string, stream: Readable): StreamableFile {
  const today = new Date().toISOString().slice(0, 10);
  return new StreamableFile(stream, {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${name}-${today}.csv"`,
  });
}
