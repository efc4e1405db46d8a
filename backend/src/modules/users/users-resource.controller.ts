import { Body, Controller, Delete, Get, Param, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { User } from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../common/auth/auth.decorators.js';
import type { StaffPrincipal } from '../../common/auth/principal.js';
import { ErrorResponse } from '../../common/http/error-response.js';
import { IdPipe } from '../../common/http/id.pipe.js';
import { contentRange, ListQuery } from '../../common/http/list-query.js';
import { UpdateAccountDto } from './dto/update-account.dto.js';
import { UserResponse } from './user.responses.js';
import { UsersAdminService } from './users-admin.service.js';

const notFound = ApiNotFoundResponse({
  type: ErrorResponse,
  description: 'No such user (or deleted)',
});

/** The back office's react-admin resource (ra-data-simple-rest conventions). */
@ApiTags('admin: users resource')
@Controller('admin/users')
export class UsersResourceController {
  constructor(private readonly admin: UsersAdminService) {}

  @Get()
  @StaffAuth('admin', 'support')
  @ApiOperation({
    summary: 'Search and page users in SQL',
    description:
      'filter.q matches a case-insensitive substring of the id, e-mail or phone digits; filter.id takes a list of ids; filter.course a course.',
  })
  @ApiOkResponse({
    type: [UserResponse],
    headers: { 'Content-Range': { description: 'users 0-99/1234' } },
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(
    @Query() query: ListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<User[]> {
    const { users, total, offset } = await this.admin.list(query);
    void reply.header('Content-Range', contentRange('users', offset, users.length, total));
    return users;
  }

  @Get(':id')
  @StaffAuth('admin', 'support')
  @ApiOperation({ summary: 'One user' })
  @ApiOkResponse({ type: UserResponse })
  @notFound
  get(@Param('id', IdPipe) id: number): Promise<User> {
    return this.admin.get(id);
  }

  @Put(':id')
  @StaffAuth('admin')
  @ApiOperation({ summary: 'Change account fields only (send the changed fields)' })
  @ApiOkResponse({ type: UserResponse })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'Unknown or read-only field, or an invalid value',
  })
  @ApiConflictResponse({ type: ErrorResponse })
  @notFound
  update(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Param('id', IdPipe) id: number,
    @Body() body: UpdateAccountDto,
  ): Promise<User> {
    return this.admin.updateAccount(actor, id, body);
  }

  @Delete(':id')
  @StaffAuth('admin')
  @ApiOperation({ summary: 'Delete a user (kept for accounting, cannot sign in)' })
  @ApiOkResponse({ type: UserResponse })
  @notFound
  delete(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Param('id', IdPipe) id: number,
  ): Promise<User> {
    return this.admin.delete(actor, id);
  }
}
