import { Body, Controller, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageResponse as Message, StaffAccount } from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../common/auth/auth.decorators.js';
import type { StaffPrincipal } from '../../common/auth/principal.js';
import { ApiRefusal, MessageResponse } from '../../common/http/error-response.js';
import { IdPipe } from '../../common/http/id.pipe.js';
import { ListQuery, type ListPage } from '../../common/http/list-query.js';
import { simpleRest } from '../../common/http/simple-rest.js';
import {
  CreateStaffAccountDto,
  StaffAccountResponse,
  ReplaceStaffAccountDto,
  StaffPasswordDto,
} from './dto/staff-account.dto.js';
import { StaffManagementService } from './staff-management.service.js';

const staffRoutes = simpleRest({
  name: 'staff',
  record: StaffAccountResponse,
  notFound: 'No such staff account',
  read: 'staff:manage',
  write: 'staff:manage',
});

/** Staff accounts as a react-admin resource (ra-data-simple-rest conventions); every change audited. */
@ApiTags('admin: staff accounts')
@Controller('admin/staff')
export class StaffAccountsController {
  constructor(private readonly management: StaffManagementService) {}

  @staffRoutes.List(
    { summary: 'Staff accounts with their role, state and last sign-in' },
    { range: '0-24/3' },
  )
  list(@Query() query: ListQuery): Promise<ListPage<StaffAccount>> {
    return this.management.list(query);
  }

  @staffRoutes.GetOne({ summary: 'One staff account' })
  get(@Param('id', IdPipe) id: number): Promise<StaffAccount> {
    return this.management.get(id);
  }

  @staffRoutes.Create(
    { summary: 'Create a staff account with an initial password (audited)' },
    ApiRefusal(400, 'Username or password breaks the rules'),
    ApiRefusal(409, 'The username is taken'),
  )
  create(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Body() body: CreateStaffAccountDto,
  ): Promise<StaffAccount> {
    return this.management.create(actor, body);
  }

  @staffRoutes.Update(
    {
      summary: 'Change the role or disable/enable the account (audited)',
      description:
        "Takes the whole record, as ra-data-simple-rest sends it. A disabled or demoted account is signed out at once. The record's other fields are ignored when sent as stored and refused (field error code READ_ONLY) when changed.",
    },
    ApiRefusal(400),
    ApiRefusal(409, 'The last active admin cannot be disabled or demoted'),
  )
  update(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Param('id', IdPipe) id: number,
    @Body() body: ReplaceStaffAccountDto,
  ): Promise<StaffAccount> {
    return this.management.update(actor, id, body);
  }

  @Post(':id/password')
  @HttpCode(200)
  @StaffAuth('staff:manage')
  @ApiOperation({
    summary: "Set a staff account's password (audited); its sessions end at once",
  })
  @ApiOkResponse({ type: MessageResponse, description: "{ message: 'Password changed' }" })
  @ApiRefusal(400, 'The password breaks the rules')
  @ApiRefusal(404, 'No such staff account')
  async setPassword(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Param('id', IdPipe) id: number,
    @Body() body: StaffPasswordDto,
  ): Promise<Message> {
    await this.management.setPassword(actor, id, body.password);
    return { message: 'Password changed' };
  }
}
