import { Body, Controller, Get, Post, Query, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type ExportLink, type User } from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../../common/auth/principal.js';
import { ErrorResponse } from '../../../common/http/error-response.js';
import { cursorUnavailable, KeysetListQuery } from '../../../common/http/list-page.js';
import { parseFilter, sendListPage } from '../../../common/http/list-query.js';
import { ApiListResponse } from '../../../common/http/list-response.js';
import {
  CreateExportLinkDto,
  SignedExportQuery,
  ExportLinkOperation,
  SignedExportOperation,
  ExportLinksService,
} from '../../export-links/index.js';
import { DeletedUsersService } from '../deleted/deleted-users.service.js';
import { ExportUsersQuery } from '../export/export-users.query.js';
import { UserResponse } from './user.responses.js';
import { userSearch } from './user-search.js';
import { UserListService } from './user-list.service.js';
import { UsersExportService } from '../export/users-export.service.js';

/** The back office's react-admin resource (ra-data-simple-rest conventions): the list and its exports. */
@ApiTags('admin: users resource')
@Controller('admin/users')
export class UsersResourceController {
  constructor(
    private readonly userList: UserListService,
    private readonly exports: UsersExportService,
    private readonly deleted: DeletedUsersService,
    private readonly links: ExportLinksService,
  ) {}

  @Get()
  @StaffAuth('users:read')
  @ApiOperation({
    summary: 'Search and page users in SQL',
    description:
      'filter.q matches a case-insensitive substring of the id, e-mail or phone digits; filter.id takes a list of ids; filter.course a course (NONE, a preset, CUSTOM for any other, or a name); filter.balanceMin and balanceMax bound the balance (inclusive); filter.overdraft true or false for a running trial; filter.createdFrom and createdTo bound the registration (dates include their whole UTC day); filter.activity is online, today, week or older. Conditions combine; a bad value is a 400. filter.deleted=true lists instead the users deleted in the restore window, with deleted_at and purge_at (sort deleted_at, id or email; of the other filters only filter.id applies).',
  })
  @ApiListResponse(UserResponse, 'users 0-99/1234', { cursor: true })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(
    @Query() query: KeysetListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<User[]> {
    const deleted = parseFilter(query.filter).deleted === true;
    if (deleted && query.cursor !== undefined) throw cursorUnavailable('for the deleted users');
    const page = deleted ? await this.deleted.list(query) : await this.userList.list(query);
    return sendListPage(reply, 'users', page);
  }

  @Get('export.csv')
  @StaffAuth('users:read')
  @ApiOperation({
    summary: 'Every user the filter matches, newest first, as a streamed CSV download',
    description:
      "Audited (action users_export, with the filter). Takes the same filter as GET /api/admin/users, without paging. Columns: id, first_name, last_name, email, phone, balance, course, overdraft, created_at, last_activity. Text that a spreadsheet would run as a formula starts with a '.",
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    schema: { type: 'string' },
    description: 'text/csv; charset=utf-8, as the attachment users-YYYY-MM-DD.csv',
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'The filter is not valid' })
  exportCsv(
    @CurrentPrincipal() actor: StaffActor,
    @Query() query: ExportUsersQuery,
  ): Promise<StreamableFile> {
    return this.csvFile(actor, query.filter);
  }

  @Post('export-links')
  @ExportLinkOperation('users', 'users:read')
  createExportLink(
    @CurrentPrincipal() actor: StaffActor,
    @Body() body: CreateExportLinkDto,
  ): Promise<ExportLink> {
    const filter = body.filter ?? {};
    userSearch(filter);
    return this.links.issue(actor, 'users', filter);
  }

  @Get('signed-export.csv')
  @SignedExportOperation('users', 'users')
  async signedExportCsv(
    @Query() query: SignedExportQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const { actor, filter } = await this.links.redeem('users', { ...query }, 'users:read');
    void reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    return this.csvFile(actor, filter);
  }

  private async csvFile(actor: StaffActor, filter: string | undefined): Promise<StreamableFile> {
    const stream = await this.exports.csv(actor, filter);
    const today = new Date().toISOString().slice(0, 10);
    return new StreamableFile(stream, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="users-${today}.csv"`,
    });
  }
}
