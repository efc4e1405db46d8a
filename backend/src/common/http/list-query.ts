import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { ApiException } from './api-exception.js';
import { MAX_INTEGER_ID } from './id.pipe.js';
import { jsonTextProblem } from './json-body.js';
import { validationFailed } from './http.errors.js';

/** react-admin's simple-rest list parameters, each a JSON text in the query string. */
export class ListQuery {
  @ApiPropertyOptional({
    example: '["created_at","DESC"]',
    description: 'JSON [field, "ASC"|"DESC"]',
  })
  @IsOptional()
  @IsString()
  sort?: string;

  @ApiPropertyOptional({ example: '[0,99]', description: 'JSON [first, last], both inclusive' })
  @IsOptional()
  @IsString()
  range?: string;

  @ApiPropertyOptional({
    example: '{"q":"anna"}',
    description: 'JSON object of filters; {"id":[…]} is getMany (its default range holds every id)',
  })
  @IsOptional()
  @IsString()
  filter?: string;
}

export interface ParsedListQuery<TField extends string> {
  sortField: TField;
  sortOrder: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

export const MAX_PAGE_SIZE = 1000;

function invalid(message: string): ApiException {
  return validationFailed(message);
}

function parseJson(name: string, text: string | undefined): unknown {
  if (text === undefined) return undefined;
  const problem = jsonTextProblem(text);
  if (problem) throw invalid(`${name}: ${problem}`);
  try {
    return JSON.parse(text);
  } catch {
    throw invalid(`${name} must be JSON`);
  }
}

export function parseListQuery<TField extends string>(
  query: ListQuery,
  sortable: readonly TField[],
  defaultSort: TField,
): ParsedListQuery<TField> {
  const sort = parseJson('sort', query.sort) ?? [defaultSort, 'DESC'];
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    !sortable.includes(sort[0] as TField) ||
    !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
  ) {
    throw invalid(`sort must be [field, "ASC"|"DESC"] with field one of ${sortable.join(', ')}`);
  }
  const filter = parseFilter(query.filter);
  // getMany sends {"id":[…]} and no range: the default page then holds every id asked for.
  const defaultSize = Array.isArray(filter.id)
    ? Math.min(Math.max(filter.id.length, 1), MAX_PAGE_SIZE)
    : 100;
  const range = parseJson('range', query.range) ?? [0, defaultSize - 1];
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    // Row positions past int4 are no rows of ours, and past int8 an error in the database.
    !range.every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_INTEGER_ID) ||
    range[1] < range[0] ||
    range[1] - range[0] + 1 > MAX_PAGE_SIZE
  ) {
    throw invalid(`range must be [first, last] with at most ${MAX_PAGE_SIZE} rows`);
  }
  return {
    sortField: sort[0] as TField,
    sortOrder: String(sort[1]).toUpperCase() as 'ASC' | 'DESC',
    offset: range[0] as number,
    limit: (range[1] as number) - (range[0] as number) + 1,
    filter,
  };
}

/**
 * getMany's filter.id: a list of ids (one id alone passes too), each read by `read`, which answers
 * null for a value that names no row of this list.
 */
export function readIdFilter<TId>(
  value: unknown,
  read: (value: unknown) => TId | null,
  what: string,
): TId[] {
  const values: unknown[] = Array.isArray(value) ? value : [value];
  const ids = values.map(read).filter((id): id is TId => id !== null);
  if (values.length > MAX_PAGE_SIZE || ids.length !== values.length) {
    throw invalid(`id must be ${what} or a list of at most ${MAX_PAGE_SIZE} of them`);
  }
  return ids;
}

/**
 * Whether a filter's date is one the database compares alike on every driver: years 1 to 9999. A
 * year 0 or a six-digit year is a valid JavaScript date that PostgreSQL or its driver refuses.
 */
export function isFilterDate(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= 1 && year <= 9999;
}

const LAST_FILTER_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * The exclusive end `after` milliseconds past a filter's last date, kept within isFilterDate's
 * years: a filter up to 9999-12-31 ends at its last millisecond rather than in year 10000.
 */
export function filterEndAfter(date: Date, after: number): Date {
  return new Date(Math.min(date.getTime() + after, LAST_FILTER_INSTANT));
}

/** The filter parameter alone: a JSON object, or {} when absent. */
export function parseFilter(text: string | undefined): Record<string, unknown> {
  const filter = parseJson('filter', text) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw invalid('filter must be a JSON object');
  }
  return filter as Record<string, unknown>;
}

/** The Content-Range header react-admin reads the total from: `users 0-99/1234`. */
export function contentRange(
  resource: string,
  offset: number,
  count: number,
  total: number,
): string {
  const last = count === 0 ? offset : offset + count - 1;
  return `${resource} ${offset}-${last}/${total}`;
}

/** One page of a simple-rest list: its rows, where it starts, and how many rows match in all. */
export interface ListPage<TRow> {
  rows: TRow[];
  /** How many rows match in all; with `totalExact` false, the least number that do. */
  total: number;
  /** False when `total` is a lower bound (a count that stopped at its cap); absent means exact. */
  totalExact?: boolean;
  offset: number;
  /** Where the next page starts, for a list paged by keyset: absent on the last page. */
  nextCursor?: string | null;
}

/**
 * Answers a page as react-admin reads it: the rows as the body, the total in Content-Range,
 * X-Total-Exact saying whether that total is exact or a lower bound, and X-Next-Cursor where
 * the list offers one.
 */
export function sendListPage<TRow>(
  reply: FastifyReply,
  resource: string,
  page: ListPage<TRow>,
): TRow[] {
  void reply
    .header('Content-Range', contentRange(resource, page.offset, page.rows.length, page.total))
    .header('X-Total-Exact', page.totalExact === false ? 'false' : 'true');
  if (page.nextCursor) void reply.header('X-Next-Cursor', page.nextCursor);
  return page.rows;
}
