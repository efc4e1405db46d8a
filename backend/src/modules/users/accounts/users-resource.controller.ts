import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  BULK_BALANCE_IDS_LIMIT,
  BULK_BALANCE_LIMIT,
  type AuditEntry,
  type BulkBalanceJob,
  type BulkBalancePreview,
  type ExportLink,
  type LedgerEntry,
  type MessageResponse as Message,
  type User,
} from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../../common/auth/principal.js';
import { BodyLimit } from '../../../common/http/body-limit.js';
import { Idempotent, readIdempotencyKey } from '../../../common/http/idempotency.js';
import { ErrorResponse, MessageResponse } from '../../../common/http/error-response.js';
import { IdPipe } from '../../../common/http/id.pipe.js';
import { cursorUnavailable, KeysetListQuery } from '../../../common/http/list-page.js';
import { parseFilter, sendListPage } from '../../../common/http/list-query.js';
import { ApiListResponse } from '../../../common/http/list-response.js';
import { AuditEntryResponse } from '../../audit/index.js';
import {
  CreateExportLinkDto,
  SignedExportQuery,
  ExportLinkOperation,
  SignedExportOperation,
  ExportLinksService,
} from '../../export-links/index.js';
import { BulkBalanceService, bulkBalanceJobPath } from '../bulk-balance/bulk-balance.service.js';
import { BulkBalanceJobResponse } from '../dto/bulk-balance-job.response.js';
import { AdjustBalanceDto } from '../balance/adjust-balance.dto.js';
import { BULK_BALANCE_BODY_LIMIT_BYTES, BulkBalanceDto } from '../dto/bulk-balance.dto.js';
import { DeletedUsersService } from '../deleted/deleted-users.service.js';
import { ExportUsersQuery } from '../export/export-users.query.js';
import { ReplaceUserDto } from './dto/replace-user.dto.js';
import { BulkBalancePreviewResponse, LedgerEntryResponse, UserResponse } from './user.responses.js';
import { userSearch } from './user-search.js';
import { UserListService } from './user-list.service.js';
import { UserManagementService } from './user-management.service.js';
import { UsersExportService } from '../export/users-export.service.js';

const notFound = ApiNotFoundResponse({
  type: ErrorResponse,
  description: 'No such user (or deleted)',
});

