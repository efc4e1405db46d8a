import { Body, Controller, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AuditEntry,
  type LedgerEntry,
  type MessageResponse as Message,
  type User,
} from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../../common/auth/principal.js';
import { Idempotent } from '../../../common/http/idempotency.js';
import { MessageResponse, ApiRefusal } from '../../../common/http/error-response.js';
import { IdPipe } from '../../../common/http/id.pipe.js';
import { KeysetListQuery } from '../../../common/http/list-page.js';
import type { ListPage } from '../../../common/http/list-query.js';
import { AuditEntryResponse } from '../../audit/index.js';
import { AdjustBalanceDto } from '../balance/adjust-balance.dto.js';
import { ReplaceUserDto } from './dto/replace-user.dto.js';
import { LedgerEntryResponse, UserResponse } from './user.responses.js';
import { UserManagementService } from './user-management.service.js';
import { StaffBalanceService } from './staff-balance.service.js';
import { userRoutes } from './user-routes.js';

/** The react-admin resource's one user: read, edit, balance, sign-in lock and delete. */
@ApiTags('admin: users resource')
@Controller('admin/users')
export class UserRecordController {
  constructor(
    private readonly management: UserManagementService,
    private readonly staffBalances: StaffBalanceService,
  ) {}

  @userRoutes.GetOne({ summary: 'One user' })
  get(@Param('id', IdPipe) id: number): Promise<User> {
    return this.management.get(id);
  }

  @userRoutes.SubList(
    'ledger',
    LedgerEntryResponse,
    {
      summary: "The user's balance changes, newest first (simple-rest: sort, range)",
      description:
        'Each row: the signed change (amount), the balance after it, the reason, the staff member (null for the system) and the payment that caused it. sort takes created_at or id.',
    },
    { range: '0-24/31', cursor: true, invalid: 'Invalid sort or range' },
  )
  ledger(
    @Param('id', IdPipe) id: number,
    @Query() query: KeysetListQuery,
  ): Promise<ListPage<LedgerEntry>> {
    return this.management.ledgerPage(id, query);
  }

  @userRoutes.SubList(
    'audit',
    AuditEntryResponse,
    {
      summary: 'The audit entries about the user, newest first (simple-rest: sort, range)',
      description:
        'Every staff change to this user (account, balance, course, deletion, …), with the values before and after. Readable by everyone who may read users, unlike the whole log. sort takes created_at or id; filter.id takes a list of entry ids.',
    },
    { range: '0-24/31', cursor: true, invalid: 'Invalid sort, range or filter' },
  )
  audit(
    @Param('id', IdPipe) id: number,
    @Query() query: KeysetListQuery,
  ): Promise<ListPage<AuditEntry>> {
    return this.management.auditPage(id, query);
  }

  @userRoutes.Update(
    {
      summary: 'Change the account fields: the whole record, as ra-data-simple-rest sends it',
      description:
        "Sets username, lastname, email, contact and avatar where they differ. The record's other fields are ignored when sent as stored; changed, the PUT is refused with a field error per field (code READ_ONLY, or OWN_CALL naming the audited call that changes balance, course or overdraft). Fields that are not part of the record are refused.",
    },
    ApiRefusal(400, 'Unknown field, a kept field changed, or an invalid value'),
    ApiRefusal(409),
  )
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
  @ApiRefusal(400, 'Invalid amount or reason')
  @ApiRefusal(409, 'The balance would go below zero or above the maximum')
  @userRoutes.NotFound
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
  @userRoutes.NotFound
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
  @userRoutes.NotFound
  verifyEmail(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
  ): Promise<User> {
    return this.management.markEmailVerified(actor, id);
  }

  @userRoutes.Delete({ summary: 'Delete a user (kept for accounting, cannot sign in)' })
  delete(@CurrentPrincipal() actor: StaffActor, @Param('id', IdPipe) id: number): Promise<User> {
    return this.management.delete(actor, id);
  }
}
