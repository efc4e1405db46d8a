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
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  type AuditEntry,
  type LedgerEntry,
  type MessageResponse as Message,
  type User,
} from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../../common/auth/principal.js';
import { Idempotent } from '../../../common/http/idempotency.js';
import { ErrorResponse, MessageResponse } from '../../../common/http/error-response.js';
import { IdPipe } from '../../../common/http/id.pipe.js';
import { KeysetListQuery } from '../../../common/http/list-page.js';
import { sendListPage } from '../../../common/http/list-query.js';
import { ApiListResponse } from '../../../common/http/list-response.js';
import { AuditEntryResponse } from '../../audit/index.js';
import { AdjustBalanceDto } from '../balance/adjust-balance.dto.js';
import { ReplaceUserDto } from './dto/replace-user.dto.js';
import { LedgerEntryResponse, UserResponse } from './user.responses.js';
import { UserManagementService } from './user-management.service.js';
import { StaffBalanceService } from './staff-balance.service.js';

const notFound = ApiNotFoundResponse({
  type: ErrorResponse,
  description: 'No such user (or deleted)',
});

/** The react-admin resource's one user: read, edit, balance, sign-in lock and delete. */
@ApiTags('admin: users resource')
@Controller('admin/users')
export class UserRecordController {
  constructor(
    private readonly management: UserManagementService,
    private readonly staffBalances: StaffBalanceService,
  ) {}

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
    return this.staffBalances.adjustBalance(actor, id, body.amount, body.reason);
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
}
