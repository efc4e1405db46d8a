import { applyDecorators, Body, Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, type ApiOperationOptions } from '@nestjs/swagger';
import { type StaffPermission, type UserEnvelope, type UsersEnvelope } from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../../common/auth/principal.js';
import { Idempotent } from '../../../common/http/idempotency.js';
import { ApiRefusal } from '../../../common/http/error-response.js';
import { IdPipe } from '../../../common/http/id.pipe.js';
import { ListQuery } from '../../../common/http/list-query.js';
import { UpdateAccountDto } from './dto/update-account.dto.js';
import { UpdateBalanceDto } from '../balance/update-balance.dto.js';
import { UpdateCourseDto } from './dto/update-course.dto.js';
import { UserEnvelopeResponse, UsersEnvelopeResponse } from './user.responses.js';
import { UserListService } from './user-list.service.js';
import { UserManagementService } from './user-management.service.js';
import { StaffBalanceService } from './staff-balance.service.js';
import { userRoutes } from './user-routes.js';
import { expectedBalanceRequired } from '../users.errors.js';

/**
 * A legacy call on one user: who may make it, what it does, what else it refuses; it answers the
 * user's envelope, and refuses a bad id or body and a user that is not there.
 */
function LegacyUserCall(
  permission: StaffPermission,
  operation: ApiOperationOptions,
  ...refusals: MethodDecorator[]
) {
  return applyDecorators(
    StaffAuth(permission),
    ApiOperation(operation),
    ApiOkResponse({ type: UserEnvelopeResponse }),
    ...refusals,
    ApiRefusal(400, 'Invalid id or body'),
    userRoutes.NotFound,
  );
}

/**
 * The legacy API: the staff calls of the original client (SPEC.md §7), answering
 * { status: 200, data } envelopes. The back office uses UsersResourceController instead.
 */
@ApiTags('admin: users')
@Controller()
export class LegacyUsersController {
  constructor(
    private readonly management: UserManagementService,
    private readonly userList: UserListService,
    private readonly staffBalances: StaffBalanceService,
  ) {}

  @Get('admin/user')
  @StaffAuth('users:read')
  @ApiOperation({
    summary: 'Users, newest first, one page at a time',
    description:
      'Takes the same sort, range and filter parameters as GET /api/admin/users (default: the first 100).',
  })
  @ApiOkResponse({ type: UsersEnvelopeResponse })
  @ApiRefusal(400)
  async list(@Query() query: ListQuery): Promise<UsersEnvelope> {
    const { rows, total } = await this.userList.list(query);
    return { status: 200, data: rows, total };
  }

  @Put('admin/user/account/:id')
  @LegacyUserCall(
    'users:write',
    { summary: "Change a user's account fields (names, e-mail, phone, avatar)" },
    ApiRefusal(409, 'The e-mail belongs to another user'),
  )
  async updateAccount(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
    @Body() body: UpdateAccountDto,
  ): Promise<UserEnvelope> {
    return { status: 200, data: await this.management.updateAccount(actor, id, body) };
  }

  @Delete('admin/user/delete/:id')
  @LegacyUserCall('users:write', {
    summary: 'Delete a user: they can no longer sign in; payments and ledger are kept',
  })
  async delete(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
  ): Promise<UserEnvelope> {
    return { status: 200, data: await this.management.delete(actor, id) };
  }

  @Put('user/:id/balance')
  @Idempotent()
  @LegacyUserCall(
    'balances:write',
    {
      summary: "Set a user's balance (USD); writes a ledger row",
      description:
        'With expectedBalance, the balance is set only while it still is that value (409 otherwise). To add or subtract, POST /api/admin/users/:id/balance-adjustments.',
    },
    ApiRefusal(409, 'The balance is no longer expectedBalance'),
  )
  async setBalance(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
    @Body() body: UpdateBalanceDto,
  ): Promise<UserEnvelope> {
    // Staff keep the original client's call (SPEC.md §7); their dialog sends expectedBalance.
    if (actor.kind === 'api-key' && body.expectedBalance === undefined) {
      throw expectedBalanceRequired();
    }
    return {
      status: 200,
      data: await this.staffBalances.setBalance(actor, id, body.balance, body),
    };
  }

  @Put('user/:id/course')
  @LegacyUserCall('users:write', {
    summary: "Set a user's course: NONE, SILVER, GOLD, PLATINUM or a custom name",
  })
  async setCourse(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
    @Body() body: UpdateCourseDto,
  ): Promise<UserEnvelope> {
    return { status: 200, data: await this.management.setCourse(actor, id, body.course) };
  }
}
