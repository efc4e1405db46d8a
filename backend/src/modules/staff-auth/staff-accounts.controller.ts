import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { MessageResponse as Message, StaffAccount } from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../common/auth/auth.decorators.js';
import type { StaffPrincipal } from '../../common/auth/principal.js';
import { ErrorResponse, MessageResponse } from '../../common/http/error-response.js';
import { IdPipe } from '../../common/http/id.pipe.js';
import { ListQuery, sendListPage } from '../../common/http/list-query.js';
import { ApiListResponse } from '../../common/http/list-response.js';
import {
  CreateStaffAccountDto,
  StaffAccountResponse,
  ReplaceStaffAccountDto,
  StaffPasswordDto,
} from './dto/staff-account.dto.js';
import { StaffManagementService } from './staff-management.service.js';

const notFound = ApiNotFoundResponse({ type: ErrorResponse, description: 'No such staff account' });

/** Staff accounts as a react-admin resource (ra-data-simple-rest conventions); every change audited. */
@ApiTags('admin: staff accounts')
@Controller('admin/staff')
export class StaffAccountsController {
  constructor(private readonly management: StaffManagementService) {}

  @Get()
  @StaffAuth('staff:manage')
  @ApiOperation({ summary: 'Staff accounts with their role, state and last sign-in' })
  @ApiListResponse(StaffAccountResponse, 'staff 0-24/3')
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(
    @Query() query: ListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StaffAccount[]> {
    return sendListPage(reply, 'staff', await this.management.list(query));
  }

  @Get(':id')
  @StaffAuth('staff:manage')
  @ApiOperation({ summary: 'One staff account' })
  @ApiOkResponse({ type: StaffAccountResponse })
  @notFound
  get(@Param('id', IdPipe) id: number): Promise<StaffAccount> {
    return this.management.get(id);
  }

  @Post()
  @StaffAuth('staff:manage')
  @ApiOperation({ summary: 'Create a staff account with an initial password (audited)' })
  @ApiCreatedResponse({ type: StaffAccountResponse })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'Username or password breaks the rules',
  })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The username is taken' })
  create(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Body() body: CreateStaffAccountDto,
  ): Promise<StaffAccount> {
    return this.management.create(actor, body);
  }

  @Put(':id')
  @StaffAuth('staff:manage')
  @ApiOperation({
    summary: 'Change the role or disable/enable the account (audited)',
    description:
      "Takes the whole record, as ra-data-simple-rest sends it. A disabled or demoted account is signed out at once. The record's other fields are ignored when sent as stored and refused (field error code READ_ONLY) when changed.",
  })
  @ApiOkResponse({ type: StaffAccountResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'The last active admin cannot be disabled or demoted',
  })
  @notFound
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
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'The password breaks the rules' })
  @notFound
  async setPassword(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Param('id', IdPipe) id: number,
    @Body() body: StaffPasswordDto,
  ): Promise<Message> {
    await this.management.setPassword(actor, id, body.password);
    return { message: 'Password changed' };
  }
}
