import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import type { StaffActor } from '../../../common/auth/principal.js';
import { csvRow, type CsvValue } from '../../../common/http/csv.js';
import { parseFilter } from '../../../common/http/list-query.js';
import { AuditService } from '../../audit/index.js';
import type { UserSearch } from '../accounts/dto/list-users.query.js';
import { searchUsersQuery, userSearch } from '../accounts/user-search.js';

export const EXPORT_BATCH_SIZE = 1000;

export const EXPORT_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'balance',
  'course',
  'overdraft',
  'created_at',
  'last_activity',
] as const;

// UTC with milliseconds, as the API writes dates (toISOString).
const isoText = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The cells of a row in EXPORT_COLUMNS' order, as one JSON array that the database builds: the
 * drivers convert each column of each row on their own, so one text column instead of ten
 * (and no Date or NUMERIC parsing) makes reading 100,000 rows about twice as fast.
 */
const CELLS = `json_build_array(account.id, account.username, account.lastname, account.email,
  account.contact, account.balance::text, account.course, account.overdraft,
  ${isoText('account.created_at')}, ${isoText('account.last_activity')})::text`;

interface ExportRow {
  id: number;
  cells: string;
  /** created_at as the database's own text, which keeps the microseconds a Date would drop. */
  cursor_at: string;
}

/** Every user a search matches, newest first, as CSV. */
@Injectable()
export class UsersExportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /**
   * Checks the filter at once (a bad one is a 400, not a broken download), audits who took which
   * users (personal data leaving the system), then streams.
   */
  async csv(actor: StaffActor, filterText: string | undefined): Promise<Readable> {
    const filter = parseFilter(filterText);
    const search = userSearch(filter);
    await this.dataSource.transaction((manager) =>
      this.audit.record(manager, {
        actor,
        action: 'users_export',
        targetUserId: null,
        before: null,
        after: { filter: JSON.stringify(filter) },
      }),
    );
    return Readable.from(this.lines(search));
  }

  /**
   * Reads in batches, each one query continuing after the last row of the one before (keyset
   * pagination on the created_at index), so neither memory nor a held connection grows with the
   * table: the embedded database is a single connection that other requests need meanwhile.
   */
  private async *lines(search: UserSearch): AsyncGenerator<string> {
    yield csvRow(EXPORT_COLUMNS);
    let after: { at: string; id: number } | null = null;
    for (;;) {
      const query = searchUsersQuery(this.dataSource.manager, search)
        .select('account.id', 'id')
        .addSelect(CELLS, 'cells')
        .addSelect('account.created_at::text', 'cursor_at');
      if (after) {
        query.andWhere('(account.created_at, account.id) < (CAST(:at AS timestamptz), :id)', after);
      }
      const rows = await query
        .orderBy('account.created_at', 'DESC')
        .addOrderBy('account.id', 'DESC')
        .limit(EXPORT_BATCH_SIZE)
        .getRawMany<ExportRow>();
      if (rows.length === 0) return;
      yield rows.map((row) => csvRow(JSON.parse(row.cells) as CsvValue[])).join('');
      if (rows.length < EXPORT_BATCH_SIZE) return;
      const last = rows.at(-1)!;
      after = { at: last.cursor_at, id: Number(last.id) };
    }
  }
}