/** The back office's react-admin resource (ra-data-simple-rest conventions). */
@ApiTags('admin: users resource')
@Controller('admin/users')
export class UsersResourceController {
  constructor(
    private readonly management: UserManagementService,
    private readonly userList: UserListService,
    private readonly bulk: BulkBalanceService,
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

  @Post('bulk-balance/preview')
  @BodyLimit(BULK_BALANCE_BODY_LIMIT_BYTES)
  @HttpCode(200)
  @StaffAuth('balances:write')
  @ApiOperation({
    summary: 'How many users a bulk balance change would touch, and the total change',
    description: `Changes nothing. At most ${BULK_BALANCE_LIMIT} users per change.`,
  })
  @ApiOkResponse({ type: BulkBalancePreviewResponse })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: `Invalid body, or more than ${BULK_BALANCE_LIMIT} users`,
  })
  previewBulkBalance(@Body() body: BulkBalanceDto): Promise<BulkBalancePreview> {
    return this.bulk.preview(body);
  }

  @Post('bulk-balance')
  @BodyLimit(BULK_BALANCE_BODY_LIMIT_BYTES)
  @HttpCode(202)
  @StaffAuth('balances:write')
  @ApiOperation({
    summary: "Set or add an amount to many users' balances, as a background job",
    description: `The users are chosen now (whoever registers later is left out) and the job is queued; follow it with GET bulk-balance/jobs/{id} (the Location header). Each user is then changed on their own, with a ledger and an audit row; a user who cannot be changed (the balance would go below zero or above the maximum, or deleted meanwhile) is counted as refused with the reason and left as they were, and the others are still changed. At most ${BULK_BALANCE_LIMIT} users, or ${BULK_BALANCE_IDS_LIMIT} listed ids.`,
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    schema: { type: 'string', example: '3f6c1e9a-7b2d-4c8e-a1f0-5d9b2e7c4a61' },
    description:
      'A fresh value per user action (a UUID). A repeat with the same key and body answers the job the first request made, as it is now, instead of starting another.',
  })
  @ApiAcceptedResponse({
    type: BulkBalanceJobResponse,
    headers: { Location: { description: 'The job', schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: `Invalid body, or more than ${BULK_BALANCE_LIMIT} users`,
  })
  @ApiConflictResponse({
    type: ErrorResponse,
    description:
      'A job for the same users (the same ids, or the same filter) is still queued or running; its address is in the Location header',
    headers: { Location: { description: 'The open job', schema: { type: 'string' } } },
  })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponse,
    description: 'The Idempotency-Key was already used with a different request',
  })
  async bulkBalance(
    @CurrentPrincipal() actor: StaffActor,
    @Body() body: BulkBalanceDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BulkBalanceJob> {
    const job = await this.bulk.start(actor, body, readIdempotencyKey(idempotencyKey));
    void reply.header('Location', bulkBalanceJobPath(job.id));
    return job;
  }

  @Get('bulk-balance/jobs')
  @StaffAuth('balances:write')
  @ApiOperation({
    summary: 'The bulk balance changes still queued or running, oldest first',
    description: 'What the back office shows again after a reload.',
  })
  @ApiOkResponse({ type: [BulkBalanceJobResponse] })
  openBulkBalanceJobs(): Promise<BulkBalanceJob[]> {
    return this.bulk.open();
  }

  @Get('bulk-balance/jobs/:jobId')
  @StaffAuth('balances:write')
  @ApiOperation({
    summary: "A bulk balance change's progress, or its summary once it ended",
  })
  @ApiOkResponse({ type: BulkBalanceJobResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such job' })
  bulkBalanceJob(@Param('jobId') jobId: string): Promise<BulkBalanceJob> {
    return this.bulk.get(jobId);
  }

  @Post('bulk-balance/jobs/:jobId/cancel')
  @HttpCode(200)
  @StaffAuth('balances:write')
  @ApiOperation({
    summary: 'Stops a queued or running bulk balance change (audited)',
    description:
      'Users already changed stay changed, each with their ledger row; the others are left as they are.',
  })
  @ApiOkResponse({ type: BulkBalanceJobResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such job' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The job has already ended' })
  cancelBulkBalanceJob(
    @CurrentPrincipal() actor: StaffActor,
    @Param('jobId') jobId: string,
  ): Promise<BulkBalanceJob> {
    return this.bulk.cancel(actor, jobId);
  }

  @Get(':id')
  @StaffAuth('users:read')
  @ApiOperation({ summary: 'One user' })
  @ApiOkResponse({ type: UserResponse })
  @notFound
  get(@Param('id', IdPipe) id: number): Promise<User> {
    return this.management.get(id);
  }

  @Get(':id/ledger')
  @StaffAuth('users:read')
  @ApiOperation({
    summary: "The user's balance changes, newest first (simple-rest: sort, range)",
    description:
      'Each row: the signed change (amount), the balance after it, the reason, the staff member (null for the system) and the payment that caused it. sort takes created_at or id.',
  })
  @ApiListResponse(LedgerEntryResponse, 'ledger 0-24/31', { cursor: true })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid sort or range' })
  @notFound
  async ledger(
    @Param('id', IdPipe) id: number,
    @Query() query: KeysetListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LedgerEntry[]> {
    return sendListPage(reply, 'ledger', await this.management.ledgerPage(id, query));
  }

  @Get(':id/audit')
  @StaffAuth('users:read')
  @ApiOperation({
    summary: 'The audit entries about the user, newest first (simple-rest: sort, range)',
    description:
      'Every staff change to this user (account, balance, course, deletion, …), with the values before and after. Readable by everyone who may read users, unlike the whole log. sort takes created_at or id; filter.id takes a list of entry ids.',
  })
  @ApiListResponse(AuditEntryResponse, 'audit 0-24/31', { cursor: true })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid sort, range or filter' })
  @notFound
  async audit(
    @Param('id', IdPipe) id: number,
    @Query() query: KeysetListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditEntry[]> {
    return sendListPage(reply, 'audit', await this.management.auditPage(id, query));
  }

  @Put(':id')
  @StaffAuth('users:write')
  @ApiOperation({
    summary: 'Change the account fields: the whole record, as ra-data-simple-rest sends it',
    description:
      "Sets username, lastname, email, contact and avatar where they differ. The record's other fields are ignored when sent as stored; changed, the PUT is refused with a field error per field (code READ_ONLY, or OWN_CALL naming the audited call that changes balance, course or overdraft). Fields that are not part of the record are refused.",
  })
  @ApiOkResponse({ type: UserResponse })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'Unknown field, a kept field changed, or an invalid value',
  })
  @ApiConflictResponse({ type: ErrorResponse })
  @notFound
  update(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
    @Body() body: ReplaceUserDto,
  ): Promise<User> {
    return this.management.updateAccount(actor, id, body);
  }

  @Post(':id/balance-adjustments')
  @Idempotent()
  @HttpCode(200)
  @StaffAuth('balances:write')
  @ApiOperation({
    summary:
      'Add a signed amount to the balance as it is at that moment (atomic, ledger and audit)',
    description:
      'Safe against payments credited meanwhile: nothing is read first. A result below zero or above the maximum is refused with 409 and changes nothing.',
  })
  @ApiOkResponse({ type: UserResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid amount or reason' })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'The balance would go below zero or above the maximum',
  })
  @notFound
  adjustBalance(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
    @Body() body: AdjustBalanceDto,
  ): Promise<User> {
    return this.management.adjustBalance(actor, id, body.amount, body.reason);
  }

  @Post(':id/unlock-sign-in')
  @HttpCode(200)
  @StaffAuth('users:write')
  @ApiOperation({
    summary: "Lift the failed sign-in limits on the student's e-mail, for every client (audited)",
  })
  @ApiOkResponse({ type: MessageResponse })
  @notFound
  async unlockSignIn(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
  ): Promise<Message> {
    await this.management.unlockSignIn(actor, id);
    return { message: 'Sign-in unlocked' };
  }

  @Post(':id/verify-email')
  @HttpCode(200)
  @StaffAuth('users:write')
  @ApiOperation({
    summary: "Mark the student's e-mail verified without the mailed link (audited)",
  })
  @ApiOkResponse({ type: UserResponse })
  @notFound
  verifyEmail(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
  ): Promise<User> {
    return this.management.markEmailVerified(actor, id);
  }

  @Delete(':id')
  @StaffAuth('users:write')
  @ApiOperation({ summary: 'Delete a user (kept for accounting, cannot sign in)' })
  @ApiOkResponse({ type: UserResponse })
  @notFound
  delete(@CurrentPrincipal() actor: StaffActor, @Param('id', IdPipe) id: number): Promise<User> {
    return this.management.delete(actor, id);
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
