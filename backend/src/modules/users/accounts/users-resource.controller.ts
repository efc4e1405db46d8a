import { Controller, Query, type StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type User } from '@academy/contracts';
import type { StaffActor } from '../../../common/auth/principal.js';
import { csvAttachment } from '../../../common/http/csv.js';
import { cursorUnavailable } from '../../../common/http/keyset-order.js';
import { KeysetListQuery } from '../../../common/http/list-page.js';
import { parseFilter, type ListPage } from '../../../common/http/list-query.js';
import { CsvExportRoutes, ExportLinksService } from '../../export-links/index.js';
import { DeletedUsersService } from '../deleted/deleted-users.service.js';
import { userRoutes } from './user-routes.js';
import { userSearch } from './user-search.js';
import { UserListService } from './user-list.service.js';
import { UsersExportService } from '../export/users-export.service.js';

/** The back office's react-admin resource (ra-data-simple-rest conventions): the list and its exports. */
@ApiTags('admin: users resource')
@Controller('admin/users')
export class UsersResourceController extends CsvExportRoutes({
  kind: 'users',
  permission: 'users:read',
  operation: {
    summary: 'Every user the filter matches, newest first, as a streamed CSV download',
    description:
      "Audited (action users_export, with the filter). Takes the same filter as GET /api/admin/users, without paging. Columns: id, first_name, last_name, email, phone, balance, course, overdraft, created_at, last_activity. Text that a spreadsheet would run as a formula starts with a '.",
  },
  filter: {
    example: '{"q":"anna"}',
    description:
      'JSON object: the same filter as GET /api/admin/users (q, id, course, balanceMin, balanceMax, overdraft, createdFrom, createdTo, activity)',
  },
  readable: 'users',
  checkFilter: userSearch,
}) {
  constructor(
    private readonly userList: UserListService,
    private readonly exports: UsersExportService,
    private readonly deleted: DeletedUsersService,
    readonly links: ExportLinksService,
  ) {
    super();
  }

  @userRoutes.List(
    {
      summary: 'Search and page users in SQL',
      description:
        'filter.q matches a case-insensitive substring of the id, e-mail or phone digits; filter.id takes a list of ids; filter.course a course (NONE, a preset, CUSTOM for any other, or a name); filter.balanceMin and balanceMax bound the balance (inclusive); filter.overdraft true or false for a running trial; filter.createdFrom and createdTo bound the registration (dates include their whole UTC day); filter.activity is online, today, week or older. Conditions combine; a bad value is a 400. filter.deleted=true lists instead the users deleted in the restore window, with deleted_at and purge_at (sort deleted_at, id or email; of the other filters only filter.id applies).',
    },
    { range: '0-99/1234', cursor: true },
  )
  list(@Query() query: KeysetListQuery): Promise<ListPage<User>> {
    const deleted = parseFilter(query.filter).deleted === true;
    if (deleted && query.cursor !== undefined) throw cursorUnavailable('for the deleted users');
    return deleted ? this.deleted.list(query) : this.userList.list(query);
  }

  async csvFile(actor: StaffActor, filter: string | undefined): Promise<StreamableFile> {
    return csvAttachment('users', await this.exports.csv(actor, filter));
  }
}
