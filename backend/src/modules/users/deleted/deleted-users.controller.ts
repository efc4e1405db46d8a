import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { USER_RESTORE_DAYS, type User } from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../../common/auth/principal.js';
import { ApiRefusal } from '../../../common/http/error-response.js';
import { IdPipe } from '../../../common/http/id.pipe.js';
import { DeletedUsersService } from './deleted-users.service.js';
import { UserResponse } from '../accounts/user.responses.js';

/** Beside the users resource's routes; GET /api/admin/users with filter.deleted lists them. */
@ApiTags('admin: users resource')
@Controller('admin/users')
export class DeletedUsersController {
  constructor(private readonly deleted: DeletedUsersService) {}

  @Post(':id/restore')
  @HttpCode(200)
  @StaffAuth('users:write')
  @ApiOperation({
    summary: `Restore a user deleted in the last ${USER_RESTORE_DAYS} days (audited)`,
    description: 'The student signs in again with their password; older sessions stay ended.',
  })
  @ApiOkResponse({ type: UserResponse })
  @ApiRefusal(404, `Not deleted, or deleted more than ${USER_RESTORE_DAYS} days ago`)
  @ApiRefusal(409, 'A new account has the e-mail now')
  restore(@CurrentPrincipal() actor: StaffActor, @Param('id', IdPipe) id: number): Promise<User> {
    return this.deleted.restore(actor, id);
  }
}
