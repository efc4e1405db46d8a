import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StaffSession } from '@academy/contracts';
import {
  CurrentPrincipal,
  StaffAuth,
  StaffMemberAuth,
} from '../../../common/auth/auth.decorators.js';
import type { StaffPrincipal } from '../../../common/auth/principal.js';
import { ApiRefusal } from '../../../common/http/error-response.js';
import { IdPipe } from '../../../common/http/id.pipe.js';
import { StaffSessionResponse } from '../dto/staff-session.dto.js';
import { StaffSessionAdminService } from './staff-session-admin.service.js';

/** Signing out of the back office, and admins' view of a staff account's sign-ins. */
@ApiTags('admin: auth')
@Controller('admin')
export class StaffSessionsController {
  constructor(private readonly sessions: StaffSessionAdminService) {}

  @Post('logout')
  @HttpCode(204)
  @StaffMemberAuth()
  @ApiOperation({ summary: "End this token's session at once, on every API instance" })
  @ApiNoContentResponse({ description: 'Signed out: the token is refused from now on' })
  async logout(@CurrentPrincipal() actor: StaffPrincipal): Promise<void> {
    await this.sessions.logout(actor);
  }

  @Post('logout-all')
  @HttpCode(204)
  @StaffMemberAuth()
  @ApiOperation({ summary: "End every session of the caller's account, this one included" })
  @ApiNoContentResponse({
    description: 'Signed out everywhere: every token of the account is refused',
  })
  async logoutAll(@CurrentPrincipal() actor: StaffPrincipal): Promise<void> {
    await this.sessions.logoutAll(actor);
  }

  @Get('staff/:id/sessions')
  @StaffAuth('staff:manage')
  @ApiOperation({ summary: "A staff account's open back-office sessions, the latest used first" })
  @ApiOkResponse({ type: [StaffSessionResponse] })
  @ApiRefusal(404, 'No such staff account')
  list(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Param('id', IdPipe) id: number,
  ): Promise<StaffSession[]> {
    return this.sessions.list(actor, id);
  }

  @Delete('staff/:id/sessions/:sessionId')
  @HttpCode(204)
  @StaffAuth('staff:manage')
  @ApiOperation({ summary: "End one of a staff account's sessions (audited)" })
  @ApiNoContentResponse({ description: 'Ended: its token is refused from now on' })
  @ApiRefusal(404, 'No such open session of the account')
  async end(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Param('id', IdPipe) id: number,
    @Param('sessionId') sessionId: string,
  ): Promise<void> {
    await this.sessions.end(actor, id, sessionId);
  }
}
