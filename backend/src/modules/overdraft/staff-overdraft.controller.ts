import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { User } from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../common/auth/principal.js';
import { ApiRefusal } from '../../common/http/error-response.js';
import { IdPipe } from '../../common/http/id.pipe.js';
import { UserResponse } from '../users/index.js';
import { OverdraftService } from './overdraft.service.js';

/**
 * The back office's trial activation, under /api/admin like the rest of its calls: with
 * ADMIN_HOST only /api/admin reaches the back office's host.
 */
@ApiTags('overdraft')
@Controller('admin/users')
export class StaffOverdraftController {
  constructor(private readonly overdrafts: OverdraftService) {}

  @Post(':id/overdraft')
  @HttpCode(200)
  @StaffAuth('balances:write')
  @ApiOperation({ summary: "Activate a user's trial overdraft: $500 for 3 days, once per user" })
  @ApiOkResponse({ type: UserResponse })
  @ApiRefusal(409, 'Already activated once')
  @ApiRefusal(404)
  activate(@CurrentPrincipal() actor: StaffActor, @Param('id', IdPipe) id: number): Promise<User> {
    return this.overdrafts.activate(actor, id);
  }
}
