import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  BULK_BALANCE_LIMIT,
  type AuditEntry,
  type BulkBalancePreview,
  type BulkBalanceResult,
  type LedgerEntry,
  type MessageResponse as Message,
  type User,
} from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../common/auth/principal.js';
import { Idempotent } from '../../common/http/idempotency.js';
import { ErrorResponse, MessageResponse } from '../../common/http/error-response.js';
import { IdPipe } from '../../common/http/id.pipe.js';
import { cursorUnavailable, KeysetListQuery } from '../../common/http/list-page.js';
import { parseFilter, sendListPage } from '../../common/http/list-query.js';
import { ApiListResponse } from '../../common/http/list-response.js';
import { AuditEntryResponse } from '../audit/audit.controller.js';
import { BulkBalanceService } from './bulk-balance.service.js';
import { AdjustBalanceDto } from './dto/adjust-balance.dto.js';
import { BulkBalanceDto } from './dto/bulk-balance.dto.js';
import { DeletedUsersService } from './deleted-users.service.js';
import { ExportUsersQuery } from './dto/export-users.query.js';
import { ReplaceUserDto } from './dto/replace-user.dto.js';
import {
  BulkBalancePreviewResponse,
  BulkBalanceResultResponse,
  LedgerEntryResponse,
  UserResponse,
} from './user.responses.js';
import { UserManagementService } from './user-management.service.js';
import { UsersExportService } from './users-export.service.js';

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
    private readonly bulk: BulkBalanceService,
    private readonly exports: UsersExportService,
    private readonly deleted: DeletedUsersService,
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
    const page = deleted ? await this.deleted.list(query) : await this.management.list(query);
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
  async exportCsv(
    @CurrentPrincipal() actor: StaffActor,
    @Query() query: ExportUsersQuery,
  ): Promise<StreamableFile> {
    const stream = await this.exports.csv(actor, query.filter);
    const today = new Date().toISOString().slice(0, 10);
    return new StreamableFile(stream, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="users-${today}.csv"`,
    });
  }

  @Post('bulk-balance/preview')
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
  @Idempotent()
  @HttpCode(200)
  @StaffAuth('balances:write')
  @ApiOperation({
    summary: "Set or add an amount to many users' balances",
    description:
      'Each user is changed on their own, with a ledger and an audit row; a user who cannot be changed (the balance would go below zero, or deleted meanwhile) is reported in results and left as they were, and the others are still changed.',
  })
  @ApiOkResponse({ type: BulkBalanceResultResponse })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: `Invalid body, or more than ${BULK_BALANCE_LIMIT} users`,
  })
  bulkBalance(
    @CurrentPrincipal() actor: StaffActor,
    @Body() body: BulkBalanceDto,
  ): Promise<BulkBalanceResult> {
    return this.bulk.apply(actor, body);
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

  @Delete(':id')
  @StaffAuth('users:write')
  @ApiOperation({ summary: 'Delete a user (kept for accounting, cannot sign in)' })
  @ApiOkResponse({ type: UserResponse })
  @notFound
  delete(@CurrentPrincipal() actor: StaffActor, @Param('id', IdPipe) id: number): Promise<User> {
    return this.management.delete(actor, id);
  }
}
