import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { User } from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../../common/auth/principal.js';
import { ApiRefusal } from '../../../common/http/error-response.js';
import { IdPipe } from '../../../common/http/id.pipe.js';
import { UpdateCourseDto } from './dto/update-course.dto.js';
import { UserResponse } from './user.responses.js';
import { UserManagementService } from './user-management.service.js';

/**
 * The back office's course change, under /api/admin like the rest of its calls: with ADMIN_HOST
 * only /api/admin reaches the back office's host (PUT /api/user/:id/course stays for integrators).
 */
@ApiTags('admin: users')
@Controller('admin/users')
export class UserCourseController {
  constructor(private readonly management: UserManagementService) {}

  @Put(':id/course')
  @StaffAuth('users:write')
  @ApiOperation({ summary: "Set a user's course: NONE, SILVER, GOLD, PLATINUM or a custom name" })
  @ApiOkResponse({ type: UserResponse })
  @ApiRefusal(400, 'Invalid id or body')
  @ApiRefusal(404, 'No such user (or deleted)')
  setCourse(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
    @Body() body: UpdateCourseDto,
  ): Promise<User> {
    return this.management.setCourse(actor, id, body.course);
  }
}
