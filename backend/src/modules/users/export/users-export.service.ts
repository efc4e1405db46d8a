import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import type { StaffActor } from '../../../common/auth/principal.js';
import { csvRow } from '../../../common/http/csv.js';
import { csvRecordsNewestFirst, isoTimestampText } from '../../../common/http/csv-batches.js';
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

/** The cells of a row in EXPORT_COLUMNS' order (see csvRecordsNewestFirst). */
const CELLS = `json_build_array(account.id, account.username, account.lastname, account.email,
  account.contact, account.balance::text, account.course, account.overdraft,
  ${isoTimestampText('account.created_at')}, ${isoTimestampText('account.last_activity')})::text`;

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
      this.audit.recordExport(manager, actor, 'users_export', filter),
    );
    return Readable.from(this.lines(search));
  }

  private async *lines(search: UserSearch): AsyncGenerator<string> {
    yield csvRow(EXPORT_COLUMNS);
    yield* csvRecordsNewestFirst(
      () => searchUsersQuery(this.dataSource.manager, search).select(CELLS, 'cells'),
      'account',
      EXPORT_BATCH_SIZE,
    );
  }
}
