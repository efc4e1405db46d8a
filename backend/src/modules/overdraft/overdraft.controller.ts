import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserEnvelope } from '@academy/contracts';
import { CurrentPrincipal, StudentOrStaffAuth } from '../../common/auth/auth.decorators.js';
import type { Principal } from '../../common/auth/principal.js';
import { ApiRefusal } from '../../common/http/error-response.js';
import { IdPipe } from '../../common/http/id.pipe.js';
import { UserEnvelopeResponse } from '../users/index.js';
import { OverdraftService } from './overdraft.service.js';

@ApiTags('overdraft')
@Controller('user/overdraft')
export class OverdraftController {
  constructor(private readonly overdrafts: OverdraftService) {}

  @Post(':id')
  @HttpCode(200)
  @StudentOrStaffAuth('balances:write')
  @ApiOperation({
    summary: 'Activate the trial overdraft: $500 for 3 days, once per user',
    description:
      'A student may activate it for their own id only; staff (admin, support) for anyone.',
  })
  @ApiOkResponse({ type: UserEnvelopeResponse })
  @ApiRefusal(409, 'Already activated once')
  @ApiRefusal(404)
  async activate(
    @CurrentPrincipal() caller: Principal,
    @Param('id', IdPipe) id: number,
  ): Promise<UserEnvelope> {
    return { status: 200, data: await this.overdrafts.activate(caller, id) };
  }
}
