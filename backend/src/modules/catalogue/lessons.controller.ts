import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
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
import type { LessonRecord } from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../common/auth/principal.js';
import { ErrorResponse } from '../../common/http/error-response.js';
import { IdPipe } from '../../common/http/id.pipe.js';
import { ListQuery, sendListPage } from '../../common/http/list-query.js';
import { ApiListResponse } from '../../common/http/list-response.js';
import { CatalogueFiles } from './catalogue-files.js';
import { LESSONS, CatalogueItemsService } from './catalogue-items.service.js';
import {
  LessonResponse,
  CreateCatalogueItemDto,
  UpdateCatalogueItemDto,
} from './dto/catalogue-item.dto.js';

const notFound = ApiNotFoundResponse({ type: ErrorResponse, description: 'No such lesson' });
const refused = ApiBadRequestResponse({
  type: ErrorResponse,
  description:
    'Invalid fields, an unknown tier, or an upload refused: UPLOAD_NOT_FOUND, UPLOAD_INCOMPLETE, ' +
    'UPLOAD_TYPE_REFUSED (not an H.264/AAC MP4), UPLOAD_TRUNCATED, UPLOAD_NOT_FAST_START',
});

/**
 * The video lessons as a react-admin resource (simple-rest): admins change them
 * (catalogue:write), support reads them (catalogue:read). Students see published lessons in
 * position order; a lesson's duration is read from its video.
 */
@ApiTags('admin: catalogue')
@Controller('admin/lessons')
export class LessonsController {
  constructor(
    private readonly items: CatalogueItemsService,
    private readonly files: CatalogueFiles,
  ) {}

  @Get()
  @StaffAuth('catalogue:read')
  @ApiOperation({ summary: 'Every lesson, unpublished and archived ones too (sort: position)' })
  @ApiListResponse(LessonResponse, 'lessons 0-7/8')
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(
    @Query() query: ListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LessonRecord[]> {
    return sendListPage(reply, 'lessons', await this.items.list(LESSONS, query));
  }

  @Get(':id')
  @StaffAuth('catalogue:read')
  @ApiOperation({ summary: 'One lesson' })
  @ApiOkResponse({ type: LessonResponse })
  @notFound
  get(@Param('id', IdPipe) id: number): Promise<LessonRecord> {
    return this.items.get(LESSONS, id);
  }

  @Post()
  @StaffAuth('catalogue:write')
  @ApiOperation({
    summary: 'Add a lesson: its MP4 video from a finished upload (audited)',
    description: '`upload` is the video’s upload id; the answer carries its durationSeconds.',
  })
  @ApiCreatedResponse({ type: LessonResponse })
  @refused
  create(
    @CurrentPrincipal() actor: StaffActor,
    @Body() body: CreateCatalogueItemDto,
  ): Promise<LessonRecord> {
    return this.items.create(actor, LESSONS, body, () => this.files.lesson(body));
  }

  @Put(':id')
  @StaffAuth('catalogue:write')
  @ApiOperation({
    summary: 'Change a lesson: texts, access, publish, place (position) or video (audited)',
    description:
      'The whole record, as react-admin sends it: `upload` sent back unchanged keeps the video; ' +
      'an upload id replaces it (and its duration).',
  })
  @ApiOkResponse({ type: LessonResponse })
  @refused
  @ApiConflictResponse({ type: ErrorResponse, description: 'The lesson is archived' })
  @notFound
  update(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
    @Body() body: UpdateCatalogueItemDto,
  ): Promise<LessonRecord> {
    return this.items.update(actor, LESSONS, id, body, (current) =>
      this.files.lesson(body, current),
    );
  }

  @Delete(':id')
  @StaffAuth('catalogue:write')
  @ApiOperation({
    summary: 'Delete an unpublished lesson nobody has watched; archive any other (audited)',
    description:
      'An archived lesson leaves the students’ list; its progress rows and the back office keep it.',
  })
  @ApiOkResponse({ type: LessonResponse })
  @notFound
  delete(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
  ): Promise<LessonRecord> {
    return this.items.delete(actor, LESSONS, id);
  }
}
